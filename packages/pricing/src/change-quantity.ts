import { checkQty } from './check-qty'
import type { Cart } from './types'

/**
 * Sets the quantity of the line with this uuid, kept within its bounds (minimum 1, maximum the
 * line's max_qty when set).
 * @param cart - the cart
 * @param uuid - the line's uuid
 * @param qty - the wanted quantity, a whole number of at least 1
 * @returns a new cart with that line's qty clamped to its bounds (the same cart when unchanged or not found)
 * @throws PricingError INVALID_QUANTITY for a qty that is not a whole number ≥ 1
 * spec: menu-browsing §4 Cart actions "change quantity"; §5 Quantity bounds
 */
export function changeQuantity(cart: Cart, uuid: string, qty: number): Cart {
  checkQty(qty)
  const index = cart.findIndex((line) => line.uuid === uuid)
  const line = cart[index]
  if (line === undefined) return cart
  const max = line.max_qty ?? null
  const next = max === null ? qty : Math.max(1, Math.min(qty, max))
  if (next === line.qty) return cart
  return cart.map((existing, at) => (at === index ? { ...existing, qty: next } : existing))
}
