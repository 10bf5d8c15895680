import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  decimalSeparatorOf,
  type FormFieldDefinition,
  numberFromText,
  numberValuesInLanguage,
  parseFormData,
  validateForm,
} from '../src/index'

const fields: readonly FormFieldDefinition[] = parseFormData([
  { type: 'number', name: 'guests', label: 'Guests', min: 1, max: 20, step: 1, required: true },
  { type: 'number', name: 'kg', label: 'Weight', step: 0.1 },
]).fields

const resultOf = (values: Record<string, unknown>) => validateForm(fields, values)
const keysOf = (values: Record<string, unknown>) =>
  resultOf(values).issues.map((issue) => [issue.field, issue.key])

// spec: menu-browsing §2 Dynamic form fields (number), §5 min/max, §9 Arabic-Indic digits for ar:
// the number field is a text box, so whatever digits the diner's keyboard has are read.
describe('number field text', () => {
  it('reads Arabic-Indic and Persian digits as the same number as Latin ones', () => {
    for (const typed of ['4', '٤', '۴', ' ٤ ']) {
      const result = resultOf({ guests: typed })
      expect(result.success).toBe(true)
      expect(result.output).toEqual({ guests: 4 })
    }
    expect(resultOf({ guests: '١٢' }).output).toEqual({ guests: 12 })
    expect(resultOf({ guests: '۱۵', kg: '٢٫٥' }).output).toEqual({ guests: 15, kg: 2.5 })
  })

  it('keeps the min and max rules and messages for any digits', () => {
    expect(resultOf({ guests: '٠' }).issues.map((issue) => issue.message)).toEqual([
      'Guests requires minimum value of 1',
    ])
    expect(resultOf({ guests: '۲۵' }).issues.map((issue) => issue.message)).toEqual([
      'Guests requires maximum value of 20',
    ])
  })

  it("text that is no number gets '{label} must be a number', never the generic 'is not valid'", () => {
    for (const typed of ['1e1', 'four', '4 guests', '1,5', '--1']) {
      expect(keysOf({ guests: typed })).toEqual([['guests', 'number']])
    }
    expect(resultOf({ guests: 'abc' }).issues[0]?.message).toBe('Guests must be a number')
  })

  it("a number off the field's step gets the step message ({step} filled)", () => {
    expect(keysOf({ guests: '2.5' })).toEqual([['guests', 'step']])
    expect(resultOf({ guests: '٢٫٥' }).issues[0]?.message).toBe('Guests must be in steps of 1')
    // Decimal steps: 0.3 is three steps of 0.1 although 0.3 / 0.1 is not exactly 3 in binary.
    expect(keysOf({ guests: 3, kg: '0.3' })).toEqual([])
    expect(keysOf({ guests: 3, kg: '0.35' })).toEqual([['kg', 'step']])
  })
})

// A phone's decimal keypad (the field's inputMode 'decimal') types the separator of the phone's
// language: ',' in de, es, fr, it, nl, ru and tr. spec: menu-browsing §2 Dynamic form fields
// (number), §9 supported languages; architecture "Dates and numbers format through Intl".
describe('number field text in the form language', () => {
  const COMMA_LANGUAGES = ['de', 'es', 'fr', 'it', 'nl', 'ru', 'tr']
  // 'kp' is in the app's list but no language Intl knows: English rules, never the device's.
  const POINT_LANGUAGES = ['en', 'ar', 'fa', 'he', 'ja', 'th', 'zh-hans', 'kp']

  it.each(COMMA_LANGUAGES)(
    "%s: '2,5' reads 2.5; a point is no decimal separator there",
    (language) => {
      expect(numberFromText('2,5', language)).toBe(2.5)
      expect(numberFromText(',5', language)).toBe(0.5)
      // '1.000' is a thousand in de: never read as 1, the field says it is no number.
      expect(numberFromText('1.000', language)).toBeUndefined()
      expect(numberFromText('2.5', language)).toBeUndefined()
      expect(validateForm(fields, { guests: '3', kg: '2,5' }, { language }).output).toEqual({
        guests: 3,
        kg: 2.5,
      })
    },
  )

  it.each(POINT_LANGUAGES)(
    "%s: a comma is no decimal separator ('1,5' must be a number)",
    (language) => {
      // In these languages ',' groups thousands: '1,500' read as 1.5 would change the answer.
      expect(numberFromText('1,5', language)).toBeUndefined()
      expect(numberFromText('2.5', language)).toBe(2.5)
      expect(validateForm(fields, { guests: '1,5' }, { language }).issues[0]?.key).toBe('number')
    },
  )

  it("without a language a comma is no decimal separator (the form's language is not known)", () => {
    expect(numberFromText('2,5')).toBeUndefined()
  })

  it('a grouped or twice-separated number is no number in any language (never a silent guess)', () => {
    for (const language of [...COMMA_LANGUAGES, ...POINT_LANGUAGES]) {
      for (const typed of ['1.000,5', '1,000.5', '2,5,1', '2,,5', '2.5,1']) {
        expect(numberFromText(typed, language)).toBeUndefined()
      }
    }
  })

  it('property: a decimal as the language writes it (Intl, no grouping) reads back as the number', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COMMA_LANGUAGES, ...POINT_LANGUAGES.filter((code) => code !== 'kp')),
        fc.integer({ min: 0, max: 1_000_000_000 }).map((thousandths) => thousandths / 1000),
        (language, value) => {
          const written = new Intl.NumberFormat(language, {
            numberingSystem: 'latn',
            useGrouping: false,
            maximumFractionDigits: 3,
          }).format(value)
          expect(numberFromText(written, language)).toBe(value)
        },
      ),
    )
  })

  it('property: in a comma language, a decimal typed with a comma reads as the same typed with a point in en', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COMMA_LANGUAGES),
        fc.nat({ max: 1_000_000 }),
        fc.stringMatching(/^\d{1,4}$/),
        (language, whole, fraction) => {
          expect(numberFromText(`${whole},${fraction}`, language)).toBe(
            numberFromText(`${whole}.${fraction}`, 'en'),
          )
        },
      ),
    )
  })
})

