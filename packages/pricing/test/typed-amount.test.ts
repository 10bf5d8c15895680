import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { amountInputText, amountTextInLanguage, isValidTipAmount, typedAmount } from '../src/index'

// An amount box (a custom tip, a wallet amount, a guest's share) has the decimal keypad
// (inputMode 'decimal'), which types the separator of the phone's language: ',' in de, es, fr,
// it, nl, ru and tr, '٫' on an Arabic or Persian keyboard, with Arabic-Indic or Persian digits.
// spec: ordering-payment §5 Tips ("number, minimum 0"), menu-browsing §9 Arabic-Indic digits and
// supported languages.
const COMMA_LANGUAGES = ['de', 'es', 'fr', 'it', 'nl', 'ru', 'tr']
// 'kp' is in the app's list but no language Intl knows: English rules, never the device's.
const POINT_LANGUAGES = ['en', 'ar', 'fa', 'he', 'ja', 'th', 'zh-hans', 'kp']

describe('typedAmount', () => {
  it.each(COMMA_LANGUAGES)(
    "%s: '2,5' is the amount 2.5; a point is no decimal separator there",
    (language) => {
      expect(typedAmount('2,5', language)).toBe('2.5')
      expect(typedAmount(' 12,750 ', language)).toBe('12.750')
      expect(isValidTipAmount(typedAmount('2,5', language))).toBe(true)
      // '12.500' is twelve thousand five hundred in de: refused, never read as 12.5.
      expect(isValidTipAmount(typedAmount('12.500', language))).toBe(false)
      expect(isValidTipAmount(typedAmount('2.5', language))).toBe(false)
    },
  )

  it.each(POINT_LANGUAGES)(
    "%s: a ',' is no decimal separator, so '1,500' is refused rather than read as 1.5",
    (language) => {
      expect(isValidTipAmount(typedAmount('1,500', language))).toBe(false)
      expect(typedAmount('2.5', language)).toBe('2.5')
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
      for (const typed of ['1.000,5', '1,000.5', '2,5,1', '2.5,1', '2..5', '2,,5']) {
        expect(isValidTipAmount(typedAmount(typed, language))).toBe(false)
      }
    }
  })

  it('without a language (or one Intl does not know) only a point is a decimal separator', () => {
    expect(isValidTipAmount(typedAmount('2,5'))).toBe(false)
    expect(isValidTipAmount(typedAmount('2,5', 'not a tag!'))).toBe(false)
    expect(typedAmount('2.5')).toBe('2.5')
  })
})

describe('amountInputText', () => {
  it("writes an amount as the language types it: '12,500' in fr, '12.500' in en and ar", () => {
    expect(amountInputText('12.500', 'fr')).toBe('12,500')
    expect(amountInputText('12.500', 'en')).toBe('12.500')
    expect(amountInputText('12.500', 'ar')).toBe('12.500')
    expect(amountInputText('7', 'de')).toBe('7')
    expect(amountInputText('12.500')).toBe('12.500')
  })
})

describe('typedAmount properties', () => {
  const amounts = fc
    .tuple(fc.nat({ max: 10_000_000 }), fc.stringMatching(/^\d{1,3}$/))
    .map(([whole, fraction]) => `${whole}.${fraction}`)
  const languages = fc.constantFrom(...COMMA_LANGUAGES, ...POINT_LANGUAGES)

  it('an amount put in a box (amountInputText) reads back as itself in every language', () => {
    fc.assert(
      fc.property(languages, amounts, (language, amount) => {
        expect(typedAmount(amountInputText(amount, language), language)).toBe(amount)
      }),
    )
  })

  it('an amount as Intl writes it in the language (no grouping) reads back as the amount', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COMMA_LANGUAGES, 'en', 'ar', 'he', 'ja'),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        (language, thousandths) => {
          const written = new Intl.NumberFormat(language, {
            numberingSystem: 'latn',
            useGrouping: false,
            minimumFractionDigits: 3,
          }).format(thousandths / 1000)
          const amount = `${Math.trunc(thousandths / 1000)}.${String(thousandths % 1000).padStart(3, '0')}`
          expect(typedAmount(written, language)).toBe(amount)
        },
      ),
    )
  })
})

// The pay-at-table screen stays when the diner changes the language (menu-browsing §2), with the
// custom tip, wallet amount and shares they typed. spec: ordering-payment §5 Tips, Wallet
// redemption, Split payment; issue 5: no input silently dropped.
describe('amountTextInLanguage', () => {
  it("'12,50' typed in fr is '12.50' in en, and back; the same amount either way", () => {
    expect(amountTextInLanguage('12,50', 'fr', 'en')).toBe('12.50')
    expect(typedAmount(amountTextInLanguage('12,50', 'fr', 'en'), 'en')).toBe('12.50')
    expect(amountTextInLanguage('12.50', 'en', 'de')).toBe('12,50')
  })

  it("keeps the diner's digits and the Arabic '٫'", () => {
    expect(amountTextInLanguage('١٢,٥', 'fr', 'ar')).toBe('١٢.٥')
    expect(amountTextInLanguage('١٢٫٥', 'ar', 'fr')).toBe('١٢٫٥')
  })

  it('text refused in the old language stays refused (never a new, different amount)', () => {
    // '12.500' is twelve thousand five hundred in fr (refused): '12,500' in en, refused too.
    expect(amountTextInLanguage('12.500', 'fr', 'en')).toBe('12,500')
    expect(isValidTipAmount(typedAmount('12,500', 'en'))).toBe(false)
    // '1,500' groups in en (refused): '1.500' in fr, refused too, never 1.5.
    expect(amountTextInLanguage('1,500', 'en', 'fr')).toBe('1.500')
    expect(isValidTipAmount(typedAmount('1.500', 'fr'))).toBe(false)
    expect(amountTextInLanguage('', 'fr', 'en')).toBe('')
    expect(amountTextInLanguage('abc', 'en', 'fr')).toBe('abc')
    // Both write a comma: nothing to change.
    expect(amountTextInLanguage('2,5', 'fr', 'de')).toBe('2,5')
  })

  it('property: whatever was typed, the new language reads it as the old one did', () => {
    const languages = [...COMMA_LANGUAGES, ...POINT_LANGUAGES]
    const typedChar = fc.constantFrom(...'0123456789٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹.,٫- '.split(''))
    fc.assert(
      fc.property(
        fc.constantFrom(...languages),
        fc.constantFrom(...languages),
        fc.array(typedChar, { maxLength: 12 }).map((chars) => chars.join('')),
        (from, to, typed) => {
          const before = typedAmount(typed, from)
          const after = typedAmount(amountTextInLanguage(typed, from, to), to)
          expect(isValidTipAmount(after)).toBe(isValidTipAmount(before))
          if (isValidTipAmount(before)) expect(after).toBe(before)
        },
      ),
    )
  })

  it('property: an amount written for one language reads as the same amount in any other', () => {
    const languages = [...COMMA_LANGUAGES, ...POINT_LANGUAGES]
    fc.assert(
      fc.property(
        fc.constantFrom(...languages),
        fc.constantFrom(...languages),
        fc.nat({ max: 1_000_000 }),
        fc.nat({ max: 999 }),
        (from, to, whole, thousandths) => {
          const amount = `${whole}.${String(thousandths).padStart(3, '0')}`
          const typed = amountInputText(amount, from)
          expect(typedAmount(amountTextInLanguage(typed, from, to), to)).toBe(amount)
        },
      ),
    )
  })
})
