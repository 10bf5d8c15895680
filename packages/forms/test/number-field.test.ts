import { describe, expect, it } from 'vitest'
import { type FormFieldDefinition, parseFormData, validateForm } from '../src/index'

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
