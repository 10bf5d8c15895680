import { amount } from './decimal'
import type { DecimalString } from './types'

/**
 * Whether an order's tip may be set to `tip` now. Before any payment, any tip of 0 or more may be
 * set on the active order (0 removes a stored tip, as `canResetTip` allows). Once a payment
 * exists, the tip may only stay or rise: removing it is refused by the spec, and lowering it is a
 * partial removal that would leave the venue owing the diner change for a tip already paid.
 * @param input - the tip asked for, the stored tip, whether the order has payments, whether it is
 *   the active order
 * @returns true when the tip may be synced
 * @throws PricingError INVALID_AMOUNT when a tip or the stored tip is not a decimal string of 0 or
 *   more (diner text is checked by isValidTipAmount first)
 * spec: ordering-payment §4 Tips "It can be removed by resetting to 0.000, only when there are no
 *   payments, the tip is above 0 and an active order exists"; §5 Tips "minimum 0"; README
 *   readings ("A tip after a payment only rises")
 */
export function canChangeTip(input: {
  readonly tip: DecimalString
  readonly storedTip: DecimalString
  readonly hasPayments: boolean
  readonly hasActiveOrder: boolean
}): boolean {
  const tip = amount(input.tip, 'tip')
  const stored = amount(input.storedTip, 'storedTip')
  if (!input.hasActiveOrder) return false
  return !input.hasPayments || tip.gte(stored)
}
