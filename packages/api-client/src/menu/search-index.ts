import type { MenuData, Product } from '../schemas/menu'
import { isCategoryShown } from './is-category-shown'
import { lowerCaseIn } from './lower-case-in'
import type { IsShown } from './types'

/**
 * The products a search may list now, with their names lower-cased once: built per menu and
 * hours instant, so each key only compares names (see {@link searchIndexProducts}).
 */
export interface SearchIndex {
  /** Products in enabled, time-valid, non-link categories and inside their own hours, in menu order. */
  readonly products: readonly Product[]
  /** `products[i].name` lower-cased in the index's language, index for index. */
  readonly names: readonly string[]
  /** The language names and terms are lower-cased in (undefined: the default rules). */
  readonly language: string | undefined
}

/**
 * The searchable products now: only products in enabled, time-valid, non-link categories and
 * inside their own hours, in menu order, each with its name lower-cased in the menu's language
 * (so a search is the same on every phone, and Turkish 'İ' and 'I' match 'i' and 'ı').
 * @param menu - the menu data (categories and products)
 * @param isShown - the hours test bound to now in the venue zone
 * @param language - the language the menu is shown in ('tr', 'en', ...); default rules without
 * @returns the index {@link searchIndexProducts} filters per key
 * spec: menu-browsing §2 Search page
 */
export function searchIndex(
  menu: Pick<MenuData, 'categories' | 'products'>,
  isShown: IsShown,
  language?: string,
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
  const lowerCase = lowerCaseIn(language)
  return { products, names: products.map((product) => lowerCase(product.name)), language }
}
