import type { MenuData } from '@carte/api-client'
import { formatAltCurrencyPrice } from '@carte/pricing'

/** The menu settings {@link altPriceText} reads. */
export type AltPriceMenu = Pick<
  MenuData,
  | 'enable_alt_currency'
  | 'alt_currency'
  | 'alt_currency_symbol'
  | 'alt_currency_price_decimal_places'
  | 'alt_currency_exchange_rate'
  | 'enable_arabic_numerals'
>

/**
 * A listed price in the venue's alternative currency, to show beside it: the amount times
 * alt_currency_exchange_rate, with the alternative symbol and decimals; nothing when
 * enable_alt_currency is off or the venue gives no exchange rate.
 * spec: menu-browsing §9 "An alternative currency price is the price times alt_currency_exchange_rate"; §3 Menu data enable_alt_currency, alt_currency, alt_currency_symbol, alt_currency_price_decimal_places, alt_currency_exchange_rate
 * @param amount - the listed price in the menu currency (a decimal string).
 * @param menu - the menu's alternative-currency settings.
 * @param language - the selected language.
 * @returns e.g. "$ 10.35", or null.
 */
export function altPriceText(amount: string, menu: AltPriceMenu, language: string): string | null {
  const rate = menu.alt_currency_exchange_rate
  if (!menu.enable_alt_currency || rate === null) return null
  return formatAltCurrencyPrice(amount, {
    alt_currency_exchange_rate: rate,
    alt_currency_price_decimal_places: menu.alt_currency_price_decimal_places,
    alt_currency: menu.alt_currency,
    alt_currency_symbol: menu.alt_currency_symbol,
    enable_arabic_numerals: menu.enable_arabic_numerals,
    language,
  })
}
