import { amount } from './decimal'
import type { DecimalString, OrderType } from './types'

/** Which optional rows the cart's totals block shows. */
export interface CartTotalsRows {
  /** The delivery fee row: delivery orders only (a fee of 0 included). */
  readonly delivery: boolean
  /**
   * The delivery fee row says the fee is still to come instead of an amount: a delivery order
   * whose fee depends on a map location that is not confirmed and looked up yet.
   */
  readonly deliveryFeePending: boolean
  /** The coupon discount row: a discount above 0. */
  readonly discount: boolean
  /** The loyalty discount row (partner integration): above 0. */
  readonly loyalty: boolean
}

/**
 * The cart totals block's optional rows: the delivery fee for delivery orders, the coupon discount
 * and the loyalty discount when above 0 (subtotal, taxes and total always show). A delivery fee
 * that is not known yet (the map location is not confirmed, or its zone has not answered) is
 * pending, not 0: the zone sets it (§4 "confirm the map position, which fetches delivery fees"),
 * and a diner must not read a free delivery into a fee that has not been looked up.
 * spec: ordering-payment §2 Cart screen (totals), §3 Cart state (delivery fees, discount,
 *   iikoLoyaltyDiscounts), §4 Delivery fees (loading, set, reset); menu-browsing §9 totals
 * @param input - the order type, the discounts of calculateCartTotals, and whether the delivery
 *   fee is known (default true: a delivery without the map picker has no fee to look up)
 * @returns {@link CartTotalsRows}
 */
export function cartTotalsRows(input: {
  readonly orderType: OrderType | null
  readonly discount: DecimalString
  readonly loyaltyDiscount: DecimalString
  readonly deliveryFeeKnown?: boolean
}): CartTotalsRows {
  const delivery = input.orderType === 'delivery'
  return {
    delivery,
    deliveryFeePending: delivery && input.deliveryFeeKnown === false,
    discount: amount(input.discount, 'discount').gt(0),
    loyalty: amount(input.loyaltyDiscount, 'loyaltyDiscount').gt(0),
  }
}
