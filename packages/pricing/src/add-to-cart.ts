import { checkQty } from './check-qty'
import { assert } from './errors'
import { isAlreadyAdded } from './is-already-added'
import { isOutOfStock } from './is-out-of-stock'
import { quantityBounds } from './quantity-bounds'
import { quantityInCart } from './quantity-in-cart'
import type { Cart, CartLine } from './types'

/** The outcome of {@link addToCart}: the new cart, or the unchanged cart and why. */
export type AddToCartResult =
  | { readonly added: true; readonly cart: Cart }
  | {
      readonly added: false
      readonly reason: 'already_in_cart' | 'out_of_stock' | 'exceeds_stock'
      readonly cart: Cart
    }

/**
 * Adds a line to an immutable cart. Refused (cart unchanged) when the line has no orderable
 * quantity (max_qty below 1: 'out_of_stock'), or when the product is already in the cart, unless
 * the menu has enable_adding_same_item_cart ('already_in_cart'), or when the line's quantity and
 * the product's lines already carted pass its max_qty together ('exceeds_stock': one stock for
 * every line of a product).
 * @param cart - the cart
 * @param line - the new line (a fresh uuid)
 * @param settings - enable_adding_same_item_cart
 * @returns `{ added: true, cart }` with the line appended, or `{ added: false, reason, cart }`
 * @throws PricingError DUPLICATE_UUID when a line with that uuid exists; INVALID_QUANTITY
 * spec: menu-browsing §4 Cart actions "An already-carted product cannot be added again unless enable_adding_same_item_cart is on";
 *   §5 "Out of stock products show 'Out of Stock' and cannot be added"; "Quantity is capped by pos_available_qty"
 */
export function addToCart(
  cart: Cart,
  line: CartLine,
  settings: { readonly enable_adding_same_item_cart: boolean },
): AddToCartResult {
  checkQty(line.qty)
  assert(!cart.some((existing) => existing.uuid === line.uuid), 'DUPLICATE_UUID', line.uuid)
  if (isOutOfStock({ max_qty: line.max_qty })) {
    return { added: false, reason: 'out_of_stock', cart }
  }
  if (isAlreadyAdded(cart, line.id, settings)) {
    return { added: false, reason: 'already_in_cart', cart }
  }
  const left = quantityBounds({ max_qty: line.max_qty }, quantityInCart(cart, line.id)).max
  if (left !== null && line.qty > left) {
    return { added: false, reason: 'exceeds_stock', cart }
  }
  return { added: true, cart: [...cart, line] }
}
