import { amount, out3 } from './decimal'
import type { DecimalString } from './types'

/** What the dine-in payment screen shows once a tip is chosen. */
export interface TipTotals {
  readonly total: DecimalString
  readonly balanceDue: DecimalString
}

/**
 * The displayed total and balance due with a tip, following the three cases of the spec literally:
 * (1) the tip is reset to zero and the order already has a tip: the order total as is;
 * (2) the chosen tip differs from the stored one: order total + chosen tip − stored tip;
 * (3) otherwise: order total + tip, and the balance due rises by the tip too.
 * In cases (1) and (2) the balance due is the order's own.
 * @param input - the order's total and balance_due, its stored tip (additional_data.tips_amount) and the chosen tip
 * @returns total and balance due at 3 decimals
 * spec: ordering-payment §4 Tips "Displayed total: ..."
 */
export function tipTotals(input: {
  readonly orderTotal: DecimalString
  readonly balanceDue: DecimalString
  readonly storedTip?: DecimalString | null | undefined
  readonly tip: DecimalString
}): TipTotals {
  const total = amount(input.orderTotal, 'orderTotal')
  const due = amount(input.balanceDue, 'balanceDue')
  const stored = amount(input.storedTip ?? '0', 'storedTip')
  const tip = amount(input.tip, 'tip')
  if (tip.isZero() && stored.gt(0)) return { total: out3(total), balanceDue: out3(due) }
  if (!tip.eq(stored)) return { total: out3(total.plus(tip).minus(stored)), balanceDue: out3(due) }
  return { total: out3(total.plus(tip)), balanceDue: out3(due.plus(tip)) }
}
