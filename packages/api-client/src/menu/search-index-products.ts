import type { Product } from '../schemas/menu'
import type { SearchIndex } from './search-index'
import type { MenuSearch } from './types'

/** The last search per index: typing on only narrows it, so the next key scans its matches. */
const lastSearch = new WeakMap<
  SearchIndex,
  { readonly term: string; readonly checked: string; readonly positions: readonly number[] }
>()

/**
 * Search results from a {@link SearchIndex}: the name contains the term as a case-insensitive
 * substring and, when properties are checked, the product has at least one of them; empty with
 * neither a term nor a property. A term that extends the index's previous term (same properties)
 * is looked up among the previous matches only: a name containing it contains the previous term.
 * @param index - the searchable products now, from `searchIndex(menu, isShown)`
 * @param state - searchTerm and checkedProperties
 * @returns the matching products in menu order
 * spec: menu-browsing §2 Search page
 */
export function searchIndexProducts(index: SearchIndex, state: MenuSearch): Product[] {
  const term = state.searchTerm.trim().toLocaleLowerCase()
  const checked = new Set(state.checkedProperties)
  if (term === '' && checked.size === 0) return []
  const checkedKey = [...checked].sort((a, b) => a - b).join(',')
  const last = lastSearch.get(index)
  const narrowed = last !== undefined && last.checked === checkedKey && term.includes(last.term)
  const candidates = narrowed ? last.positions : null
  const count = candidates ? candidates.length : index.products.length
  const positions: number[] = []
  const found: Product[] = []
  for (let i = 0; i < count; i += 1) {
    const at = candidates ? (candidates[i] ?? -1) : i
    const product = index.products[at]
    if (
      product !== undefined &&
      (term === '' || (index.names[at] ?? '').includes(term)) &&
      (checked.size === 0 || product.properties.some((property) => checked.has(property)))
    ) {
      positions.push(at)
      found.push(product)
    }
  }
  lastSearch.set(index, { term, checked: checkedKey, positions })
  return found
}
