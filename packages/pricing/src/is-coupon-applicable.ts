import { couponApplies } from './coupon-math'
import { amount } from './decimal'
import type { Coupon, DecimalString } from './types'

/**
 * Whether a coupon applies to a cart with this subtotal: subtotal ≥ min_order_value (default 0).
 * @param coupon - the coupon (min_order_value)
 * @param subtotal - the cart subtotal
 * @returns true when the subtotal reaches min_order_value
 * spec: ordering-payment §5 Coupon "Discount applies only if the cart subtotal is at least min_order_value (default 0)"
 */
export function isCouponApplicable(coupon: Coupon, subtotal: DecimalString): boolean {
  return couponApplies(coupon, amount(subtotal, 'subtotal'))
}
