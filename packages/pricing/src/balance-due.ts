import { amount, out3, ZERO } from './decimal'
import type { DecimalString } from './types'

/** What an order total and its payments leave to pay, and the change to give back. */
export interface OrderBalance {
  /** max(0, total − paid) at 3 decimals. */
  readonly balanceDue: DecimalString
  /** max(0, paid − total) at 3 decimals. */
  readonly change: DecimalString
}

/**
 * The balance due and the change of an order from its total and the amounts paid so far.
 * @param total - the order total (tips included when the order has one)
 * @param payments - the amounts paid (each payment's `amount`)
 * @returns balance due and change, neither ever below zero
 * spec: ordering-payment §2 Order page ("total, payments, balance due, change"), §3 Order read
 */
export function orderBalance(
  total: DecimalString,
  payments: readonly DecimalString[],
): OrderBalance {
  const owed = amount(total, 'total')
  let paid = ZERO
  for (const value of payments) paid = paid.plus(amount(value, 'payment'))
  const rest = owed.minus(paid)
  return {
    balanceDue: out3(rest.isNegative() ? ZERO : rest),
    change: out3(rest.isNegative() ? rest.negated() : ZERO),
  }
}
