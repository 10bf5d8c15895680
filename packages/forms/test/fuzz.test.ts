import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkoutFields,
  createFormValidator,
  parseColor,
  parseFormData,
  toHexColor,
  validateCheckout,
  validateForm,
} from '../src/index'
import { phoneRules } from '../src/phone/index'

const TYPES = [
  'header',
  'paragraph',
  'text',
  'textarea',
  'number',
  'select',
  'radio-group',
  'checkbox-group',
  'date',
  'starRating',
  'email',
  'tel',
  'file',
  'hidden',
  '',
]

// Attribute values of every kind, including the wrong kinds.
const junk = fc.oneof(
  fc.anything(),
  fc.string(),
  fc.integer({ min: -5, max: 50 }).map(String),
  fc.boolean(),
  fc.constantFrom('true', 'false', 'email', 'tel', 'h1', '5'),
)

const rawItem = fc.record(
  {
    type: fc.oneof(fc.constantFrom(...TYPES), junk),
    subtype: fc.oneof(fc.constantFrom('text', 'email', 'tel', 'password', 'week'), junk),
    name: fc.oneof(fc.constantFrom('a', 'b', 'c'), junk),
    label: fc.oneof(fc.string(), junk),
    placeholder: junk,
    description: junk,
    required: junk,
    maxlength: junk,
    rows: junk,
    min: junk,
    max: junk,
    step: junk,
    values: fc.oneof(
      fc.array(
        fc.oneof(
          fc.record(
            { label: fc.string(), value: fc.string(), selected: fc.boolean() },
            { requiredKeys: [] },
          ),
          junk,
        ),
        { maxLength: 4 },
      ),
      junk,
    ),
    multiple: junk,
    inline: junk,
    other: junk,
    toggle: junk,
  },
  { requiredKeys: ['type'] },
)

const anyValue = fc.oneof(
  fc.anything(),
  fc.string(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.record({
    selected: fc.array(fc.string(), { maxLength: 3 }),
    other: fc.option(fc.string(), { nil: undefined }),
  }),
  fc.integer({ min: -3, max: 15 }),
)

/** A well-formed field, a value for it, and whether that value is valid, decided here by hand. */
interface Case {
  readonly item: Record<string, unknown>
  readonly value: unknown
  readonly valid: boolean
}

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** 'YYYY-MM-DD' that the calendar really has, checked through Date (not the package's code). */
const realDay = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) &&
  !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
  new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text

const optionValues = fc.uniqueArray(fc.stringMatching(/^[a-z]{1,4}$/), {
  minLength: 1,
  maxLength: 4,
})

const textCase = fc
  .record({
    required: fc.boolean(),
    maxlength: fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined }),
    value: fc.oneof(
      fc.string({ maxLength: 16 }),
      fc.constantFrom(undefined, null, '   '),
      fc.integer(),
    ),
  })
  .map(({ required, maxlength, value }): Case => {
    let valid: boolean
    if (blank(value)) valid = !required
    else if (typeof value !== 'string') valid = false
    else valid = maxlength === undefined || value.trim().length <= maxlength
    return { item: { type: 'text', label: 'Text', required, maxlength }, value, valid }
  })

const emailCase = fc
  .record({
    required: fc.boolean(),
    good: fc.boolean(),
    local: fc.stringMatching(/^[a-z]{1,8}(\.[a-z]{1,8})?$/),
    domain: fc.stringMatching(/^[a-z]{1,8}\.[a-z]{2,4}$/),
  })
  .map(
    ({ required, good, local, domain }): Case => ({
      item: { type: 'text', subtype: 'email', label: 'Mail', required },
      value: good ? `${local}@${domain}` : `${local} ${domain}`,
      valid: good,
    }),
  )

const telCase = fc
  .record({
    required: fc.boolean(),
    value: fc.constantFrom(
      '050 123 4567',
      '+971 4 234 5678',
      // another country's number on this AE menu (ordering-payment §5: valid for the menu country)
      '+44 7400 123456',
      '04 234 5678',
      '12',
      '050 123',
      '040 123 4567',
      'abc',
      '',
    ),
  })
  .map(
    ({ required, value }): Case => ({
      item: { type: 'text', subtype: 'tel', label: 'Phone', required },
      value,
      valid:
        value === ''
          ? !required
          : ['050 123 4567', '+971 4 234 5678', '04 234 5678'].includes(value),
    }),
  )

