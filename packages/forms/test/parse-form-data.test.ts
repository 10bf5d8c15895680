import { describe, expect, it } from 'vitest'
import { DEFAULT_STAR_MAX, type FormFieldDefinition, parseFormData } from '../src/index'

// spec: menu-browsing §2 Dynamic form fields — types and item attributes.
describe('parseFormData', () => {
  it('reads every field type with every item attribute of the spec', () => {
    const { fields, reports } = parseFormData([
      { type: 'header', subtype: 'h2', label: 'Tell us' },
      { type: 'paragraph', subtype: 'p', label: 'It takes a minute.' },
      {
        type: 'text',
        subtype: 'email',
        name: 'mail',
        label: 'E-mail',
        placeholder: 'you@example.com',
        description: 'We reply here',
        required: true,
        maxlength: 60,
      },
      { type: 'text', subtype: 'tel', name: 'tel', label: 'Phone' },
      { type: 'textarea', name: 'notes', label: 'Notes', rows: 4, maxlength: 200 },
      { type: 'number', name: 'guests', label: 'Guests', min: 1, max: 12, step: 1 },
      {
        type: 'select',
        name: 'dish',
        label: 'Dish',
        multiple: true,
        values: [
          { label: 'Soup', value: 'soup', selected: true },
          { label: 'Salad', value: 'salad' },
        ],
      },
      {
        type: 'radio-group',
        name: 'visit',
        label: 'Visit',
        inline: true,
        other: true,
        values: [{ label: 'First', value: 'first' }],
      },
      {
        type: 'checkbox-group',
        name: 'liked',
        label: 'Liked',
        toggle: true,
        inline: false,
        other: false,
        values: [{ label: 'Food', value: 'food' }],
      },
      { type: 'date', name: 'day', label: 'Day', required: false },
      { type: 'starRating', name: 'stars', label: 'Rating', placeholder: '7' },
    ])
    expect(reports).toEqual([])
    const expected: FormFieldDefinition[] = [
      { type: 'header', subtype: 'h2', label: 'Tell us' },
      { type: 'paragraph', subtype: 'p', label: 'It takes a minute.' },
      {
        type: 'text',
        subtype: 'email',
        name: 'mail',
        label: 'E-mail',
        placeholder: 'you@example.com',
        description: 'We reply here',
        required: true,
        maxlength: 60,
      },
      { type: 'text', subtype: 'tel', name: 'tel', label: 'Phone', required: false },
      { type: 'textarea', name: 'notes', label: 'Notes', required: false, rows: 4, maxlength: 200 },
      {
        type: 'number',
        name: 'guests',
        label: 'Guests',
        required: false,
        min: 1,
        max: 12,
        step: 1,
      },
      {
        type: 'select',
        name: 'dish',
        label: 'Dish',
        required: false,
        multiple: true,
        values: [
          { label: 'Soup', value: 'soup', selected: true },
          { label: 'Salad', value: 'salad', selected: false },
        ],
      },
      {
        type: 'radio-group',
        name: 'visit',
        label: 'Visit',
        required: false,
        inline: true,
        other: true,
        values: [{ label: 'First', value: 'first', selected: false }],
      },
      {
        type: 'checkbox-group',
        name: 'liked',
        label: 'Liked',
        required: false,
        toggle: true,
        inline: false,
        other: false,
        values: [{ label: 'Food', value: 'food', selected: false }],
      },
      { type: 'date', name: 'day', label: 'Day', required: false },
      { type: 'starRating', name: 'stars', label: 'Rating', required: false, max: 7 },
    ]
    expect(fields).toEqual(expected)
  })

  it('accepts the JSON text of form_data and attributes written as strings', () => {
    const { fields, reports } = parseFormData(
      JSON.stringify([
        { type: 'number', name: 'n', label: 'N', required: 'true', min: '0', max: '9.5' },
        { type: 'textarea', name: 't', label: 'T', rows: '3', maxlength: '40' },
      ]),
    )
    expect(reports).toEqual([])
    expect(fields).toEqual([
      { type: 'number', name: 'n', label: 'N', required: true, min: 0, max: 9.5 },
      { type: 'textarea', name: 't', label: 'T', required: false, rows: 3, maxlength: 40 },
    ])
  })

  it('keeps an unknown field type as display-only and reports it, never throwing', () => {
    const { fields, reports } = parseFormData([
      { type: 'file', name: 'upload', label: 'Your photo' },
      { type: 'text', name: 'a', label: 'A' },
    ])
    expect(fields[0]).toEqual({ type: 'unknown', sourceType: 'file', label: 'Your photo' })
    expect(fields[1]?.type).toBe('text')
    expect(reports).toEqual([{ index: 0, kind: 'unknown-type', detail: 'file' }])
  })

  it('takes the star rating maximum from the placeholder (spec §2), default 5', () => {
    const { fields } = parseFormData([
      { type: 'starRating', name: 'a', label: 'A', placeholder: '3' },
      { type: 'starRating', name: 'b', label: 'B' },
      { type: 'starRating', name: 'c', label: 'C', placeholder: 'Rate us' },
    ])
    expect(fields.map((field) => (field.type === 'starRating' ? field.max : 0))).toEqual([
      3,
      DEFAULT_STAR_MAX,
      5,
    ])
  })

  it('reports malformed attributes and drops them instead of failing the form', () => {
    const { fields, reports } = parseFormData([
      { type: 'number', name: 'n', label: 'N', min: 'lots', max: 5 },
      { type: 'text', subtype: 'week', name: 't', label: 'T' },
    ])
    expect(fields).toEqual([
      { type: 'number', name: 'n', label: 'N', required: false, max: 5 },
      { type: 'text', subtype: 'text', name: 't', label: 'T', required: false },
    ])
    expect(reports.map((report) => [report.index, report.kind])).toEqual([
      [0, 'invalid-attribute'],
      [1, 'invalid-attribute'],
    ])
  })

  it('names nameless fields and renames repeated names, reporting both', () => {
    const { fields, reports } = parseFormData([
      { type: 'text', label: 'A' },
      { type: 'text', name: 'x', label: 'B' },
      { type: 'date', name: 'x', label: 'C' },
    ])
    expect(fields.map((field) => ('name' in field ? field.name : ''))).toEqual([
      'field-0',
      'x',
      'x-2',
    ])
    expect(reports.map((report) => report.kind)).toEqual(['missing-name', 'duplicate-name'])
  })

  it('answers a form_data that is not a list with no fields and a report', () => {
    for (const input of [undefined, null, 42, '{not json', { type: 'text' }]) {
      const parsed = parseFormData(input)
      expect(parsed.fields).toEqual([])
      expect(parsed.reports[0]?.kind).toBe('not-a-list')
    }
  })

  it('skips items that are not objects, and options without label or value', () => {
    const { fields, reports } = parseFormData([
      null,
      'text',
      { type: 'select', name: 's', label: 'S', values: [{ label: 'Only label' }, {}, 7] },
    ])
    expect(fields).toEqual([
      {
        type: 'select',
        name: 's',
        label: 'S',
        required: false,
        multiple: false,
        values: [{ label: 'Only label', value: 'Only label', selected: false }],
      },
    ])
    expect(reports.map((report) => report.kind)).toEqual([
      'not-an-item',
      'not-an-item',
      'invalid-option',
      'invalid-option',
    ])
  })

  it('reports a number field whose min is above its max', () => {
    const { reports } = parseFormData([{ type: 'number', name: 'n', label: 'N', min: 5, max: 1 }])
    expect(reports).toEqual([{ index: 0, kind: 'min-above-max', detail: '5 > 1' }])
  })
})
