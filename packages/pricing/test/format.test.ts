import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  altCurrencyPrice,
  formatAltCurrencyPrice,
  formatPrice,
  PricingError,
  parsePrice,
  roundHalfUp,
} from '../src/index'
import { AED, KWD } from './fixtures'

describe('roundHalfUp (architecture: half-up everywhere; menu-browsing §9 price_decimal_places)', () => {
  it('rounds a half up, not to even, in AED (2 decimals)', () => {
    expect(roundHalfUp('2.345', 2)).toBe('2.35')
    expect(roundHalfUp('2.355', 2)).toBe('2.36')
    expect(roundHalfUp('2.344', 2)).toBe('2.34')
    expect(roundHalfUp('7', 2)).toBe('7.00')
  })
  it('keeps 3 decimals as they are in KWD (the value 3 needs no second rounding)', () => {
    expect(roundHalfUp('1.2345', 3)).toBe('1.235')
    expect(roundHalfUp('1.250', 3)).toBe('1.250')
  })
  it('rounds to whole units with 0 places', () => {
    expect(roundHalfUp('10.5', 0)).toBe('11')
  })
  it('pads beyond the internal 3 decimals up to 6', () => {
    expect(roundHalfUp('1.2345', 4)).toBe('1.2345')
    expect(roundHalfUp('1.5', 6)).toBe('1.500000')
  })
  it('throws a PricingError for places outside 0–6 and for bad amounts', () => {
    expect(() => roundHalfUp('1', 7)).toThrow(PricingError)
    expect(() => roundHalfUp('1', -1)).toThrow(/decimal places/)
    expect(() => roundHalfUp('-1', 2)).toThrow(/non-negative decimal string/)
    expect(() => roundHalfUp('abc', 2)).toThrow(/\[@carte\/pricing\]/)
    expect(() => roundHalfUp('1e3', 2)).toThrow(PricingError)
  })
})

describe('formatPrice (menu-browsing §9 "locale grouping with a given minimum number of decimals")', () => {
  it('formats AED with the prefix, grouping and 2 decimals', () => {
    expect(formatPrice('1234567.5', AED)).toBe('AED 1,234,567.50')
    expect(formatPrice('0', AED)).toBe('AED 0.00')
  })
  it('rounds half-up to price_decimal_places before formatting', () => {
    expect(formatPrice('10.005', AED)).toBe('AED 10.01')
    expect(formatPrice('10.004', AED)).toBe('AED 10.00')
  })
  it('formats KWD with 3 decimals', () => {
    expect(formatPrice('1234.5', KWD)).toBe('KWD 1,234.500')
  })
  it('uses Arabic-Indic digits only for ar with enable_arabic_numerals (menu-browsing §9)', () => {
    expect(formatPrice('1234.5', { ...KWD, language: 'ar', enable_arabic_numerals: true })).toBe(
      'KWD ١٬٢٣٤٫٥٠٠',
    )
    expect(formatPrice('1234.5', { ...KWD, language: 'ar', enable_arabic_numerals: false })).toBe(
      'KWD 1,234.500',
    )
    // Another language with the flag on keeps Latin digits.
    expect(formatPrice('1234.5', { ...AED, language: 'fr', enable_arabic_numerals: true })).toBe(
      'AED 1\u202f234,50',
    )
  })
  it('groups by the selected language and falls back to en for a language Intl lacks', () => {
    expect(formatPrice('1234.5', { ...AED, language: 'de' })).toBe('AED 1.234,50')
    expect(formatPrice('1234.5', { ...AED, language: 'kp' })).toBe('AED 1,234.50')
  })
  it('reads a boolean display_currency as a switch over currency_symbol', () => {
    expect(
      formatPrice('5', { price_decimal_places: 2, display_currency: true, currency_symbol: 'AED' }),
    ).toBe('AED 5.00')
    expect(
      formatPrice('5', {
        price_decimal_places: 2,
        display_currency: false,
        currency_symbol: 'AED',
      }),
    ).toBe('5.00')
    expect(
      parsePrice('5.00', {
        price_decimal_places: 2,
        display_currency: false,
        currency_symbol: 'AED',
      }),
    ).toBe('5.00')
  })
  it('prefers display_currency, then currency_symbol, then currency', () => {
    expect(
      formatPrice('1', { price_decimal_places: 2, currency_symbol: 'د.إ', currency: 'AED' }),
    ).toBe('د.إ 1.00')
    expect(formatPrice('1', { price_decimal_places: 2, currency: 'AED' })).toBe('AED 1.00')
    expect(formatPrice('1', { price_decimal_places: 2 })).toBe('1.00')
  })
})