const numberCase = fc
  .record({
    required: fc.boolean(),
    min: fc.option(fc.integer({ min: -10, max: 10 }), { nil: undefined }),
    max: fc.option(fc.integer({ min: -10, max: 20 }), { nil: undefined }),
    value: fc.oneof(
      fc.integer({ min: -20, max: 30 }),
      fc.double(),
      fc.integer({ min: -20, max: 30 }).map(String),
      fc.double({ min: -30, max: 30 }).map(String),
      fc.stringMatching(/^[0-9a-z.+ -]{0,5}$/),
    ),
  })
  .map(({ required, min, max, value }): Case => {
    let valid: boolean
    if (blank(value)) valid = !required
    else {
      const text = String(value).trim()
      const number =
        typeof value === 'number' ? value : /^[+-]?[\d.]+$/.test(text) ? Number(text) : Number.NaN
      valid =
        Number.isFinite(number) &&
        (min === undefined || number >= min) &&
        (max === undefined || number <= max)
    }
    return { item: { type: 'number', label: 'Count', required, min, max }, value, valid }
  })

const selectCase = fc
  .record({
    required: fc.boolean(),
    multiple: fc.boolean(),
    options: optionValues,
    pick: fc.array(fc.nat(), { maxLength: 3 }),
    stray: fc.option(fc.stringMatching(/^[A-Z]{1,3}$/), { nil: undefined }),
  })
  .map(({ required, multiple, options, pick, stray }): Case => {
    const chosen = pick.map((index) => options[index % options.length] ?? '')
    if (stray !== undefined) chosen.push(stray)
    const value = multiple ? chosen : (chosen[0] ?? '')
    const empty = multiple ? chosen.length === 0 : chosen.length === 0
    const known = (multiple ? chosen : chosen.slice(0, 1)).every((one) => options.includes(one))
    return {
      item: {
        type: 'select',
        label: 'Pick',
        required,
        multiple,
        values: options.map((option) => ({ label: option.toUpperCase(), value: option })),
      },
      value,
      valid: empty ? !required : known,
    }
  })

const choiceCase = fc
  .record({
    radio: fc.boolean(),
    required: fc.boolean(),
    allowsOther: fc.boolean(),
    options: optionValues,
    pick: fc.array(fc.nat(), { maxLength: 3 }),
    other: fc.option(fc.oneof(fc.string({ maxLength: 6 }), fc.constant('  ')), { nil: undefined }),
  })
  .map(({ radio, required, allowsOther, options, pick, other }): Case => {
    const selected = [...new Set(pick.map((index) => options[index % options.length] ?? ''))]
    const value = { selected, other }
    const count = selected.length + (other === undefined ? 0 : 1)
    let valid: boolean
    if (count === 0) valid = !required
    else if (radio && count > 1) valid = false
    else if (other !== undefined) valid = allowsOther && other.trim() !== ''
    else valid = true
    return {
      item: {
        type: radio ? 'radio-group' : 'checkbox-group',
        label: 'Choose',
        required,
        other: allowsOther,
        values: options.map((option) => ({ label: option, value: option })),
      },
      value,
      valid,
    }
  })

const dateCase = fc
  .record({
    required: fc.boolean(),
    value: fc.oneof(
      fc
        .date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2100-12-31T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((date) => date.toISOString().slice(0, 10)),
      fc.constantFrom(
        '2026-02-30',
        '2027-02-29',
        '2028-02-29',
        '2026-13-01',
        '22/11/2026',
        '',
        '2026-4-1',
      ),
    ),
  })
  .map(
    ({ required, value }): Case => ({
      item: { type: 'date', label: 'Day', required },
      value,
      valid: value === '' ? !required : realDay(value),
    }),
  )

const starCase = fc
  .record({
    required: fc.boolean(),
    max: fc.integer({ min: 1, max: 10 }),
    value: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.double({ min: 0, max: 6 })),
  })
  .map(
    ({ required, max, value }): Case => ({
      item: { type: 'starRating', label: 'Stars', required, placeholder: String(max) },
      value,
      valid: value === 0 ? !required : Number.isInteger(value) && value >= 1 && value <= max,
    }),
  )

const anyCase = fc.oneof(
  textCase,
  emailCase,
  telCase,
  numberCase,
  selectCase,
  choiceCase,
  dateCase,
  starCase,
)

