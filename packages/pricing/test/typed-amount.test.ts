import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isValidTipAmount, typedAmount } from '../src/index'

// An amount box (a custom tip, a wallet amount, a guest's share) has the decimal keypad
// (inputMode 'decimal'), which types the separator of the phone's language: ',' in de, es, fr,
// it, nl, ru and tr, '٫' on an Arabic or Persian keyboard, with Arabic-Indic or Persian digits.
// spec: ordering-payment §5 Tips ("number, minimum 0"), menu-browsing §9 Arabic-Indic digits and
// supported languages.
const COMMA_LANGUAGES = ['de', 'es', 'fr', 'it', 'nl', 'ru', 'tr']
const POINT_LANGUAGES = ['en', 'ar', 'fa', 'he', 'ja', 'th', 'zh-hans']

describe('typedAmount', () => {
  it.each(COMMA_LANGUAGES)("%s: '2,5' is the amount 2.5", (language) => {
    expect(typedAmount('2,5', language)).toBe('2.5')
    expect(typedAmount(' 12,750 ', language)).toBe('12.750')
    expect(isValidTipAmount(typedAmount('2,5', language))).toBe(true)
  })

  it.each(POINT_LANGUAGES)(
    "%s: a ',' is left as typed, so the amount is refused rather than read as 1.5 for '1,500'",
    (language) => {
      expect(typedAmount('1,500', language)).toBe('1,500')
      expect(isValidTipAmount(typedAmount('1,500', language))).toBe(false)
    },
  )

  it("Arabic-Indic and Persian digits with the Arabic decimal separator '٫' read as Latin ones", () => {
    expect(typedAmount('٢٫٥', 'ar')).toBe('2.5')
    expect(typedAmount('۲٫۵', 'fa')).toBe('2.5')
    expect(typedAmount('١٠', 'ar')).toBe('10')
    expect(isValidTipAmount(typedAmount('٢٫٥', 'ar'))).toBe(true)
  })

  it('a grouped amount or two separators stay refused in every language (never a silent guess)', () => {
    for (const language of [...COMMA_LANGUAGES, ...POINT_LANGUAGES]) {
      for (const typed of ['1.000,5', '1,000.5', '2,5,1', '2.5,1']) {
        expect(isValidTipAmount(typedAmount(typed, language))).toBe(false)
      }
    }
  })

  it('without a language (or one Intl does not know) only a point is a decimal separator', () => {
    expect(typedAmount('2,5')).toBe('2,5')
    expect(typedAmount('2,5', 'not a tag!')).toBe('2,5')
    expect(typedAmount('2.5')).toBe('2.5')
  })

  describe('properties', () => {
    const amounts = fc
      .tuple(fc.nat({ max: 10_000_000 }), fc.stringMatching(/^\d{1,3}$/))
      .map(([whole, fraction]) => ({ whole: String(whole), fraction }))

    it('in a comma language, an amount typed with a comma is the amount typed with a point', () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...COMMA_LANGUAGES),
          amounts,
          (language, { whole, fraction }) => {
            expect(typedAmount(`${whole},${fraction}`, language)).toBe(`${whole}.${fraction}`)
          },
        ),
      )
    })

    it('an amount typed with a point reads the same in every language', () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...COMMA_LANGUAGES, ...POINT_LANGUAGES),
          amounts,
          (language, { whole, fraction }) => {
            expect(typedAmount(`${whole}.${fraction}`, language)).toBe(`${whole}.${fraction}`)
          },
        ),
      )
    })
  })
})
