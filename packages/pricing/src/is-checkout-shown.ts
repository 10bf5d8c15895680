import type { PaymentType } from './default-payment-type'
import type { OrderType } from './types'

/**
 * Whether the checkout button shows: products in the cart, not wishlist mode, no minimum-order
 * error, payment type and order type set, and the delivery location confirmed when maps are used;
 * with the optional inputs also ordering open now, no minimum still being looked up and the
 * geofence passed (each left out counts as met).
 * @param input - the conditions; `canOrder` (enable_order and the venue open, default true),
 *   `minimumPending` (a table-section minimum still loading, default false), `geofenceProceeds`
 *   (the dine-in geofence passed or does not apply, default true)
 * @returns true when the checkout button shows
 * spec: ordering-payment §6 / §8 Menu closed (ordering needs enable_order and the venue open)
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
  readonly canOrder?: boolean
  readonly minimumPending?: boolean
  readonly geofenceProceeds?: boolean
}): boolean {
  return (
    input.canOrder !== false &&
    input.minimumPending !== true &&
    input.geofenceProceeds !== false &&
    input.hasProducts &&
    !input.wishlist &&
    input.minimumMet &&
    input.paymentType !== null &&
    input.orderType !== null &&
    (!input.needsDeliveryLocation || input.deliveryLocationConfirmed)
  )
}
