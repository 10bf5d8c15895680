/**
 * Whether the checkout shows 'Set Delivery Location' instead of its form: delivery with the map
 * picker needs a location and none is confirmed yet.
 * spec: ordering-payment §2 Cart "delivery location is confirmed when maps are used"; §2 Checkout
 * @param input whether the order needs a map delivery location, and whether one is confirmed
 * @returns true when the delivery location must be set first
 */
export function checkoutNeedsLocation(input: {
  readonly needsDeliveryLocation: boolean
  readonly deliveryLocationConfirmed: boolean
}): boolean {
  return input.needsDeliveryLocation && !input.deliveryLocationConfirmed
}
