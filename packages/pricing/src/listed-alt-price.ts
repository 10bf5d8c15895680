import {
  type FormatAltCurrencyPriceOptions,
  formatAltCurrencyPrice,
} from './format-alt-currency-price'
import type { DecimalString } from './types'

/** The menu settings {@link listedAltPrice} reads. */
export interface ListedAltPriceSettings
  extends Omit<FormatAltCurrencyPriceOptions, 'alt_currency_exchange_rate' | 'language'> {
  readonly enable_alt_currency: boolean
  /** Null when the venue gives no exchange rate. */
  readonly alt_currency_exchange_rate: DecimalString | null
}

/**
 * A listed price in the venue's alternative currency, to show beside it: the amount times
 * alt_currency_exchange_rate, with the alternative symbol and decimals; nothing when
 * enable_alt_currency is off or the venue gives no exchange rate.
 * spec: menu-browsing §9 "An alternative currency price is the price times alt_currency_exchange_rate"; §3 Menu data enable_alt_currency, alt_currency, alt_currency_symbol, alt_currency_price_decimal_places, alt_currency_exchange_rate
 * @param amount - the listed price in the menu currency (a decimal string).
 * @param settings - the menu's alternative-currency settings.
 * @param language - the selected language.
 * @returns e.g. "$ 10.35", or null.
 */
export function listedAltPrice(
  amount: DecimalString,
  settings: ListedAltPriceSettings,
  language: string,
): string | null {
  const rate = settings.alt_currency_exchange_rate
  if (!settings.enable_alt_currency || rate === null) return null
  return formatAltCurrencyPrice(amount, {
    alt_currency_exchange_rate: rate,
    alt_currency_price_decimal_places: settings.alt_currency_price_decimal_places,
    alt_currency: settings.alt_currency,
    alt_currency_symbol: settings.alt_currency_symbol,
    enable_arabic_numerals: settings.enable_arabic_numerals,
    language,
  })
}
