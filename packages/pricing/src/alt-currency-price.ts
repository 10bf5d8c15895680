import { amount, fixed, places } from './decimal'
import type { DecimalString } from './types'

/** The menu settings of the alternative currency (spec: menu-browsing §3 Menu data). */
export interface AltCurrencySettings {
  readonly alt_currency_exchange_rate: DecimalString
  readonly alt_currency_price_decimal_places: number
}

/**
 * Converts a price to the alternative currency: price × alt_currency_exchange_rate, rounded half-up
 * to the alternative currency's own decimals.
 * @param value - the price in the menu currency
 * @param settings - alt_currency_exchange_rate and alt_currency_price_decimal_places
 * @returns the converted price with exactly alt_currency_price_decimal_places decimals
 * spec: menu-browsing §9 "An alternative currency price is the price times alt_currency_exchange_rate"
 */
export function altCurrencyPrice(
  value: DecimalString,
  settings: AltCurrencySettings,
): DecimalString {
  const rate = amount(settings.alt_currency_exchange_rate, 'alt_currency_exchange_rate')
  const decimals = places(
    settings.alt_currency_price_decimal_places,
    'alt_currency_price_decimal_places',
  )
  return fixed(amount(value, 'value').times(rate), decimals)
}
