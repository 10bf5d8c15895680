import { canResetTip } from './can-reset-tip'
import { amount } from './decimal'
import type { DecimalString } from './types'

/**
 * Whether an order's tip may be set to `tip` now. Setting it to 0 while a tip above 0 is stored
 * removes the tip, which is allowed only as {@link canResetTip} says (no payments yet, the active
 * order); any other amount of 0 or more may be set on the active order, after a payment too (the
 * balance due then rises by the difference).
 * @param input - the tip asked for, the stored tip, whether the order has payments, whether it is
 *   the active order
 * @returns true when the tip may be synced
 * @throws PricingError INVALID_AMOUNT when a tip is not a decimal string of 0 or more (diner text
 *   is checked by isValidTipAmount first)
 * spec: ordering-payment §4 Tips "It can be removed by resetting to 0.000, only when there are no
 *   payments, the tip is above 0 and an active order exists"; §5 Tips "minimum 0"
 */
export function canChangeTip(input: {
  readonly tip: DecimalString
  readonly storedTip: DecimalString
  readonly hasPayments: boolean
  readonly hasActiveOrder: boolean
}): boolean {
  const tip = amount(input.tip, 'tip')
  if (!input.hasActiveOrder) return false
  const removes = tip.isZero() && amount(input.storedTip, 'storedTip').gt(0)
  if (!removes) return true
  return canResetTip({
    tip: input.storedTip,
    hasPayments: input.hasPayments,
    hasActiveOrder: input.hasActiveOrder,
  })
}
