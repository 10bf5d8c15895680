/**
 * Where the checkout sends the diner instead of showing: back to the cart when it was reached
 * without a payment type, with an empty cart, with a line nothing of which can be ordered any
 * more (the cart says so and offers Remove) or in wishlist mode (the cart offers no checkout then:
 * §2 "The checkout button shows only when: not wishlist mode"), unless the order was just placed (the cart empties
 * as the order page opens, and the checkout must not bounce to it then).
 * spec: ordering-payment §2 Checkout "If no payment type is chosen, redirects to the cart"
 * @param input whether the order was just placed, a payment type was chosen on arrival, the
 *   cart has products, it has a line kept from before its product ran out, and the cart is a
 *   wishlist
 * @returns 'cart' to redirect there, or null to show the checkout
 */
export function checkoutRedirect(input: {
  readonly placed: boolean
  readonly hasPaymentType: boolean
  readonly hasProducts: boolean
  readonly hasUnavailableLines?: boolean
  readonly wishlist?: boolean
}): 'cart' | null {
  if (input.placed) return null
  return !input.hasPaymentType ||
    !input.hasProducts ||
    input.hasUnavailableLines === true ||
    input.wishlist === true
    ? 'cart'
    : null
}
