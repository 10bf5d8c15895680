import type { Cart, Id } from './types'

/**
 * How many of a product the cart holds: the quantities of its lines summed (same-item adding and
 * other variations give one product several lines, and its POS stock is one count for all of them).
 * @param cart - the cart
 * @param productId - the product id (a number or its string form)
 * @param options - `except`: the uuid of a line to leave out (the line being changed)
 * @returns the quantity of that product in the cart, 0 when it has no line
 * spec: menu-browsing §5 Quantity "Quantity is capped by pos_available_qty (not for combos) and by max_qty"
 */
export function quantityInCart(
  cart: Cart,
  productId: Id,
  options: { readonly except?: string } = {},
): number {
  const wanted = String(productId)
  let total = 0
  for (const line of cart) {
    if (String(line.id) === wanted && line.uuid !== options.except) total += line.qty
  }
  return total
}
