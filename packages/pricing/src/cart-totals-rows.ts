import { amount } from './decimal'
import type { DecimalString, OrderType } from './types'

/** Which optional rows the cart's totals block shows. */
export interface CartTotalsRows {
  /** The delivery fee row: delivery orders only (a fee of 0 included). */
  readonly delivery: boolean
  /** The coupon discount row: a discount above 0. */
  readonly discount: boolean
  /** The loyalty discount row (partner integration): above 0. */
  readonly loyalty: boolean
}

/**
 * The cart totals block's optional rows: the delivery fee for delivery orders, the coupon discount
 * and the loyalty discount when above 0 (subtotal, taxes and total always show).
 * spec: ordering-payment §2 Cart screen (totals), §3 Cart state (delivery fees, discount,
 *   iikoLoyaltyDiscounts); menu-browsing §9 totals
 * @param input - the order type and the discounts of calculateCartTotals
 * @returns {@link CartTotalsRows}
 */
export function cartTotalsRows(input: {
  readonly orderType: OrderType | null
  readonly discount: DecimalString
  readonly loyaltyDiscount: DecimalString
}): CartTotalsRows {
  return {
    delivery: input.orderType === 'delivery',
    discount: amount(input.discount, 'discount').gt(0),
    loyalty: amount(input.loyaltyDiscount, 'loyaltyDiscount').gt(0),
  }
}
