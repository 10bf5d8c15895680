import { amount, fixed, HUNDRED, places } from './decimal'
import type { DecimalString } from './types'

/** The quick tip choices, in percent of the total before tip (spec: ordering-payment §9). */
export const TIP_PRESET_PERCENTS = [0, 5, 10, 15] as const

/** The tip value that removes a tip, and the default tip (spec: ordering-payment §9). */
export const TIP_RESET_VALUE = '0.000'

/** One quick tip choice. */
export interface TipPreset {
  readonly percent: (typeof TIP_PRESET_PERCENTS)[number]
  readonly amount: DecimalString
}

/**
 * The quick tip choices: 0, 5, 10 and 15 % of the total before tip, rounded half-up to the menu's
 * decimal places.
 * @param totalBeforeTip - the order total without the tip
 * @param decimalPlaces - the menu's price_decimal_places
 * @returns four presets, amounts with exactly `decimalPlaces` decimals
 * spec: ordering-payment §5 Tips "Quick choices 0, 5, 10, 15 percent of the total before tip, plus custom. Amounts rounded to the menu's decimal places."
 */
export function tipPresets(
  totalBeforeTip: DecimalString,
  decimalPlaces: number,
): readonly TipPreset[] {
  const total = amount(totalBeforeTip, 'totalBeforeTip')
  const dp = places(decimalPlaces, 'decimalPlaces')
  return TIP_PRESET_PERCENTS.map((percent) => ({
    percent,
    amount: fixed(total.times(percent).div(HUNDRED), dp),
  }))
}
