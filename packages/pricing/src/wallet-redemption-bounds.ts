import { amount, type Dec, out3 } from './decimal'
import type { DecimalString } from './types'

/** The range a wallet redemption may take. */
export interface WalletRedemptionBounds {
  readonly min: DecimalString
  readonly max: DecimalString
}

/** min(balance, balance due), shared with isWalletAmountValid. */
export function maxRedemption(balance: DecimalString, balanceDue: DecimalString): Dec {
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
  return { min: '0.000', max: out3(maxRedemption(balance, balanceDue)) }
}
