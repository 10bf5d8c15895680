import { assert } from './errors'
import { localeFor, numberFormat, numberingFor } from './number-format'

/** The settings a count is shown with: the selected language and the menu's digits flag. */
export interface FormatCountOptions {
  /** The selected language (Intl locale); unknown or absent falls back to 'en'. */
  readonly language?: string | undefined
  /** The menu's enable_arabic_numerals: Arabic-Indic digits for ar. */
  readonly enable_arabic_numerals?: boolean | undefined
  /**
   * Locale grouping ("1,204"), on unless false: a count the diner edits (the quantity box) is
   * shown without it, so that what is shown is what can be typed back.
   */
  readonly grouping?: boolean | undefined
}

/**
 * Formats a count (items, a line's quantity) for display with the digits prices use: locale
 * grouping (unless `grouping: false`), no decimals, Arabic-Indic digits for ar when
 * enable_arabic_numerals, Latin digits otherwise.
 * spec: menu-browsing §9 "Arabic-Indic digits are available for ar when enable_arabic_numerals is
 *   on"; architecture "Dates and numbers format through Intl ... Arabic-Indic digits only where
 *   enable_arabic_numerals and the language is ar"
 * @param count - a whole number ≥ 0
 * @param options - {@link FormatCountOptions} (the receipt passes the same money options as formatPrice)
 * @returns e.g. "3", "1,204" ("1204" without grouping), or "٣" for ar with enable_arabic_numerals
 * @throws PricingError INVALID_COUNT for a count that is not a whole number ≥ 0
 */
export function formatCount(count: number, options: FormatCountOptions): string {
  assert(Number.isSafeInteger(count) && count >= 0, 'INVALID_COUNT', String(count))
  const locale = localeFor(options.language)
  return numberFormat(
    locale,
    numberingFor(locale, options.enable_arabic_numerals),
    0,
    options.grouping !== false,
  ).format(count)
}
