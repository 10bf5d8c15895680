import type { MenuData, Product } from '../schemas/menu'
import type { IsShown, MenuSearch } from './types'

/**
 * Search results: only products in enabled, time-valid, non-link categories (and inside their own
 * hours); the name contains the term as a case-insensitive substring and, when properties are
 * checked, the product has at least one of them; empty with neither a term nor a property.
 * @param menu - the menu data (categories and products)
 * @param state - searchTerm and checkedProperties
 * @param isShown - the hours test bound to now in the venue zone
 * @returns the matching products in menu order
 * spec: menu-browsing §2 Search page
 */
export function searchProducts(
  menu: Pick<MenuData, 'categories' | 'products'>,
  state: MenuSearch,
  isShown: IsShown,
): Product[] {
  const term = state.searchTerm.trim().toLocaleLowerCase()
  const checked = new Set(state.checkedProperties)
  if (term === '' && checked.size === 0) return []
  const categories = new Set(
    menu.categories
      .filter(
        (category) =>
          category.enable &&
          !category.disable_link &&
          !category.external_link &&
          isShown(category.category_hours),
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
