import { Carousel, PromotionSlide, useT } from '@carte/ui'
import { useState } from 'react'
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
  const [active, setActive] = useState(0)
  const promotions = menu.promotions.filter((promotion) => promotion.enable)
  return (
    <main className="carte-app-screen" data-testid="promotions-screen">
      <h1 className="carte-app-title">{title}</h1>
      {promotions.length > 0 ? (
        <Carousel aria-label={title} loop onSlideChange={setActive}>
          {promotions.map((promotion, index) => (
            <PromotionSlide
              key={promotion.id}
              title={promotion.title}
              image={
                promotion.image?.product
                  ? { src: promotion.image.product, width: 800, height: 600 }
                  : null
              }
              retinaSrc={promotion.image?.retina ?? null}
              videoSrc={promotion.video}
              active={index === active}
              loading={index === 0 ? 'eager' : 'lazy'}
            />
          ))}
        </Carousel>
      ) : (
        <p className="carte-app-category-empty" role="status" data-testid="promotions-empty">
          {t('ui_str_promotions_empty', 'There are no promotions right now.')}
        </p>
      )}
    </main>
  )
}
