/**
 * Order-level sums built ONLY from @carte/pricing functions, so venue-api never does money math itself.
 * TODO(@carte/pricing): replace with a plain `sumAmounts(list)` / `subtractAmounts(a, b)` once pricing
 * exports them; today the sum rides on loyaltyDiscountTotal and the clamped difference on
 * calculateCartTotals (total = subtotal − loyalty, never below 0), which is exactly what we need.
 */
import { calculateCartTotals, loyaltyDiscountTotal } from '@carte/pricing'

/**
 * The sum of amounts, 3 decimals.
 * @param amounts - Decimal strings.
 * @returns Their sum.
 */
export function sumAmounts(amounts: readonly string[]): string {
  return loyaltyDiscountTotal([{ discounts: amounts.map((discountSum) => ({ discountSum })) }])
}

/**
 * a − b, never below zero, 3 decimals.
 * @param a - Minuend.
 * @param b - Subtrahend.
 * @returns max(0, a − b).
 */
export function clampedDifference(a: string, b: string): string {
  return calculateCartTotals({
    cart: [{ uuid: 'difference', id: 0, category: 0, name: '', price: a, qty: 1 }],
    settings: { taxes: [], cart_subtotal_include_tax: false },
    orderType: 'takeaway',
    loyaltyDiscounts: [{ discounts: [{ discountSum: b }] }],
  }).total
}
