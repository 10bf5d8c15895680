import { amount } from './decimal'
import type { DecimalString } from './types'

/**
 * Whether the dine-in tips card shows: no split payments, and either no tip is set yet and the
 * total is above 0, or a tip is already set.
 * @param input - whether split payments exist, the stored tip (additional_data.tips_amount) and the order total
 * @returns true when the tips card shows
 * spec: ordering-payment §4 Tips "The tips card shows when there are no split payments and either no tip is set and total is positive, or a tip is already set."
 */
export function isTipsCardShown(input: {
  readonly hasSplitPayments: boolean
  readonly storedTip?: DecimalString | null | undefined
  readonly total: DecimalString
}): boolean {
  if (input.hasSplitPayments) return false
  const tip = amount(input.storedTip ?? '0', 'storedTip')
  return tip.gt(0) || amount(input.total, 'total').gt(0)
}
