import { describe, expect, it } from 'vitest'
import { listedAltPrice } from '../src/index'

// spec: menu-browsing §9 "An alternative currency price is the price times alt_currency_exchange_rate"
const dollars = {
  enable_alt_currency: true,
  alt_currency: 'USD',
  alt_currency_symbol: '$',
  alt_currency_price_decimal_places: 2,
  alt_currency_exchange_rate: '0.2723',
  enable_arabic_numerals: false,
}

describe('listedAltPrice', () => {
  it('converts by the exchange rate, rounds half-up to the alternative decimals, with its own symbol', () => {
    // 38.00 × 0.2723 = 10.3474 -> 10.35
    expect(listedAltPrice('38.000', dollars, 'en')).toBe('$ 10.35')
    // 39.900 × 0.2723 = 10.86477 -> 10.86
    expect(listedAltPrice('39.900', dollars, 'en')).toBe('$ 10.86')
  })

  it('uses the alternative decimals, not the menu ones (KWD at 3 decimals)', () => {
    const kwd = {
      ...dollars,
      alt_currency: 'KWD',
      alt_currency_symbol: null,
      alt_currency_price_decimal_places: 3,
      alt_currency_exchange_rate: '0.0837',
    }
    // 45 × 0.0837 = 3.7665 -> 3.767
    expect(listedAltPrice('45.000', kwd, 'en')).toBe('KWD 3.767')
  })

  it('nothing when enable_alt_currency is off or there is no exchange rate', () => {
    expect(listedAltPrice('38.000', { ...dollars, enable_alt_currency: false }, 'en')).toBeNull()
    expect(
      listedAltPrice('38.000', { ...dollars, alt_currency_exchange_rate: null }, 'en'),
    ).toBeNull()
  })

  it('Arabic-Indic digits for ar when enable_arabic_numerals is on', () => {
    const arabic = { ...dollars, enable_arabic_numerals: true }
    expect(listedAltPrice('38.000', arabic, 'ar')).toBe('$ ١٠٫٣٥')
  })
})
