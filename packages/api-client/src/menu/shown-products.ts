import type { MenuData, Product } from '../schemas/menu'
import { isCategoryShown } from './is-category-shown'
import type { IsShown } from './types'

/**
 * Products shown now: in shown categories (enabled and inside their hours, {@link isCategoryShown}),
 * and inside their own product_hours.
 * @param menu - the menu data (categories and products)
 * @param isShown - the hours test bound to now in the venue zone
 * @param categoryIds - limit to these categories (default: every category shown now)
 * @returns the products in menu order
 * spec: menu-browsing §4 Open or closed "Products and categories appear only within their own hours"
 */
export function shownProducts(
  menu: Pick<MenuData, 'categories' | 'products'>,
  isShown: IsShown,
  categoryIds?: ReadonlySet<number>,
): Product[] {
  const open = new Set(
    menu.categories
      .filter((category) => isCategoryShown(category, isShown))
      .map((category) => category.id),
  )
  return menu.products.filter(
    (product) =>
      product.category !== null &&
      open.has(product.category) &&
      (categoryIds === undefined || categoryIds.has(product.category)) &&
      isShown(product.product_hours),
  )
}
