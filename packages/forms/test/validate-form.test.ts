import { describe, expect, it } from 'vitest'
import {
  createFormValidator,
  FORM_MESSAGES,
  type FormFieldDefinition,
  FormsError,
  formatMessage,
  initialFormValues,
  isInputField,
  needsPhoneRules,
  parseFormData,
  validateForm,
} from '../src/index'
import { phoneRules } from '../src/phone/index'

const fieldsOf = (formData: unknown[]): readonly FormFieldDefinition[] =>
  parseFormData(formData).fields

const messagesOf = (
  fields: readonly FormFieldDefinition[],
  values: Record<string, unknown>,
  country = 'AE',
) => validateForm(fields, values, { country, phoneRules }).issues.map((issue) => issue.message)

// spec: menu-browsing §5 Validation rules (dynamic form) — each message exactly as written there.
describe('validateForm messages', () => {
  it("required fields give '{label} is a required field'", () => {
    const fields = fieldsOf([
      { type: 'text', name: 'a', label: 'Your name', required: true },
      { type: 'textarea', name: 'b', label: 'Comments', required: true },
      { type: 'number', name: 'c', label: 'Guests', required: true },
      {
        type: 'select',
        name: 'd',
        label: 'Dish',
        required: true,
        values: [{ label: 'X', value: 'x' }],
      },
      {
        type: 'radio-group',
        name: 'e',
        label: 'Visit',
        required: true,
        values: [{ label: 'X', value: 'x' }],
      },
      {
        type: 'checkbox-group',
        name: 'f',
        label: 'Liked',
        required: true,
        values: [{ label: 'X', value: 'x' }],
      },
      { type: 'date', name: 'g', label: 'Day', required: true },
      { type: 'starRating', name: 'h', label: 'Rating', required: true },
    ])
    expect(
      messagesOf(fields, { a: '   ', b: '', d: '', e: { selected: [] }, f: [], h: 0 }),
    ).toEqual([
      'Your name is a required field',
      'Comments is a required field',
      'Guests is a required field',
      'Dish is a required field',
      'Visit is a required field',
      'Liked is a required field',
      'Day is a required field',
      'Rating is a required field',
    ])
  })

  it("an e-mail subtype must match an e-mail pattern, else 'Invalid email address'", () => {
    const fields = fieldsOf([{ type: 'text', subtype: 'email', name: 'm', label: 'E-mail' }])
    for (const bad of ['diner', 'diner@', '@venue.ae', 'diner@venue', 'di ner@venue.ae', 'a@b.c']) {
      expect(messagesOf(fields, { m: bad })).toEqual(['Invalid email address'])
    }
    for (const good of [
      'diner@venue.ae',
      'first.last+tag@mail.example.co.uk',
      "o'brien@example.ie",
      'x@xn--80ak6aa92e.com',
    ]) {
      expect(messagesOf(fields, { m: good })).toEqual([])
    }
  })

  it("number min gives '{label} requires minimum value of {min}', max '... maximum value of {max}'", () => {
    const fields = fieldsOf([{ type: 'number', name: 'n', label: 'Guests', min: 2, max: 8 }])
    expect(messagesOf(fields, { n: '1' })).toEqual(['Guests requires minimum value of 2'])
    expect(messagesOf(fields, { n: 9 })).toEqual(['Guests requires maximum value of 8'])
    expect(messagesOf(fields, { n: '2' })).toEqual([])
    expect(messagesOf(fields, { n: 8 })).toEqual([])
  })

  it("maxlength gives '{label} can not have more than {n} characters'", () => {
    const fields = fieldsOf([
      { type: 'text', name: 't', label: 'Nickname', maxlength: 5 },
      { type: 'textarea', name: 'u', label: 'Story', maxlength: 3 },
    ])
    expect(messagesOf(fields, { t: 'abcdef', u: 'abcd' })).toEqual([
      'Nickname can not have more than 5 characters',
      'Story can not have more than 3 characters',
    ])
    expect(messagesOf(fields, { t: 'abcde', u: 'abc' })).toEqual([])
  })

  it("a tel subtype is checked against the menu country, else 'Please enter valid phone number'", () => {
    const fields = fieldsOf([{ type: 'text', subtype: 'tel', name: 'p', label: 'Phone' }])
    expect(messagesOf(fields, { p: '050 123 4567' }, 'AE')).toEqual([])
    expect(messagesOf(fields, { p: '050 123' }, 'AE')).toEqual(['Please enter valid phone number'])
    // A UAE mobile written nationally is not a Kuwaiti number.
    expect(messagesOf(fields, { p: '050 123 4567' }, 'KW')).toEqual([
      'Please enter valid phone number',
    ])
  })

  it("radio and checkbox groups with an 'other' choice require text, else 'Please enter other value'", () => {
    const fields = fieldsOf([
      {
        type: 'radio-group',
        name: 'r',
        label: 'How',
        other: true,
        values: [{ label: 'A', value: 'a' }],
      },
      {
        type: 'checkbox-group',
        name: 'c',
        label: 'What',
        other: true,
        values: [{ label: 'A', value: 'a' }],
      },
    ])
    expect(
      messagesOf(fields, { r: { selected: [], other: ' ' }, c: { selected: ['a'], other: '' } }),
    ).toEqual(['Please enter other value', 'Please enter other value'])
    const result = validateForm(fields, {
      r: { selected: [], other: ' Friends ' },
      c: { selected: ['a'], other: 'Music' },
    })
    expect(result.success && result.output).toEqual({ r: 'Friends', c: ['a', 'Music'] })
  })

  it('star rating accepts 1 up to the maximum from the placeholder', () => {
    const fields = fieldsOf([{ type: 'starRating', name: 's', label: 'Rating', placeholder: '4' }])
    expect(messagesOf(fields, { s: 4 })).toEqual([])
    expect(messagesOf(fields, { s: 5 })).toEqual(['Rating requires maximum value of 4'])
    expect(messagesOf(fields, { s: 0 })).toEqual([])
  })

  it('names the field by the plain text of an HTML label', () => {
    const fields = fieldsOf([
      { type: 'text', name: 'a', label: 'Your <b>name</b>&nbsp;', required: true },
    ])
    expect(messagesOf(fields, {})).toEqual(['Your name is a required field'])
  })

  it('gives each issue its key, template and parameters so the screen can translate it', () => {
    const fields = fieldsOf([{ type: 'number', name: 'n', label: 'Guests', min: 2 }])
    const [issue] = validateForm(fields, { n: 1 }).issues
    expect(issue).toEqual({
      field: 'n',
      key: 'minValue',
      template: FORM_MESSAGES.minValue,
      params: { label: 'Guests', min: 2 },
      message: 'Guests requires minimum value of 2',
    })
    const arabic: Record<string, string> = {
      '{label} requires minimum value of {min}': '{label} يتطلب قيمة لا تقل عن {min}',
    }
    const translate = (english: string) => arabic[english] ?? english
    expect(issue && formatMessage(issue.template, issue.params, translate)).toBe(
      'Guests يتطلب قيمة لا تقل عن 2',
    )
  })

  it('rejects values of the wrong shape or outside the options with the invalid message (a number field says it wants a number)', () => {
    const fields = fieldsOf([
      { type: 'select', name: 's', label: 'Dish', values: [{ label: 'X', value: 'x' }] },
      { type: 'number', name: 'n', label: 'Guests' },
      { type: 'date', name: 'd', label: 'Day' },
      {
        type: 'radio-group',
        name: 'r',
        label: 'One',
        values: [
          { label: 'A', value: 'a' },
          { label: 'B', value: 'b' },
        ],
      },
    ])
    const result = validateForm(fields, {
      s: 'y',
      n: 'two',
      d: '2026-02-30',
      r: { selected: ['a', 'b'] },
    })
    expect(result.issues.map((issue) => [issue.field, issue.key])).toEqual([
      ['s', 'invalid'],
      ['n', 'number'],
      ['d', 'invalid'],
      ['r', 'invalid'],
    ])
  })
})

