import type { MenuData, Product } from '../schemas/menu'
import { isCategoryShown } from './is-category-shown'
import type { IsShown } from './types'

/**
 * Whether a product is shown now: its category is known and shown (enabled and inside its hours,
 * {@link isCategoryShown}), and the product is inside its own product_hours. The one test behind the lists (shownProducts), the product page
 * and its add form (isAddFormShown).
 * spec: menu-browsing §4 Open or closed "Products and categories appear only within their own hours"
 * @param menu - the menu data (its categories)
 * @param product - the product
 * @param isShown - the hours test bound to now in the venue zone
 * @returns true when the product is shown now
 */
export function isProductShown(
  menu: Pick<MenuData, 'categories'>,
  product: Pick<Product, 'category' | 'product_hours'>,
  isShown: IsShown,
): boolean {
  const category = menu.categories.find((candidate) => candidate.id === product.category)
  return (
    category !== undefined && isCategoryShown(category, isShown) && isShown(product.product_hours)
  )
}
