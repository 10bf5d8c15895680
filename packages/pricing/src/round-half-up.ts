import { amount, fixed, places } from './decimal'
import type { DecimalString } from './types'

/**
 * Rounds an amount half-up to `decimalPlaces` (architecture ruling "half-up everywhere").
 * @param value - a non-negative decimal string
 * @param decimalPlaces - 0 to 6, usually the menu's `price_decimal_places`
 * @returns the rounded amount with exactly `decimalPlaces` decimals ("12.35")
 * spec: menu-browsing §9 "Price decimals come from price_decimal_places"
 */
export function roundHalfUp(value: DecimalString, decimalPlaces: number): DecimalString {
  return fixed(amount(value, 'value'), places(decimalPlaces, 'decimalPlaces'))
}
