/**
 * Where the checkout sends the diner instead of showing: back to the cart when it was reached
 * without a payment type or with an empty cart, unless the order was just placed (the cart empties
 * as the order page opens, and the checkout must not bounce to it then).
 * spec: ordering-payment §2 Checkout "If no payment type is chosen, redirects to the cart"
 * @param input whether the order was just placed, a payment type was chosen on arrival, and the
 *   cart has products
 * @returns 'cart' to redirect there, or null to show the checkout
 */
export function checkoutRedirect(input: {
  readonly placed: boolean
  readonly hasPaymentType: boolean
  readonly hasProducts: boolean
}): 'cart' | null {
  if (input.placed) return null
  return !input.hasPaymentType || !input.hasProducts ? 'cart' : null
}
