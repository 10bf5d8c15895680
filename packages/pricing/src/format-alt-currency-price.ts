import type { AltCurrencySettings } from './alt-currency-price'
import { altCurrencyPrice } from './alt-currency-price'
import { formatPrice } from './format-price'
import type { DecimalString } from './types'

/** Options of {@link formatAltCurrencyPrice}: the alternative-currency settings of the menu. */
export interface FormatAltCurrencyPriceOptions extends AltCurrencySettings {
  readonly alt_currency?: string | null | undefined
  readonly alt_currency_symbol?: string | null | undefined
  readonly enable_arabic_numerals?: boolean | undefined
  readonly language?: string | undefined
}

/**
 * Formats a menu-currency price in the alternative currency: converted by the exchange rate,
 * rounded to the alternative decimals, prefixed by alt_currency_symbol (else alt_currency).
 * @param value - the price in the menu currency
 * @param options - alternative-currency settings and the selected language
 * @returns e.g. "USD 27.23"
 * spec: menu-browsing §9 alternative currency price
 */
export function formatAltCurrencyPrice(
  value: DecimalString,
  options: FormatAltCurrencyPriceOptions,
): string {
  return formatPrice(altCurrencyPrice(value, options), {
    price_decimal_places: options.alt_currency_price_decimal_places,
    currency_symbol: options.alt_currency_symbol ?? null,
    currency: options.alt_currency ?? null,
    ...(options.enable_arabic_numerals === undefined
      ? {}
      : { enable_arabic_numerals: options.enable_arabic_numerals }),
    ...(options.language === undefined ? {} : { language: options.language }),
  })
}
