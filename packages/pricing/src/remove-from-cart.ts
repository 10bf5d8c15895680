import type { Cart } from './types'

/**
 * Removes the line with this uuid from an immutable cart.
 * @param cart - the cart
 * @param uuid - the line's uuid
 * @returns a new cart without that line (the same cart when no line has the uuid)
 * spec: menu-browsing §4 Cart actions "remove by uuid"
 */
export function removeFromCart(cart: Cart, uuid: string): Cart {
  const index = cart.findIndex((line) => line.uuid === uuid)
  return index === -1 ? cart : [...cart.slice(0, index), ...cart.slice(index + 1)]
}
