/** Per-line arithmetic shared by the public line and totals functions (not exported). */

import { checkQty } from './check-qty'
import { amount, type Dec, HUNDRED, optionalAmount, percent, round3, ZERO } from './decimal'
import { assert } from './errors'
import type { CartLine, CartLineVariation } from './types'

/** price − price × discount / 100, unrounded; no discount leaves the price as is. */
export function applyDiscount(price: Dec, discount: string | null | undefined): Dec {
  if (discount === undefined || discount === null || discount === '') return price
  const off = percent(discount, 'discount')
  return off.isZero() ? price : price.minus(price.times(off).div(HUNDRED))
}

function variationsDelta(groups: readonly CartLineVariation[] | undefined, sum: Dec): Dec {
  if (groups === undefined) return sum
  let total = sum
  for (const group of groups) {
    for (const value of group.values) {
      if (value.selected !== true) continue
      const price = optionalAmount(value.price, 'variation value price')
      if (value.math === '+' || value.math === undefined || value.math === null) {
        total = total.plus(price)
      } else {
        assert(value.math === '-', 'UNKNOWN_MATH', String(value.math))
        total = total.minus(price)
      }
    }
  }
  return total
}

/** The unit price of a line at 3 decimals (never below 0). */
export function unitPriceOf(line: CartLine): Dec {
  let unit = amount(line.price, 'price')
  unit = variationsDelta(line.variations, unit)
  if (line.combo_groups !== undefined) {
    for (const group of line.combo_groups) {
      for (const product of group.products) {
        if (product.selected !== true) continue
        unit = unit.plus(optionalAmount(product.increase_price_by, 'increase_price_by'))
        unit = variationsDelta(product.product_variations, unit)
      }
    }
  }
  // A subtracting variation larger than the price would make the line pay the diner.
  if (unit.isNegative()) return ZERO
  // Most prices already have at most 3 decimals; rounding them again would only allocate.
  return unit.decimalPlaces() <= 3 ? unit : round3(unit)
}

/** unit × qty at 3 decimals. */
export function lineTotalOf(line: CartLine): Dec {
  return unitPriceOf(line).times(checkQty(line.qty))
}
