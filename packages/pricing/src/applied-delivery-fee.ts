import { amount } from './decimal'
import type { OrderType } from './types'

/**
 * The delivery fee the cart counts: the delivery zone's fee for a delivery order once the zone
 * lookup has answered, '0' before that and for every other order type.
 * spec: ordering-payment §4 Delivery location flow ("confirm the map position, which fetches
 * delivery fees"); §2 Cart totals
 * @param orderType - the order type in effect
 * @param zoneFee - the zone's delivery_amount, or null/undefined while unknown
 * @returns the fee as a decimal string
 * @throws PricingError INVALID_AMOUNT for a delivery order's fee that is not a non-negative decimal string
 */
export function appliedDeliveryFee(
  orderType: OrderType | null,
  zoneFee: string | null | undefined,
): string {
  if (orderType !== 'delivery' || zoneFee === null || zoneFee === undefined) return '0'
  // Checked like every other amount (a JS number or '-5' is a programmer error, not a fee).
  amount(zoneFee, 'delivery_amount')
  return zoneFee
}