// The form screen keeps the diner's answers when they change the language (menu-browsing §2: the
// segment is swapped and the menu reloaded; issue 5: no form input silently dropped). A number
// typed with the old language's separator must still read as that number in the new one.
describe('number answers after a language change', () => {
  const COMMA_LANGUAGES = ['de', 'es', 'fr', 'it', 'nl', 'ru', 'tr']
  const POINT_LANGUAGES = ['en', 'ar', 'fa', 'he', 'ja', 'zh-hans', 'kp']
  const form = parseFormData([
    { type: 'number', name: 'kg', label: 'Weight', step: 0.1 },
    { type: 'text', name: 'note', label: 'Note' },
  ]).fields

  it("'2,5' typed in fr is '2.5' in en, and back; it passes the new language's rule", () => {
    const en = numberValuesInLanguage(form, { kg: '2,5', note: '2,5' }, 'fr', 'en')
    // A text field is the diner's words, not a number: left as typed.
    expect(en).toEqual({ kg: '2.5', note: '2,5' })
    expect(validateForm(form, en, { language: 'en' }).output).toEqual({ kg: 2.5, note: '2,5' })
    expect(numberValuesInLanguage(form, en, 'en', 'fr')).toEqual({ kg: '2,5', note: '2,5' })
  })

  it("keeps the diner's digits and the Arabic '٫', which every language reads", () => {
    expect(numberValuesInLanguage(form, { kg: '٢,٥' }, 'fr', 'ar')).toEqual({ kg: '٢.٥' })
    const arabic = { kg: '٢٫٥' }
    expect(numberValuesInLanguage(form, arabic, 'ar', 'de')).toBe(arabic)
  })

  it('text that was no number in the old language stays no number (never a new, different one)', () => {
    // '1.000' is a thousand in fr (refused there): in en it is '1,000', refused too, never 1.
    expect(numberValuesInLanguage(form, { kg: '1.000' }, 'fr', 'en')).toEqual({ kg: '1,000' })
    // '1,5' groups in en (refused): in fr it is '1.5', refused too, never 1.5.
    expect(numberValuesInLanguage(form, { kg: '1,5' }, 'en', 'fr')).toEqual({ kg: '1.5' })
    expect(validateForm(form, { kg: '1.5' }, { language: 'fr' }).issues[0]?.key).toBe('number')
    // The diner's words are no number in any language: left as typed.
    for (const typed of ['abc', 'about 2,5', '']) {
      expect(numberValuesInLanguage(form, { kg: typed }, 'fr', 'en')).toEqual({ kg: typed })
    }
  })

  it('returns the same answers when both languages write the same separator', () => {
    const values = { kg: '2,5' }
    expect(numberValuesInLanguage(form, values, 'fr', 'de')).toBe(values)
    expect(numberValuesInLanguage(form, { kg: '2.5' }, 'en', 'ar')).toEqual({ kg: '2.5' })
  })

  it('property: whatever was typed, the new language reads it as the old one did (the same number, or no number)', () => {
    const languages = [...COMMA_LANGUAGES, ...POINT_LANGUAGES]
    const typedChar = fc.constantFrom(...'0123456789٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹.,٫+- a'.split(''))
    fc.assert(
      fc.property(
        fc.constantFrom(...languages),
        fc.constantFrom(...languages),
        fc.array(typedChar, { maxLength: 12 }).map((chars) => chars.join('')),
        (from, to, typed) => {
          const kept = numberValuesInLanguage(form, { kg: typed }, from, to).kg
          expect(typeof kept).toBe('string')
          expect(numberFromText(kept as string, to)).toBe(numberFromText(typed, from))
        },
      ),
    )
  })

  it("property: a number typed with the old language's separator is the same number in the new one", () => {
    const languages = [...COMMA_LANGUAGES, ...POINT_LANGUAGES]
    fc.assert(
      fc.property(
        fc.constantFrom(...languages),
        fc.constantFrom(...languages),
        fc.nat({ max: 1_000_000 }),
        fc.stringMatching(/^\d{1,4}$/),
        (from, to, whole, fraction) => {
          const typed = `${whole}${decimalSeparatorOf(from)}${fraction}`
          const kept = numberValuesInLanguage(form, { kg: typed }, from, to).kg
          expect(numberFromText(kept as string, to)).toBe(Number(`${whole}.${fraction}`))
        },
      ),
    )
  })
})
