import { type QuantityBounds, quantityBounds } from './quantity-bounds'
import { quantityInCart } from './quantity-in-cart'
import type { Cart, CartLine } from './types'

/**
 * The bounds of a carted line's quantity: its max_qty less what the product's other lines hold
 * (one stock for every line of a product), and never below the line's own quantity (a line carted
 * before the others is not cut; it only cannot be raised); a line whose own max_qty is below 1
 * (out of stock) keeps it.
 * @param cart - the cart holding the line
 * @param line - the line (its id, uuid, qty and max_qty)
 * @returns `{ min: 1, max }`, max null = unbounded
 * spec: menu-browsing §5 Quantity "Quantity is capped by pos_available_qty (not for combos) and by max_qty"
 */
export function lineQuantityBounds(
  cart: Cart,
  line: Pick<CartLine, 'id' | 'uuid' | 'qty' | 'max_qty'>,
): QuantityBounds {
  const own = quantityBounds({ max_qty: line.max_qty })
  // A line with no orderable quantity of its own (out of stock) keeps that maximum: nothing.
  if (own.max === null || own.max < 1) return own
  const others = quantityInCart(cart, line.id, { except: line.uuid })
  return { min: 1, max: Math.max(own.max - others, line.qty) }
}
