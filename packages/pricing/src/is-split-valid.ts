import { amount, D, places, tryAmount, ZERO } from './decimal'
import { checkGuests } from './split-bill'
import type { DecimalString } from './types'

/**
 * Whether typed split amounts may be submitted: every share is a non-negative number (an empty
 * field reads as 0) and, rounded to the menu's decimals, they sum exactly to the balance due
 * rounded the same way. Otherwise the button reads 'Invalid Split Total'. Never throws for the shares.
 * @param shares - one typed amount per guest (2 to 6)
 * @param balanceDue - the order's balance due
 * @param decimalPlaces - the menu's price_decimal_places
 * @returns true when the split is valid
 * @throws PricingError INVALID_GUESTS when there are not 2 to 6 shares
 * spec: ordering-payment §5 Split payment "The split total must equal balance due at the decimal places"
 */
export function isSplitValid(
  shares: readonly string[],
  balanceDue: DecimalString,
  decimalPlaces: number,
): boolean {
  checkGuests(shares.length)
  const dp = places(decimalPlaces, 'decimalPlaces')
  const due = amount(balanceDue, 'balanceDue').toDecimalPlaces(dp, D.ROUND_HALF_UP)
  let sum = ZERO
  for (const text of shares) {
    const trimmed = typeof text === 'string' ? text.trim() : text
    const share = trimmed === '' ? ZERO : tryAmount(trimmed)
    if (share === undefined) return false
    sum = sum.plus(share.toDecimalPlaces(dp, D.ROUND_HALF_UP))
  }
  return sum.eq(due)
}
