import { tryAmount } from './decimal'
import type { DecimalString } from './types'
import { maxRedemption } from './wallet-redemption-bounds'

/**
 * Whether a typed redemption amount is allowed: numeric, ≥ 0 and ≤ min(balance, balance due).
 * Never throws for the typed text.
 * @param text - the typed amount
 * @param balance - the wallet's balance
 * @param balanceDue - the order's balance_due
 * @returns true when inside the bounds
 * spec: ordering-payment §5 Wallet redemption
 */
export function isWalletAmountValid(
  text: string,
  balance: DecimalString,
  balanceDue: DecimalString,
): boolean {
  const max = maxRedemption(balance, balanceDue)
  const typed = tryAmount(typeof text === 'string' ? text.trim() : text)
  return typed?.lte(max) === true
}
