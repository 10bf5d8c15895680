import { checkQty } from './check-qty'
import { clampQuantity } from './clamp-quantity'
import { lineQuantityBounds } from './line-quantity-bounds'
import type { Cart } from './types'

/**
 * Sets the quantity of the line with this uuid, kept within its bounds (`lineQuantityBounds`):
 * minimum 1; maximum the line's max_qty when set, less what the product's other lines hold.
 * @param cart - the cart
 * @param uuid - the line's uuid
 * @param qty - the wanted quantity, a whole number of at least 1
 * @returns a new cart with that line's qty clamped to its bounds (the same cart when unchanged or not found)
 * @throws PricingError INVALID_QUANTITY for a qty that is not a whole number ≥ 1
 * spec: menu-browsing §4 Cart actions "change quantity"; §5 Quantity "capped by pos_available_qty (not for combos) and by max_qty"
 */
export function changeQuantity(cart: Cart, uuid: string, qty: number): Cart {
  checkQty(qty)
  const index = cart.findIndex((line) => line.uuid === uuid)
  const line = cart[index]
  if (line === undefined) return cart
  const next = clampQuantity(qty, lineQuantityBounds(cart, line))
  if (next === line.qty) return cart
  return cart.map((existing, at) => (at === index ? { ...existing, qty: next } : existing))
}
