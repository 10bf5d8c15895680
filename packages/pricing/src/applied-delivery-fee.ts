import type { OrderType } from './types'

/**
 * The delivery fee the cart counts: the delivery zone's fee for a delivery order once the zone
 * lookup has answered, '0' before that and for every other order type.
 * spec: ordering-payment §4 Delivery location flow ("confirm the map position, which fetches
 * delivery fees"); §2 Cart totals
 * @param orderType - the order type in effect
 * @param zoneFee - the zone's delivery_amount, or null/undefined while unknown
 * @returns the fee as a decimal string
 */
export function appliedDeliveryFee(
  orderType: OrderType | null,
  zoneFee: string | null | undefined,
): string {
  return orderType === 'delivery' ? (zoneFee ?? '0') : '0'
}
