import type { OrderType } from './types'

/** Whether the cart needs a map delivery location, and whether the one it has counts. */
export interface DeliveryLocationCheck {
  /** A delivery order with the map picker: the location must be confirmed before checkout. */
  readonly needed: boolean
  /** Not needed, or confirmed with its delivery zone known (the fee read without error). */
  readonly valid: boolean
}

/**
 * The cart's delivery location conditions: a delivery order with maps enabled needs a confirmed
 * map location; it is valid once confirmed and its delivery-zone lookup has answered (or no
 * location is needed). Used by the payment-type toggle ("the delivery location is valid") and the
 * checkout button ("delivery location is confirmed when maps are used").
 * spec: ordering-payment §2 Cart screen (payment-type toggle, checkout button conditions, address
 *   picker for delivery with maps enabled), §4 Delivery location flow
 * @param input - the order type, enable_address_google_maps, the confirmed flag and whether the zone is known
 * @returns {@link DeliveryLocationCheck}
 */
export function deliveryLocationCheck(input: {
  readonly orderType: OrderType | null
  readonly mapsEnabled: boolean
  readonly confirmed: boolean
  readonly zoneKnown: boolean
}): DeliveryLocationCheck {
  const needed = input.orderType === 'delivery' && input.mapsEnabled
  return { needed, valid: !needed || (input.confirmed && input.zoneKnown) }
}
