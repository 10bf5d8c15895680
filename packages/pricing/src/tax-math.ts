/** Tax arithmetic shared by the public functions (not exported). */
import { amount, type Dec, HUNDRED, ZERO } from './decimal'
import { assert } from './errors'
import type { Tax } from './types'

/** Checks a tax's type and rate; returns the parsed rate. */
export function taxRate(tax: Tax): Dec {
  assert(
    tax.type === 'percentage' || tax.type === 'fixed',
    'UNKNOWN_TAX_TYPE',
    `${String(tax.type)} (tax ${String(tax.id)})`,
  )
  return amount(tax.rate, `tax ${String(tax.id)} rate`)
}

/** The sum of the percentage taxes' rates, in percent. */
export function percentageRateSum(taxes: readonly Tax[]): Dec {
  let sum = ZERO
  for (const tax of taxes) {
    const rate = taxRate(tax)
    if (tax.type === 'percentage') sum = sum.plus(rate)
  }
  return sum
}

/** price × (1 + Σ percentage rates / 100), unrounded. */
export function withPercentageTaxes(price: Dec, taxes: readonly Tax[]): Dec {
  const rates = percentageRateSum(taxes)
  return rates.isZero() ? price : price.plus(price.times(rates).div(HUNDRED))
}
