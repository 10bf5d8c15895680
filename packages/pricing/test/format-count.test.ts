import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatCount, PricingError } from '../src/index'

// spec: menu-browsing §9 (Arabic-Indic digits for ar with enable_arabic_numerals); architecture
// (numbers through Intl with the selected language, Latin digits otherwise)
describe('formatCount', () => {
  it("3 items read '3' in English", () => {
    expect(formatCount(3, { language: 'en' })).toBe('3')
  })

  it("ar with enable_arabic_numerals shows Arabic-Indic digits: 3 → '٣', 12 → '١٢'", () => {
    expect(formatCount(3, { language: 'ar', enable_arabic_numerals: true })).toBe('٣')
    expect(formatCount(12, { language: 'ar', enable_arabic_numerals: true })).toBe('١٢')
  })

  it('ar without the flag, and other languages with it, keep Latin digits', () => {
    expect(formatCount(12, { language: 'ar', enable_arabic_numerals: false })).toBe('12')
    expect(formatCount(12, { language: 'ar' })).toBe('12')
    expect(formatCount(12, { language: 'fa', enable_arabic_numerals: true })).toBe('12')
    expect(formatCount(12, { language: 'fr', enable_arabic_numerals: true })).toBe('12')
  })

  it('large counts are grouped like prices (1,204)', () => {
    expect(formatCount(1204, { language: 'en' })).toBe('1,204')
  })

  it("grouping: false writes the digits alone, for a count the diner edits: '1204', '١٢٠٤'", () => {
    expect(formatCount(1204, { language: 'en', grouping: false })).toBe('1204')
    expect(
      formatCount(1204, { language: 'ar', enable_arabic_numerals: true, grouping: false }),
    ).toBe('١٢٠٤')
    expect(formatCount(1204, { language: 'en', grouping: true })).toBe('1,204')
  })

  it('0 is a count; a negative or fractional one is a programmer error', () => {
    expect(formatCount(0, { language: 'en' })).toBe('0')
    for (const count of [-1, 2.5, Number.NaN]) {
      expect(() => formatCount(count, { language: 'en' })).toThrow(PricingError)
    }
  })

  describe('properties', () => {
    const arabicIndic = '٠١٢٣٤٥٦٧٨٩'
    it('below 1000, ar with the flag writes each decimal digit as its Arabic-Indic digit', () => {
      fc.assert(
        fc.property(fc.nat(999), (count) => {
          const expected = String(count)
            .split('')
            .map((digit) => arabicIndic[Number(digit)])
            .join('')
          expect(formatCount(count, { language: 'ar', enable_arabic_numerals: true })).toBe(
            expected,
          )
        }),
        { numRuns: 1000 },
      )
    })

    it('in English the digits, without grouping commas, are the count in base 10', () => {
      fc.assert(
        fc.property(fc.nat(), (count) => {
          expect(formatCount(count, { language: 'en' }).replaceAll(',', '')).toBe(
            count.toString(10),
          )
        }),
        { numRuns: 1000 },
      )
    })
  })
})
