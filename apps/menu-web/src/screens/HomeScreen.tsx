import { homeCategories, shownProducts } from '@carte/api-client'
import { ClosedNotice, useT } from '@carte/ui'
import { lazy, Suspense } from 'react'
import { CategoryCards } from '../components/CategoryCards'
import { VenueHtml } from '../components/VenueHtml'
import { useMenu, useVenue } from '../hooks/useMenu'
import { usePageView } from '../hooks/usePageView'
import { useScreenTitle } from '../hooks/useScreenTitle'
import { useVenueStatus } from '../hooks/useVenueStatus'

// Only venues that list every product on home need the product list (and its money code).
const ProductList = lazy(() =>
  import('../components/ProductList').then((module) => ({ default: module.ProductList })),
)

const PromotionPopup = lazy(() =>
  import('../components/PromotionPopup').then((module) => ({ default: module.PromotionPopup })),
)

/** The home screen's name in its title ('Home | {menu name} | {host}', menu-browsing §2). */
export const HOME_LABEL = ['ui_str_home', 'Home'] as const

/**
 * /{lang}/home: closed notice (with the next opening), header text, all products or the top-level
 * categories within their hours, footer text (spec: menu-browsing §2 Home page).
 * @returns the home screen.
 */
export function HomeScreen() {
  const menu = useMenu()
  const { lang } = useVenue()
  const venue = useVenueStatus()
  const t = useT()
  useScreenTitle(t(...HOME_LABEL))
  usePageView('home_page_view')
  const products = menu.home_display_all_categories ? shownProducts(menu, venue.isShown) : null
  const categories = products === null ? homeCategories(menu, venue.isShown) : null
  return (
    <main className="carte-app-screen" data-testid="home-screen">
      {/* The screen's heading for screen readers, which the focus lands on after a navigation:
          the venue's name (the header shows it to the eye; WCAG 1.3.1, 2.4.6). */}
      <h1 className="carte-app-visually-hidden">{menu.name}</h1>
      {venue.open ? null : <ClosedNotice opensAt={venue.opensAt} />}
      <VenueHtml html={menu.home_header_text} className="carte-app-header-text" />
      {products !== null && products.length > 0 ? (
        <Suspense fallback={null}>
          <ProductList
            menu={menu}
            lang={lang}
            venue={venue}
            products={products}
            viewFormat={menu.home_view_format}
          />
        </Suspense>
      ) : categories !== null && categories.length > 0 ? (
        <CategoryCards menu={menu} lang={lang} categories={categories} />
      ) : (
        // No product or category within its hours now: said, not an empty page.
        <p className="carte-app-category-empty" role="status" data-testid="home-empty">
          {t('ui_str_menu_empty', 'Nothing on the menu is available right now.')}
        </p>
      )}
      <VenueHtml html={menu.home_footer_text} className="carte-app-footer-text" />
      {menu.promotion_on_load === null ? null : (
        <Suspense fallback={null}>
          <PromotionPopup menu={menu} />
        </Suspense>
      )}
    </main>
  )
}
