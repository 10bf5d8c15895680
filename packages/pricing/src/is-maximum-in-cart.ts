import { quantityBounds } from './quantity-bounds'
import { quantityInCart } from './quantity-in-cart'
import type { Cart, Id } from './types'

/**
 * Whether the cart already holds as much of a product as can be ordered: its lines together reach
 * the product's maximum (pos_available_qty, not for combos, and max_qty), so no more can be added
 * and its add buttons read 'Already Added To Cart', on the product page, a format-4 row and the
 * 'Select Variations' dialog alike. False for a product without a maximum.
 * @param cart - the cart
 * @param product - the product's id and quantity caps
 * @returns true when nothing more of it can be added
 * spec: menu-browsing §5 Quantity "Quantity is capped by pos_available_qty (not for combos) and by max_qty"
 */
export function isMaximumInCart(
  cart: Cart,
  product: {
    readonly id: Id
    readonly pos_available_qty?: number | null | undefined
    readonly max_qty?: number | null | undefined
    readonly enable_combo?: boolean | undefined
  },
): boolean {
  const { max } = quantityBounds(product, quantityInCart(cart, product.id))
  return max !== null && max < 1
}
