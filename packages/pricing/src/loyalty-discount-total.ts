import { amount, out3, ZERO } from './decimal'
import type { DecimalString, LoyaltyDiscount } from './types'

/**
 * The sum of every loyalty discount's discountSum.
 * @param loyaltyDiscounts - the loyalty promotions answer (name, discounts[].discountSum)
 * @returns the total loyalty discount at 3 decimals
 * spec: menu-browsing §9 "Total is ... minus loyalty discounts"; ordering-payment §3 iiko_loyalty_discounts
 */
export function loyaltyDiscountTotal(loyaltyDiscounts: readonly LoyaltyDiscount[]): DecimalString {
  let sum = ZERO
  for (const promotion of loyaltyDiscounts) {
    for (const discount of promotion.discounts)
      sum = sum.plus(amount(discount.discountSum, 'discountSum'))
  }
  return out3(sum)
}
