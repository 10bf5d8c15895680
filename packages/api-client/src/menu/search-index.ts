import type { MenuData, Product } from '../schemas/menu'
import { isCategoryShown } from './is-category-shown'
import type { IsShown } from './types'

/**
 * The products a search may list now, with their names lower-cased once: built per menu and
 * hours instant, so each key only compares names (see {@link searchIndexProducts}).
 */
export interface SearchIndex {
  /** Products in enabled, time-valid, non-link categories and inside their own hours, in menu order. */
  readonly products: readonly Product[]
  /** `products[i].name.toLocaleLowerCase()`, index for index. */
  readonly names: readonly string[]
}

/**
 * The searchable products now: only products in enabled, time-valid, non-link categories and
 * inside their own hours, in menu order, each with its lower-cased name.
 * @param menu - the menu data (categories and products)
 * @param isShown - the hours test bound to now in the venue zone
 * @returns the index {@link searchIndexProducts} filters per key
 * spec: menu-browsing §2 Search page
 */
export function searchIndex(
  menu: Pick<MenuData, 'categories' | 'products'>,
  isShown: IsShown,
): SearchIndex {
  const categories = new Set(
    menu.categories
      .filter(
        (category) =>
          isCategoryShown(category, isShown) && !category.disable_link && !category.external_link,
      )
      .map((category) => category.id),
  )
  const products = menu.products.filter(
    (product) =>
      product.category !== null &&
      categories.has(product.category) &&
      isShown(product.product_hours),
  )
  return { products, names: products.map((product) => product.name.toLocaleLowerCase()) }
}
