import { amount, D, type Dec, fixed, places } from './decimal'
import { assert } from './errors'
import type { DecimalString } from './types'

/** Split bill guests: 2 to 6, default 2 (spec: ordering-payment §9). */
export const SPLIT_GUESTS = { min: 2, max: 6, default: 2 } as const

/** Checks a guest count (shared with isSplitValid). */
export function checkGuests(guests: number): number {
  assert(
    Number.isInteger(guests) && guests >= SPLIT_GUESTS.min && guests <= SPLIT_GUESTS.max,
    'INVALID_GUESTS',
    String(guests),
  )
  return guests
}

/**
 * Splits the balance due evenly: each guest pays the amount ÷ guests rounded half-up to the menu's
 * decimals, and the last guest absorbs the rounding difference, so the shares always sum to the
 * amount at those decimals. When half-up shares would leave the last guest a negative share
 * (tiny amounts), the shares round down instead.
 * @param balanceDue - the amount to split (rounded half-up to `decimalPlaces` first)
 * @param decimalPlaces - the menu's price_decimal_places
 * @param guests - 2 to 6, default 2
 * @returns one share per guest, each with exactly `decimalPlaces` decimals
 * @throws PricingError INVALID_GUESTS outside 2–6
 * spec: ordering-payment §5 Split payment "Default split is half each, the last guest absorbing the rounding difference"
 */
export function splitEvenly(
  balanceDue: DecimalString,
  decimalPlaces: number,
  guests: number = SPLIT_GUESTS.default,
): readonly DecimalString[] {
  const count = checkGuests(guests)
  const dp = places(decimalPlaces, 'decimalPlaces')
  const total = amount(balanceDue, 'balanceDue').toDecimalPlaces(dp, D.ROUND_HALF_UP)
  let share: Dec = total.div(count).toDecimalPlaces(dp, D.ROUND_HALF_UP)
  if (share.times(count - 1).gt(total)) share = total.div(count).toDecimalPlaces(dp, D.ROUND_DOWN)
  const last = total.minus(share.times(count - 1))
  const shares: DecimalString[] = []
  for (let guest = 1; guest < count; guest += 1) shares.push(fixed(share, dp))
  shares.push(fixed(last, dp))
  return shares
}
