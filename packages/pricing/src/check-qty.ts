import { assert } from './errors'

/**
 * Checks a cart quantity (a whole number of at least 1) and returns it. Kept apart from the decimal
 * helpers so that quantity-only functions (the cart badge's cartItemCount) do not pull in decimal.js.
 * @param qty - a line quantity
 * @returns the same quantity
 * spec: menu-browsing §5 "Quantity: integer from 1 up to the maximum"
 */
export function checkQty(qty: number): number {
  assert(Number.isInteger(qty) && qty >= 1, 'INVALID_QUANTITY', String(qty))
  return qty
}
