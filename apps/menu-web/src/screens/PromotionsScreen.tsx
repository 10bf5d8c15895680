import { useT } from '@carte/ui'
import { PromotionSlider } from '../components/PromotionSlider'
import { useMenu } from '../hooks/useMenu'
import { usePageView } from '../hooks/usePageView'
import { useScreenTitle } from '../hooks/useScreenTitle'

/**
 * /{lang}/promotions: a slider of the enabled promotions, images or videos
 * (spec: menu-browsing §2 routes).
 * @returns the promotions screen.
 */
export function PromotionsScreen() {
  const menu = useMenu()
  const t = useT()
  const title = t('ui_str_promotions', 'Promotions')
  useScreenTitle(title)
  usePageView('promotion_page_view')
  const promotions = menu.promotions.filter((promotion) => promotion.enable)
  return (
    <main className="carte-app-screen" data-testid="promotions-screen">
      <h1 className="carte-app-title">{title}</h1>
      {promotions.length > 0 ? (
        <PromotionSlider label={title} promotions={promotions} />
      ) : (
        <p className="carte-app-category-empty" role="status" data-testid="promotions-empty">
          {t('ui_str_promotions_empty', 'There are no promotions right now.')}
        </p>
      )}
    </main>
  )
}
