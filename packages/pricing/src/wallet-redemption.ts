import { amount, type Dec, out3, tryAmount } from './decimal'
import type { DecimalString } from './types'

/** The range a wallet redemption may take. */
export interface WalletRedemptionBounds {
  readonly min: DecimalString
  readonly max: DecimalString
}

function maxOf(balance: DecimalString, balanceDue: DecimalString): Dec {
  const wallet = amount(balance, 'balance')
  const due = amount(balanceDue, 'balanceDue')
  return wallet.lt(due) ? wallet : due
}

/**
 * The bounds of a wallet redemption: 0 to the smaller of the wallet balance and the balance due.
 * @param balance - the wallet's balance
 * @param balanceDue - the order's balance_due
 * @returns `{ min: "0.000", max }` at 3 decimals
 * spec: ordering-payment §5 Wallet redemption "amount numeric, minimum 0, maximum the smaller of the wallet balance and balance due"
 */
export function walletRedemptionBounds(
  balance: DecimalString,
  balanceDue: DecimalString,
): WalletRedemptionBounds {
  return { min: '0.000', max: out3(maxOf(balance, balanceDue)) }
}

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
  const max = maxOf(balance, balanceDue)
  const typed = tryAmount(typeof text === 'string' ? text.trim() : text)
  return typed?.lte(max) === true
}
