import type { MenuData, Product } from '../schemas/menu'
import { searchIndex } from './search-index'
import { searchIndexProducts } from './search-index-products'
import type { IsShown, MenuSearch } from './types'

/**
 * Search results: only products in enabled, time-valid, non-link categories (and inside their own
 * hours); the name contains the term as a case-insensitive substring and, when properties are
 * checked, the product has at least one of them; empty with neither a term nor a property.
 * One-off form of `searchIndexProducts(searchIndex(menu, isShown, language), state)` (a screen
 * searching per key keeps the index instead).
 * @param menu - the menu data (categories and products)
 * @param state - searchTerm and checkedProperties
 * @param isShown - the hours test bound to now in the venue zone
 * @param language - the language the menu is shown in (letter case follows its rules)
 * @returns the matching products in menu order
 * spec: menu-browsing §2 Search page
 */
export function searchProducts(
  menu: Pick<MenuData, 'categories' | 'products'>,
  state: MenuSearch,
  isShown: IsShown,
  language?: string,
): Product[] {
  if (state.searchTerm.trim() === '' && state.checkedProperties.length === 0) return []
  return searchIndexProducts(searchIndex(menu, isShown, language), state)
}