describe('validateForm output', () => {
  it('normalises answers: trimmed text, numbers, chosen values; empty optional fields left out', () => {
    const fields = fieldsOf([
      { type: 'header', label: 'Hello' },
      { type: 'text', name: 't', label: 'T' },
      { type: 'number', name: 'n', label: 'N' },
      {
        type: 'select',
        name: 's',
        label: 'S',
        multiple: true,
        values: [
          { label: 'A', value: 'a' },
          { label: 'B', value: 'b' },
        ],
      },
      { type: 'checkbox-group', name: 'c', label: 'C', values: [{ label: 'A', value: 'a' }] },
      { type: 'radio-group', name: 'r', label: 'R', values: [{ label: 'A', value: 'a' }] },
      { type: 'date', name: 'd', label: 'D' },
      { type: 'starRating', name: 'st', label: 'Stars' },
      { type: 'mystery', label: 'Shown as text' },
    ])
    const result = validateForm(fields, {
      t: '  hi ',
      n: '4.5',
      s: 'b',
      c: ['a'],
      r: 'a',
      d: '2026-11-22',
      st: '3',
    })
    expect(result).toEqual({
      success: true,
      output: { t: 'hi', n: 4.5, s: ['b'], c: ['a'], r: 'a', d: '2026-11-22', st: 3 },
      issues: [],
    })
    expect(validateForm(fields, {})).toEqual({ success: true, output: {}, issues: [] })
  })

  it('never throws for values that are not an object (venue-api reads them from the network)', () => {
    const fields = fieldsOf([{ type: 'text', name: 't', label: 'T', required: true }])
    const validate = createFormValidator(fields)
    for (const values of [null, undefined, 'text', 3, []]) {
      expect(validate(values as never).issues.map((issue) => issue.key)).toEqual(['required'])
    }
  })

  it('throws a FormsError when a tel field is validated without phone rules (programmer error)', () => {
    const fields = fieldsOf([{ type: 'text', subtype: 'tel', name: 'p', label: 'Phone' }])
    expect(() => createFormValidator(fields)).toThrow(FormsError)
    expect(() => createFormValidator(fields)).toThrow(/^\[@carte\/forms\]/)
  })
})