// 10,000 runs take a few seconds alone, longer while the whole monorepo's tests share the machine.
describe('properties', { timeout: 120_000 }, () => {
  it('parse and validate never throw for 10,000 random field definitions and values', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.array(rawItem, { maxLength: 6 }), junk),
        fc.dictionary(fc.constantFrom('a', 'b', 'c', 'field-0', 'x'), anyValue),
        (formData, values) => {
          const { fields } = parseFormData(formData)
          const result = validateForm(fields, values, { country: 'AE', phoneRules })
          expect(result.success).toBe(result.issues.length === 0)
          // Every placeholder of every template has its parameter.
          for (const issue of result.issues) {
            for (const [, name = ''] of issue.template.matchAll(/\{(\w+)\}/g)) {
              expect(issue.params[name]).toBeDefined()
            }
          }
        },
      ),
      { numRuns: 10_000 },
    )
  })

  it('every invalid value yields at least one message, every valid one none, and valid output validates again (10,000 forms)', () => {
    fc.assert(
      fc.property(fc.array(anyCase, { minLength: 1, maxLength: 5 }), (cases) => {
        const formData = cases.map((entry, index) => ({ ...entry.item, name: `f${index}` }))
        const { fields, reports } = parseFormData(formData)
        // min above max is reported (and then no value is valid), nothing else may be.
        expect(reports.filter((report) => report.kind !== 'min-above-max')).toEqual([])
        const values = Object.fromEntries(cases.map((entry, index) => [`f${index}`, entry.value]))
        const result = createFormValidator(fields, { country: 'AE', phoneRules })(values)
        if (result.success) {
          // What the browser submits, the server validates again to the same answers.
          expect(createFormValidator(fields, { country: 'AE', phoneRules })(result.output)).toEqual(
            result,
          )
        }
        cases.forEach((entry, index) => {
          const messages = result.issues.filter((issue) => issue.field === `f${index}`)
          if (entry.valid) expect(messages, JSON.stringify(entry)).toEqual([])
          else expect(messages.length, JSON.stringify(entry)).toBeGreaterThan(0)
        })
      }),
      { numRuns: 10_000 },
    )
  })

  it('the checkout date/time is valid exactly when its minute is not before the minute of now', () => {
    const fields = checkoutFields(
      { enable_delivery_datetime: true, al_futtaim_enabled: true },
      { orderType: 'delivery' },
    )
    const isoWithOffset = (millis: number, offsetMinutes: number) => {
      const local = new Date(millis + offsetMinutes * 60_000).toISOString().slice(0, 19)
      const sign = offsetMinutes < 0 ? '-' : '+'
      const abs = Math.abs(offsetMinutes)
      const hh = String(Math.floor(abs / 60)).padStart(2, '0')
      const mm = String(abs % 60).padStart(2, '0')
      return `${local}${sign}${hh}:${mm}`
    }
    const base = Date.UTC(2026, 10, 22, 6, 0, 0)
    fc.assert(
      fc.property(
        fc.integer({ min: -3 * 86_400, max: 3 * 86_400 }),
        fc.integer({ min: -3 * 86_400, max: 3 * 86_400 }),
        fc.integer({ min: -12 * 4, max: 14 * 4 }).map((quarters) => quarters * 15),
        fc.integer({ min: -12 * 4, max: 14 * 4 }).map((quarters) => quarters * 15),
        (valueSeconds, nowSeconds, valueOffset, nowOffset) => {
          const valueMillis = base + valueSeconds * 1000
          const nowMillis = base + nowSeconds * 1000
          const result = validateCheckout(
            { customDateTime: isoWithOffset(valueMillis, valueOffset), address: 'Villa 7' },
            { ...fields, address: true },
            { now: isoWithOffset(nowMillis, nowOffset) },
          )
          const expected = Math.floor(valueMillis / 60_000) >= Math.floor(nowMillis / 60_000)
          expect(result.success).toBe(expected)
        },
      ),
      { numRuns: 2_000 },
    )
  })

  it('checkout validation never throws for any flags, order type and values', () => {
    const flag = fc.option(fc.boolean(), { nil: undefined })
    const text = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('050 123 4567', 'A 12345', 'a@b.co'),
    )
    fc.assert(
      fc.property(
        fc.record({
          al_futtaim_enabled: flag,
          enable_order_email: flag,
          enable_order_phone: flag,
          enable_delivery_datetime: flag,
          enable_address_google_maps: flag,
          checkout_terms: fc.anything(),
          menu_country: fc.option(fc.constantFrom('AE', 'kw', 'SA', 'GB', 'US', 'XX', ''), {
            nil: undefined,
          }),
        }),
        fc.constantFrom('delivery', 'dine_in', 'takeaway', 'drive_thru' as const),
        fc.dictionary(
          fc.constantFrom(
            'name',
            'email',
            'phone',
            'carNumber',
            'customDateTime',
            'address',
            'checkout_terms',
          ),
          fc.oneof(text, fc.anything()),
        ),
        (flags, orderType, values) => {
          const fields = checkoutFields(flags, { orderType })
          const result = validateCheckout(values, fields, {
            now: '2026-11-22T06:00:00Z',
            phoneRules,
          })
          expect(result.success).toBe(result.issues.length === 0)
          if (
            fields.phone !== false &&
            !fields.phone.disabled &&
            result.success &&
            result.output.phone
          ) {
            expect(result.output.phone).toMatch(/^\+[1-9]\d{6,14}$/)
          }
        },
      ),
      { numRuns: 2_000 },
    )
  })

  it('a 6-digit hex colour survives parse then write (lower-cased)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^#[0-9a-fA-F]{6}$/), (hex) => {
        const parsed = parseColor(hex)
        expect(parsed && toHexColor(parsed)).toBe(hex.toLowerCase())
      }),
      { numRuns: 1_000 },
    )
  })
})
