import { assert, MESSAGES } from '../assert'

const DIGITS = /^\d+$/

/**
 * The coupon id sent in the order payload's `coupon`: the applied coupon's id as a number, or
 * null without a coupon. The id must be a non-negative safe integer or a string of digits (what
 * couponSchema accepts); anything else is a programmer error, never sent as NaN.
 * spec: ordering-payment §3 Order payload (create) "coupon (id)", §3 Coupon "id"
 * @param coupon - the applied coupon (its `id`), or null.
 * @returns the id as a number, or null when no coupon is applied.
 * @throws ApiClientUsageError (MESSAGES.invalidCouponId) for an id that is not a whole number.
 */
export function orderCouponId(coupon: { readonly id: number | string } | null): number | null {
  if (coupon === null) return null
  const { id } = coupon
  const value = typeof id === 'number' ? id : DIGITS.test(id) ? Number(id) : Number.NaN
  assert(Number.isSafeInteger(value) && value >= 0, MESSAGES.invalidCouponId)
  return value
}
