import { amount, fixed, places } from './decimal'
import { currencyPrefix, localeFor, numberFormat, numberingFor } from './number-format'
import type { DecimalString, MoneyFormatSettings } from './types'

/** Options of {@link formatPrice}: the menu's money settings plus the selected language. */
export interface FormatPriceOptions extends MoneyFormatSettings {
  /** The selected language (Intl locale); unknown or absent falls back to 'en'. */
  readonly language?: string | undefined
}

/**
 * Formats an amount for display: rounded half-up to `price_decimal_places`, locale grouping, at
 * least that many decimals, the currency prefix, Arabic-Indic digits for ar when
 * `enable_arabic_numerals`.
 * @param value - a non-negative decimal string (usually a 3-decimal internal amount)
 * @param options - menu money settings and the selected language
 * @returns e.g. "AED 1,234.50", "KWD 1,234.500", "AED ١٬٢٣٤٫٥٠"
 * spec: menu-browsing §9 "Number formatting uses locale grouping with a given minimum number of decimals"
 */
export function formatPrice(value: DecimalString, options: FormatPriceOptions): string {
  const decimals = places(options.price_decimal_places, 'price_decimal_places')
  const locale = localeFor(options.language)
  const rounded = fixed(amount(value, 'value'), decimals)
  // Intl formats a decimal string exactly (no float on the way); it was rounded above.
  const text = numberFormat(
    locale,
    numberingFor(locale, options.enable_arabic_numerals),
    decimals,
  ).format(rounded as `${number}`)
  const prefix = currencyPrefix(options)
  return prefix === '' ? text : `${prefix} ${text}`
}
