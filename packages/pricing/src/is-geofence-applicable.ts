import type { OrderType } from './types'

/**
 * Whether the dine-in geofence check applies to the cart: the venue enables it, the order is
 * dine_in at an order location (table or room), and the cart has products. (The spec also names
 * the payment type; the cart always has one once it has products, so it is not an input here.)
 * spec: ordering-payment §4 Geofence (dine-in) ("applies only for dine-in with a location, payment
 *   type and products, when enabled"); §2 Cart screen (location-check control)
 * @param input - the menu's enable_order_geofence, the order type, an order location, products
 * @returns true when the location check must pass before ordering
 */
export function isGeofenceApplicable(input: {
  readonly enabled: boolean
  readonly orderType: OrderType | null
  readonly hasLocation: boolean
  readonly hasProducts: boolean
}): boolean {
  return input.enabled && input.orderType === 'dine_in' && input.hasLocation && input.hasProducts
}
