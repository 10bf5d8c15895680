import type { PaymentType } from './default-payment-type'
import type { OrderType } from './types'

/**
 * Whether the checkout button shows: products in the cart, not wishlist mode, no minimum-order
 * error, payment type and order type set, and the delivery location confirmed when maps are used.
 * @param input - the conditions
 * @returns true when the checkout button shows
 * spec: ordering-payment §2 Cart "The checkout button shows only when: not wishlist mode, no minimum-order error, payment type and order type are set, delivery location is confirmed when maps are used, and the geofence passes when it applies."
 */
export function isCheckoutShown(input: {
  readonly hasProducts: boolean
  readonly wishlist: boolean
  readonly minimumMet: boolean
  readonly paymentType: PaymentType | null
  readonly orderType: OrderType | null
  readonly needsDeliveryLocation: boolean
  readonly deliveryLocationConfirmed: boolean
}): boolean {
  return (
    input.hasProducts &&
    !input.wishlist &&
    input.minimumMet &&
    input.paymentType !== null &&
    input.orderType !== null &&
    (!input.needsDeliveryLocation || input.deliveryLocationConfirmed)
  )
}