describe('initialFormValues', () => {
  it('starts with pre-selected options, 0 stars and empty text', () => {
    const fields = fieldsOf([
      { type: 'text', name: 't', label: 'T' },
      {
        type: 'select',
        name: 's',
        label: 'S',
        values: [{ label: 'A', value: 'a', selected: true }],
      },
      {
        type: 'checkbox-group',
        name: 'c',
        label: 'C',
        values: [
          { label: 'A', value: 'a', selected: true },
          { label: 'B', value: 'b', selected: true },
        ],
      },
      { type: 'starRating', name: 'st', label: 'Stars' },
      { type: 'paragraph', label: 'P' },
    ])
    expect(initialFormValues(fields)).toEqual({ t: '', s: 'a', c: { selected: ['a', 'b'] }, st: 0 })
  })
})

describe('isInputField and needsPhoneRules', () => {
  it('tells input fields from display-only ones, and whether phone rules must be loaded', () => {
    const fields = fieldsOf([
      { type: 'header', label: 'H' },
      { type: 'paragraph', label: 'P' },
      { type: 'file', label: 'F' },
      { type: 'text', name: 't', label: 'T' },
    ])
    expect(fields.map(isInputField)).toEqual([false, false, false, true])
    expect(needsPhoneRules(fields)).toBe(false)
    expect(
      needsPhoneRules(fieldsOf([{ type: 'text', subtype: 'tel', name: 'p', label: 'P' }])),
    ).toBe(true)
  })
})

// venue-api validates the submitted answers with the same fields: the output must validate again.
describe('validated output validates again (server side)', () => {
  it("reads a plain value that is not an option as the 'other' text of a group that has one", () => {
    const fields = fieldsOf([
      {
        type: 'radio-group',
        name: 'r',
        label: 'How',
        other: true,
        values: [{ label: 'A', value: 'a' }],
      },
      {
        type: 'checkbox-group',
        name: 'c',
        label: 'What',
        other: true,
        values: [{ label: 'A', value: 'a' }],
      },
      { type: 'radio-group', name: 'n', label: 'No other', values: [{ label: 'A', value: 'a' }] },
    ])
    expect(validateForm(fields, { r: 'Friends', c: ['a', 'Music'] })).toEqual({
      success: true,
      output: { r: 'Friends', c: ['a', 'Music'] },
      issues: [],
    })
    expect(
      validateForm(fields, { c: ['x', 'y'], n: 'Friends' }).issues.map((issue) => issue.field),
    ).toEqual(['c', 'n'])
  })
})
