import type { PaymentType } from './default-payment-type'
import type { OrderType } from './types'

/**
 * Whether the checkout button shows: products in the cart, not wishlist mode, no minimum-order
 * error, payment type and order type set, and the delivery location confirmed when maps are used;
 * with the optional inputs also ordering open now, no minimum still being looked up and the
 * geofence passed, and no line left that nothing of can be ordered (each left out counts as met).
 * @param input - the conditions; `canOrder` (enable_order and the venue open, default true),
 *   `minimumPending` (a table-section minimum still loading, default false), `geofenceProceeds`
 *   (the dine-in geofence passed or does not apply, default true), `unavailableLines` (a line
 *   kept from before its product ran out: max_qty below 1, default false; the venue would refuse
 *   the order)
 * @returns true when the checkout button shows
 * spec: menu-browsing §5 "Out of stock products ... cannot be added"
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
  readonly unavailableLines?: boolean
}): boolean {
  return (
    input.unavailableLines !== true &&
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
