import { couponApplies } from './coupon-math'
import { amount } from './decimal'
import type { Coupon, DecimalString } from './types'

/**
 * Whether the delivery fee is waived: the coupon grants free_delivery and the subtotal meets its
 * min_order_value.
 * @param coupon - the applied coupon, or null/undefined for none
 * @param subtotal - the cart subtotal
 * @returns true when the fee is waived
 * spec: menu-browsing §9 "Delivery fee is waived when the coupon grants free delivery and the subtotal meets its min_order_value"
 */
export function isDeliveryFeeWaived(
  coupon: Coupon | null | undefined,
  subtotal: DecimalString,
): boolean {
  return (
    coupon !== undefined &&
    coupon !== null &&
    coupon.free_delivery === true &&
    couponApplies(coupon, amount(subtotal, 'subtotal'))
  )
}
