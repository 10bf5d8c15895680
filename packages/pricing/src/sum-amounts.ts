import { amount, out3, ZERO } from './decimal'
import type { DecimalString } from './types'

/**
 * The sum of amounts (payments made, taxes, fees): exact decimal addition at 3 decimals.
 * @param amounts - non-negative decimal strings
 * @returns their sum at 3 decimals ("0.000" for none)
 * spec: ordering-payment §2 Order page receipt (payments, balance due); §9 "internal ... math uses 3 decimals"
 */
export function sumAmounts(amounts: readonly DecimalString[]): DecimalString {
  let sum = ZERO
  for (const value of amounts) sum = sum.plus(amount(value, 'amount'))
  return out3(sum)
}
