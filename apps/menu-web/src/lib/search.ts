import type { MenuData, Product } from '@carte/api-client'
import type { HoursEntry } from '@carte/hours'
import type { SearchState } from '../state/search'

type IsShown = (entries: readonly HoursEntry[] | null | undefined) => boolean

/**
 * Search results: only products in enabled, time-valid, non-link categories; the name contains
 * the term (case-insensitive) and, when properties are checked, the product has at least one of
 * them; empty with neither a term nor a property (spec: menu-browsing §2 Search page).
 * @param menu - the menu data.
 * @param state - searchTerm and checkedProperties.
 * @param isShown - @carte/hours' hours test bound to now.
 * @returns the matching products in menu order.
 */
export function searchProducts(menu: MenuData, state: SearchState, isShown: IsShown): Product[] {
  const term = state.searchTerm.trim().toLocaleLowerCase()
  const checked = new Set(state.checkedProperties)
  if (term === '' && checked.size === 0) return []
  const categories = new Set(
    menu.categories
      .filter(
        (category) =>
          !category.disable_link && !category.external_link && isShown(category.category_hours),
      )
      .map((category) => category.id),
  )
  return menu.products.filter(
    (product) =>
      product.category !== null &&
      categories.has(product.category) &&
      isShown(product.product_hours) &&
      (term === '' || product.name.toLocaleLowerCase().includes(term)) &&
      (checked.size === 0 || product.properties.some((property) => checked.has(property))),
  )
}
