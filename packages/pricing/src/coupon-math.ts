/** Coupon arithmetic shared by the public functions (not exported). */
import {
  amount,
  D,
  type Dec,
  HUNDRED,
  INTERNAL_PLACES,
  optionalAmount,
  round3,
  ZERO,
} from './decimal'
import { assert } from './errors'
import type { CartLine, Coupon, Id } from './types'

function idSet(list: Coupon['products']): Set<string> | null {
  if (list === undefined || list === null || list.length === 0) return null
  return new Set(list.map((entry) => String(typeof entry === 'object' ? entry.id : entry)))
}

/** A predicate for lines the coupon counts: matching products or categories, else every line. */
export function couponMatcher(coupon: Coupon): (line: CartLine) => boolean {
  const products = idSet(coupon.products)
  const categories = idSet(coupon.categories)
  if (products === null && categories === null) return () => true
  return (line) =>
    (products?.has(String(line.id as Id)) ?? false) ||
    (categories?.has(String(line.category as Id)) ?? false)
}

/** subtotal ≥ min_order_value (default 0). */
export function couponApplies(coupon: Coupon, subtotal: Dec): boolean {
  return subtotal.gte(optionalAmount(coupon.min_order_value, 'min_order_value'))
}

/** The coupon's discount on an eligible amount, within [0, eligible] and the cap, at 3 decimals. */
export function couponDiscountOn(coupon: Coupon, eligible: Dec, subtotal: Dec): Dec {
  const type = coupon.discount_value_type
  assert(
    type === 'percentage' || type === 'fixed' || type === 'fixed_amount',
    'UNKNOWN_DISCOUNT_VALUE_TYPE',
    String(type),
  )
  const value = amount(coupon.discount_value, 'discount_value')
  const cap = optionalAmount(coupon.max_discount_value, 'max_discount_value')
  if (!couponApplies(coupon, subtotal)) return ZERO
  const raw = type === 'percentage' ? eligible.times(value).div(HUNDRED) : value
  let discount = round3(raw.gt(eligible) ? eligible : raw)
  if (!cap.isZero()) {
    // Rounding down keeps a cap with more than 3 decimals a true upper bound.
    const ceiling = cap.toDecimalPlaces(INTERNAL_PLACES, D.ROUND_DOWN)
    if (discount.gt(ceiling)) discount = ceiling
  }
  return discount
}
