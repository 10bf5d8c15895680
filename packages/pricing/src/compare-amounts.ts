import { amount } from './decimal'
import type { DecimalString } from './types'

/**
 * Compares two amounts exactly (so apps never compare money as floats).
 * @param a - an amount
 * @param b - an amount
 * @returns -1 when a < b, 0 when equal ("1.5" equals "1.500"), 1 when a > b
 * spec: ordering-payment §2 Cart screen "only when total is above 0" (and every other money comparison)
 */
export function compareAmounts(a: DecimalString, b: DecimalString): -1 | 0 | 1 {
  return amount(a, 'a').comparedTo(amount(b, 'b')) as -1 | 0 | 1
}
