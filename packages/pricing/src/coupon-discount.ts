import { couponDiscountOn, couponMatcher } from './coupon-math'
import { out3, ZERO } from './decimal'
import { lineTotalOf } from './line-math'
import type { Cart, Coupon, DecimalString } from './types'

/**
 * The discount a coupon gives a cart: "0.000" below min_order_value; otherwise a percentage of the
 * eligible amount, or the fixed value capped at the eligible amount; then capped by
 * max_discount_value; half-up at 3 decimals.
 * @param cart - the cart
 * @param coupon - the coupon
 * @returns the discount at 3 decimals, within [0, eligible amount] and the cap
 * spec: ordering-payment §5 Coupon "Percentage: eligible amount times value divided by 100. Fixed: the value, capped at the eligible amount. The result is capped by max_discount_value, with 3 decimals."
 */
export function couponDiscount(cart: Cart, coupon: Coupon): DecimalString {
  const matches = couponMatcher(coupon)
  let subtotal = ZERO
  let eligible = ZERO
  for (const line of cart) {
    const total = lineTotalOf(line)
    subtotal = subtotal.plus(total)
    if (matches(line)) eligible = eligible.plus(total)
  }
  return out3(couponDiscountOn(coupon, eligible, subtotal))
}
