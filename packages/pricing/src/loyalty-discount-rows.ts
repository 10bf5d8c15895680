import { amount } from './decimal'
import { loyaltyDiscountTotal } from './loyalty-discount-total'
import type { DecimalString, LoyaltyDiscount } from './types'

/** One loyalty promotion as a totals row. */
export interface LoyaltyDiscountRow {
  /** The promotion's name as the answer gives it ('' when it has none: the screen names it). */
  readonly name: string
  /** What the promotion takes off: the sum of its discounts, at 3 decimals. */
  readonly amount: DecimalString
}

/**
 * The loyalty promotions as totals rows, in the answer's order: one row per promotion with the
 * sum of its discounts; a promotion that takes nothing off has no row. The cart's totals and the
 * order's receipt list the same rows, and together they take off {@link loyaltyDiscountTotal}.
 * spec: ordering-payment §2 Order page ("Rows: ... loyalty discounts"), §3 iiko_loyalty_discounts
 *   (name, discounts[].discountSum); menu-browsing §3 Cart state (loyalty discounts list)
 * @param loyaltyDiscounts - the loyalty promotions answer (name, discounts[].discountSum)
 * @returns the rows to show
 */
export function loyaltyDiscountRows(
  loyaltyDiscounts: readonly LoyaltyDiscount[],
): LoyaltyDiscountRow[] {
  return loyaltyDiscounts.flatMap((promotion) => {
    const sum = loyaltyDiscountTotal([promotion])
    return amount(sum, 'loyalty discount').gt(0)
      ? [{ name: promotion.name ?? '', amount: sum }]
      : []
  })
}
