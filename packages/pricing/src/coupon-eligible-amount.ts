import { couponMatcher } from './coupon-math'
import { out3, ZERO } from './decimal'
import { lineTotalOf } from './line-math'
import type { Cart, Coupon, DecimalString } from './types'

/**
 * The part of the cart a coupon counts: lines whose product or category the coupon lists, or every
 * line when it lists neither.
 * @param cart - the cart
 * @param coupon - the coupon (products, categories)
 * @returns the eligible amount at 3 decimals
 * spec: ordering-payment §5 Coupon "If the coupon lists products or categories, only matching cart items count; otherwise all items count"
 */
export function couponEligibleAmount(cart: Cart, coupon: Coupon): DecimalString {
  const matches = couponMatcher(coupon)
  let sum = ZERO
  for (const line of cart) if (matches(line)) sum = sum.plus(lineTotalOf(line))
  return out3(sum)
}
