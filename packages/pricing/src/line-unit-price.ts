import { out3 } from './decimal'
import { unitPriceOf } from './line-math'
import type { CartLine, DecimalString } from './types'

/**
 * The unit price of a cart line: its price, plus or minus each selected variation value by its
 * `math`, plus each selected combo product's `increase_price_by` and its selected variations.
 * @param line - a cart line (its `price` is already after the product discount)
 * @returns the unit price at 3 decimals, never below "0.000"
 * spec: menu-browsing §9 "Variation price adjustments use each value's math operator (add or subtract)"; §3 Combo group increase_price_by
 */
export function lineUnitPrice(line: CartLine): DecimalString {
  return out3(unitPriceOf(line))
}
