import { cartSubtotal } from './cart-subtotal'
import { couponEligibleAmount } from './coupon-eligible-amount'
import { couponApplies, couponDiscountOn } from './coupon-math'
import { amount, D, INTERNAL_PLACES, optionalAmount, out3, places } from './decimal'
import type { Cart, Coupon, DecimalString } from './types'

/**
 * Why an applied coupon gives no discount: the subtotal is below its min_order_value (`minimum`,
 * at 3 decimals, and the `missing` amount still to add), or no cart line is one it counts.
 */
export type CouponShortfall =
  | {
      readonly reason: 'minimum'
      readonly minimum: DecimalString
      readonly missing: DecimalString
    }
  | { readonly reason: 'no-eligible-items' }

const NO_ELIGIBLE_ITEMS: CouponShortfall = { reason: 'no-eligible-items' }

function listsAny(list: Coupon['products']): boolean {
  return list !== undefined && list !== null && list.length > 0
}

/**
 * Why a coupon gives this cart no discount, so the diner can be told: null when it gives one.
 * A coupon whose value is 0 gives null (no cart can change that; its free delivery is
 * isDeliveryFeeWaived's). A coupon listing products or categories of which the cart holds none
 * (eligible amount 0) gives 'no-eligible-items' even below the minimum, since reaching it would not
 * help; otherwise a subtotal below min_order_value gives 'minimum', and adding `missing` of lines
 * the coupon counts then makes the discount positive; a coupon counting every line on an empty (or
 * free) cart at its minimum gives 'no-eligible-items'. A discount that only rounds to 0.000 (a few
 * thousandths of a percent, a cap below 0.001) gives null.
 * @param cart - the cart
 * @param coupon - the applied coupon
 * @param options - `decimalPlaces`: the places the amount is shown with (price_decimal_places):
 *   `missing` is then rounded up to them, so that adding the amount shown always reaches the
 *   minimum (a 3-decimal subtotal 1.004 short would otherwise show 'AED 1.00')
 * @returns null, `{ reason: 'minimum', minimum, missing }` (3 decimals; `minimum` rounded up, so
 *   that reaching it always reaches min_order_value) or `{ reason: 'no-eligible-items' }`
 * @throws PricingError for a bad amount, discount_value_type or decimalPlaces
 * spec: ordering-payment §5 Coupon "Discount applies only if the cart subtotal is at least
 *   min_order_value (default 0)"; "If the coupon lists products or categories, only matching
 *   cart items count"
 */
export function couponShortfall(
  cart: Cart,
  coupon: Coupon,
  options: { readonly decimalPlaces?: number } = {},
): CouponShortfall | null {
  const shownPlaces =
    options.decimalPlaces === undefined
      ? INTERNAL_PLACES
      : Math.min(places(options.decimalPlaces, 'decimalPlaces'), INTERNAL_PLACES)
  const subtotal = amount(cartSubtotal(cart), 'subtotal')
  const eligible = amount(couponEligibleAmount(cart, coupon), 'eligible')
  // The discount math decides (and checks the coupon's type); what follows only says why it is 0.
  if (!couponDiscountOn(coupon, eligible, subtotal).isZero()) return null
  if (amount(coupon.discount_value, 'discount_value').isZero()) return null
  const limited = listsAny(coupon.products) || listsAny(coupon.categories)
  if (limited && eligible.isZero()) return NO_ELIGIBLE_ITEMS
  if (!couponApplies(coupon, subtotal)) {
    const minimum = optionalAmount(coupon.min_order_value, 'min_order_value').toDecimalPlaces(
      INTERNAL_PLACES,
      D.ROUND_UP,
    )
    const missing = minimum.minus(subtotal).toDecimalPlaces(shownPlaces, D.ROUND_UP)
    return { reason: 'minimum', minimum: out3(minimum), missing: out3(missing) }
  }
  return eligible.isZero() ? NO_ELIGIBLE_ITEMS : null
}
