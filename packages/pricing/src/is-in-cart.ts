import type { Cart, Id } from './types'

/**
 * Whether a product already has a line in the cart (its add button then reads
 * 'Already Added To Cart' unless enable_adding_same_item_cart).
 * @param cart - the cart
 * @param productId - the product id
 * @returns true when a line has this product id
 * spec: menu-browsing §4 Cart actions
 */
export function isInCart(cart: Cart, productId: Id): boolean {
  const wanted = String(productId)
  return cart.some((line) => String(line.id) === wanted)
}
