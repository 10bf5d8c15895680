import { amount, out3 } from './decimal'
import { applyDiscount } from './line-math'
import type { DecimalString } from './types'

/**
 * The price after the product's discount percent, before tax.
 * @param price - the product price
 * @param discount - the discount percent (0 to 100); absent, null or "" = no discount
 * @returns price − price × discount / 100, half-up at 3 decimals ("9.000")
 * spec: menu-browsing §9 "Discounted price is the price minus the discount percentage (before tax)"
 */
export function discountedPrice(
  price: DecimalString,
  discount?: DecimalString | null | undefined,
): DecimalString {
  return out3(applyDiscount(amount(price, 'price'), discount))
}
