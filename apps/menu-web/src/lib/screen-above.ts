import type { MenuData } from '@carte/api-client'
import { segmentsOf } from './paths'

/** Where a screen was opened: its path and query, as the router's location has them. */
export interface ScreenLocation {
  readonly pathname: string
  readonly searchStr: string
}

/**
 * The screen above a screen of the menu, where 'Back' goes when the tab holds no earlier entry of
 * the app: a product's category (the search for a product opened from it), a sub-category's
 * parent, the cart for the checkout, otherwise the home. A product or category the menu does not
 * have (any more) leads to the home.
 * spec: menu-browsing §2 Header bar "optional back button", §2 Product page (a carousel over the
 *   category's products or the search results), §4 Cart actions "addtocart_redirect … back"
 * @param location - the current screen's path ('/{lang}/…') and query.
 * @param menu - the loaded menu (its products and categories).
 * @param lang - the language the screen shows.
 * @returns the path of the screen above, in the same language.
 */
export function screenAbove(
  location: ScreenLocation,
  menu: Pick<MenuData, 'products' | 'categories'>,
  lang: string,
): string {
  const home = `/${lang}/home`
  // The first segment is the language (the screens live under /{lang}).
  const [, screen, id] = segmentsOf(location.pathname)
  const categoryPath = (categoryId: number | null) =>
    categoryId !== null && menu.categories.some((category) => category.id === categoryId)
      ? `/${lang}/category/${categoryId}`
      : home
  switch (screen) {
    case 'product': {
      if (new URLSearchParams(location.searchStr).get('from') === 'search') {
        return `/${lang}/search`
      }
      const product = menu.products.find((candidate) => String(candidate.id) === id)
      return categoryPath(product?.category ?? null)
    }
    case 'category': {
      const category = menu.categories.find((candidate) => String(candidate.id) === id)
      return categoryPath(category?.parent ?? null)
    }
    case 'checkout':
      return `/${lang}/cart`
    default:
      return home
  }
}
