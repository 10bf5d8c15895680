/** The ordering side of category and product hours (not exported from the package). */

import type { Category, Product } from '../schemas/menu'
import type { HoursNow } from './types'

/**
 * Whether the hours of a product's category and of the product itself allow ordering now: no
 * slot with disable_order is in force for either (README reading "disable_order in category and
 * product hours"; menu-browsing §3 Category hours entry, §2 Product page "category and product
 * hours pass").
 * @param category - the product's category (its category_hours)
 * @param product - the product (its product_hours)
 * @param hours - the hours tests bound to now in the venue zone
 * @returns true when neither is inside a slot with disable_order
 */
export function isOrderableByHours(
  category: Partial<Pick<Category, 'category_hours'>>,
  product: Pick<Product, 'product_hours'>,
  hours: HoursNow,
): boolean {
  return hours.isOrderable(category.category_hours) && hours.isOrderable(product.product_hours)
}
