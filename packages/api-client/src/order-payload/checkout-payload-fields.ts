import type { LatLng } from './types'

/** What the checkout knows when it fills the order's optional fields. */
export interface CheckoutPayloadFieldsInput {
  /** The effective order type. */
  readonly orderType: string
  /** The menu's enable_address_google_maps (the map flow gives the address). */
  readonly mapsEnabled: boolean
  /** The menu's enable_order_comments. */
  readonly commentsEnabled: boolean
  /** The map flow's address text (@carte/forms deliveryAddressText of the saved parts). */
  readonly mapAddress: string
  /** The address typed in the checkout form (delivery without maps), when any. */
  readonly typedAddress: string | null | undefined
  /** The confirmed delivery map position, or null. */
  readonly deliveryLocation: LatLng | null
  /** The cart's order comments. */
  readonly comments: string
  /** The dine-in geofence applies to this order. */
  readonly geofenceApplies: boolean
  /** The diner's current position from the geofence check, or null. */
  readonly position: LatLng | null
}

/** The optional fields for buildOrderPayload. */
export interface CheckoutPayloadFields {
  /** The delivery address text; null for any other order type. */
  readonly address: string | null
  /** The delivery map position; null for any other order type. */
  readonly deliveryLocation: LatLng | null
  /** The comments, or '' when order comments are disabled. */
  readonly orderComments: string
  /** The diner's position (origin_location) when the geofence applies and it is known, else null. */
  readonly originLocation: LatLng | null
}

/**
 * The order's optional fields at checkout: a delivery order sends its address (the map flow's text
 * with maps enabled, else the typed address) and its map position, other orders neither; comments
 * only when order comments are enabled; origin_location only when the dine-in geofence applies and
 * the position is known.
 * spec: ordering-payment §3 Checkout form (address, origin_location), §4 Geofence ("then
 *   origin_location is filled"), §5 Delivery address; §2 Cart screen (order comments if enabled)
 * @param input - {@link CheckoutPayloadFieldsInput}
 * @returns {@link CheckoutPayloadFields}
 */
export function checkoutPayloadFields(input: CheckoutPayloadFieldsInput): CheckoutPayloadFields {
  const delivery = input.orderType === 'delivery'
  return {
    address: delivery ? (input.mapsEnabled ? input.mapAddress : (input.typedAddress ?? '')) : null,
    deliveryLocation: delivery ? input.deliveryLocation : null,
    orderComments: input.commentsEnabled ? input.comments : '',
    originLocation: input.geofenceApplies && input.position ? input.position : null,
  }
}