describe('parsePrice (inverse of formatPrice)', () => {
  it('reads AED, KWD, German grouping and Arabic-Indic digits back', () => {
    expect(parsePrice('AED 1,234,567.50', AED)).toBe('1234567.50')
    expect(parsePrice('KWD 1,234.500', KWD)).toBe('1234.500')
    expect(parsePrice('AED 1.234,50', { ...AED, language: 'de' })).toBe('1234.50')
    expect(
      parsePrice('KWD ١٬٢٣٤٫٥٠٠', { ...KWD, language: 'ar', enable_arabic_numerals: true }),
    ).toBe('1234.500')
  })
  it('throws NOT_A_FORMATTED_PRICE for text that is no price', () => {
    expect(() => parsePrice('AED twelve', AED)).toThrow(PricingError)
    expect(() => parsePrice('', AED)).toThrow(/not a price/)
  })
})

describe('alternative currency (menu-browsing §9 "price times alt_currency_exchange_rate")', () => {
  const alt = {
    alt_currency: 'USD',
    alt_currency_symbol: '$',
    alt_currency_exchange_rate: '0.2723',
    alt_currency_price_decimal_places: 2,
  }
  it('multiplies by the rate and rounds to the alternative decimals', () => {
    // 100 AED × 0.2723 = 27.23 USD
    expect(altCurrencyPrice('100.000', alt)).toBe('27.23')
    // 12.5 × 0.2723 = 3.40375 -> 3.40
    expect(altCurrencyPrice('12.5', alt)).toBe('3.40')
    // KWD from AED at 0.0837 with 3 decimals: 45 × 0.0837 = 3.7665 -> 3.767
    expect(
      altCurrencyPrice('45', {
        alt_currency_exchange_rate: '0.0837',
        alt_currency_price_decimal_places: 3,
      }),
    ).toBe('3.767')
  })
  it('formats with the alternative symbol', () => {
    expect(formatAltCurrencyPrice('100', alt)).toBe('$ 27.23')
  })
})

describe('properties', () => {
  const cents = fc.bigInt({ min: 0n, max: 10n ** 12n })
  const options = fc.record({
    places: fc.constantFrom(0, 1, 2, 3, 4, 6),
    language: fc.constantFrom(
      'en',
      'ar',
      'fr',
      'de',
      'ru',
      'he',
      'fa',
      'es',
      'tr',
      'zh-hans',
      'kp',
    ),
    arabic: fc.boolean(),
    prefix: fc.constantFrom('AED', 'KWD', 'د.ك', '€', ''),
  })
  it('formatting then parsing a rounded amount gives it back', () => {
    fc.assert(
      fc.property(cents, fc.nat(999), options, (whole, thousandths, o) => {
        const raw = `${whole}.${String(thousandths).padStart(3, '0')}`
        const settings = {
          price_decimal_places: o.places,
          display_currency: o.prefix,
          language: o.language,
          enable_arabic_numerals: o.arabic,
        }
        const rounded = roundHalfUp(raw, o.places)
        expect(parsePrice(formatPrice(rounded, settings), settings)).toBe(rounded)
      }),
      { numRuns: 1000 },
    )
  })
})
