import { amount } from './decimal'
import type { DecimalString } from './types'

/**
 * Whether the tip may be removed (reset to "0.000"): no payments yet, the tip is above 0 and an
 * active order exists.
 * @param input - the current tip, whether the order has payments, whether it is the active order
 * @returns true when the remove action is allowed
 * spec: ordering-payment §4 Tips "It can be removed by resetting to 0.000, only when there are no payments, the tip is above 0 and an active order exists."
 */
export function canResetTip(input: {
  readonly tip: DecimalString
  readonly hasPayments: boolean
  readonly hasActiveOrder: boolean
}): boolean {
  return !input.hasPayments && input.hasActiveOrder && amount(input.tip, 'tip').gt(0)
}
