import { checkQty } from './check-qty'
import type { Cart } from './types'

/**
 * The total quantity of the cart's products (the cart badge and the subtotal label).
 * @param cart - the cart
 * @returns the sum of every line's qty
 * spec: menu-browsing §2 Header bar "a badge with the total quantity of cart products"
 */
export function cartItemCount(cart: Cart): number {
  let count = 0
  for (const line of cart) count += checkQty(line.qty)
  return count
}
