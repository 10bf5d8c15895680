import { out3 } from './decimal'
import { lineTotalOf } from './line-math'
import type { CartLine, DecimalString } from './types'

/**
 * The total of one cart line: unit price × qty.
 * @param line - a cart line with a whole qty of at least 1
 * @returns the line total at 3 decimals
 * spec: menu-browsing §3 Cart line (price, qty); §9 internal 3 decimals
 */
export function lineTotal(line: CartLine): DecimalString {
  return out3(lineTotalOf(line))
}
