import { isInCart } from './is-in-cart'
import type { Cart, Id } from './types'

/**
 * Whether adding a product is refused because it is already in the cart: its add buttons read
 * 'Already Added To Cart' and {@link addToCart} refuses it, unless the menu has
 * enable_adding_same_item_cart.
 * @param cart - the cart
 * @param productId - the product id
 * @param settings - enable_adding_same_item_cart
 * @returns true when the product may not be added again
 * spec: menu-browsing §4 Cart actions "An already-carted product cannot be added again unless enable_adding_same_item_cart is on"
 */
export function isAlreadyAdded(
  cart: Cart,
  productId: Id,
  settings: { readonly enable_adding_same_item_cart: boolean },
): boolean {
  return !settings.enable_adding_same_item_cart && isInCart(cart, productId)
}
