import * as v from 'valibot'
import { attributeSchemas } from './attributes'
import type { FieldOption, FormFieldDefinition, InputFieldBase, TextSubtype } from './field-types'

/** Why part of a form_data was not taken as given. */
export type FormDataReportKind =
  | 'not-a-list'
  | 'not-an-item'
  | 'unknown-type'
  | 'invalid-attribute'
  | 'invalid-option'
  | 'missing-name'
  | 'duplicate-name'
  | 'min-above-max'

/** One finding while parsing form_data; `index` is the item's position (-1: the whole input). */
export interface FormDataReport {
  readonly index: number
  readonly kind: FormDataReportKind
  readonly detail: string
}

/** The typed fields of a form, in order, and what had to be reported on the way. */
export interface ParsedFormData {
  readonly fields: readonly FormFieldDefinition[]
  readonly reports: readonly FormDataReport[]
}

/** A star rating's maximum when the placeholder does not give one. */
export const DEFAULT_STAR_MAX = 5
/** The most stars a rating shows; a larger placeholder is clamped (and reported). */
export const STAR_MAX_LIMIT = 10

const TEXT_SUBTYPES: readonly TextSubtype[] = ['text', 'email', 'tel', 'password', 'color']

type Item = Readonly<Record<string, unknown>>
type Report = (kind: FormDataReportKind, detail: string) => void

const isItem = (value: unknown): value is Item =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Reads one attribute; absent or empty is undefined, a malformed value is reported and dropped. */
function reader(item: Item, report: Report) {
  return <T>(key: string, schema: v.GenericSchema<unknown, T>): T | undefined => {
    const raw = item[key]
    if (raw === undefined || raw === null || raw === '') return undefined
    const result = v.safeParse(schema, raw)
    if (result.success) return result.output
    report('invalid-attribute', `${key}: ${JSON.stringify(raw) ?? typeof raw}`)
    return undefined
  }
}

function readOptions(item: Item, report: Report): FieldOption[] {
  const raw = item.values
  if (raw === undefined || raw === null) return []
  if (!Array.isArray(raw)) {
    report('invalid-attribute', 'values: not a list')
    return []
  }
  const options: FieldOption[] = []
  raw.forEach((option: unknown, position) => {
    const result = v.safeParse(attributeSchemas().option, option)
    if (result.success) options.push(result.output)
    else report('invalid-option', `values[${position}]`)
  })
  return options
}

function parseItem(
  item: Item,
  index: number,
  report: Report,
  takeName: (name: string) => string,
): FormFieldDefinition {
  const read = reader(item, report)
  const attr = attributeSchemas()
  const sourceType = read('type', attr.text) ?? ''
  const label = read('label', attr.text) ?? ''
  const subtype = read('subtype', attr.text)

  if (sourceType === 'header') return { type: 'header', subtype: subtype ?? 'h1', label }
  if (sourceType === 'paragraph') return { type: 'paragraph', subtype: subtype ?? 'p', label }

  const inputTypes = [
    'text',
    'email',
    'tel',
    'textarea',
    'number',
    'select',
    'radio-group',
    'checkbox-group',
    'date',
    'starRating',
  ]
  if (!inputTypes.includes(sourceType)) {
    report('unknown-type', sourceType === '' ? '(no type)' : sourceType)
    return { type: 'unknown', sourceType, label }
  }

  let name = read('name', attr.text)?.trim() ?? ''
  if (name === '') {
    name = `field-${index}`
    report('missing-name', name)
  }
  const placeholder = read('placeholder', attr.text)
  const description = read('description', attr.text)
  const base: InputFieldBase = {
    name: takeName(name),
    label,
    required: read('required', attr.boolean) ?? false,
    ...(placeholder === undefined || sourceType === 'starRating' ? {} : { placeholder }),
    ...(description === undefined ? {} : { description }),
  }
  const maxlength = read('maxlength', attr.count)
  const withMaxlength = maxlength === undefined ? {} : { maxlength }

  switch (sourceType) {
    case 'email':
    case 'tel':
      // Lenient: a few builders write the subtype as the type.
      return { ...base, type: 'text', subtype: sourceType, ...withMaxlength }
    case 'text': {
      let textSubtype: TextSubtype = 'text'
      if (subtype !== undefined) {
        const known = TEXT_SUBTYPES.find((candidate) => candidate === subtype)
        if (known === undefined) report('invalid-attribute', `subtype: ${subtype}`)
        else textSubtype = known
      }
      return { ...base, type: 'text', subtype: textSubtype, ...withMaxlength }
    }
    case 'textarea': {
      const rows = read('rows', attr.count)
      return {
        ...base,
        type: 'textarea',
        ...(rows === undefined ? {} : { rows }),
        ...withMaxlength,
      }
    }
    case 'number': {
      const min = read('min', attr.number)
      const max = read('max', attr.number)
      const step = read('step', attr.positive)
      if (min !== undefined && max !== undefined && min > max) {
        report('min-above-max', `${min} > ${max}`)
      }
      return {
        ...base,
        type: 'number',
        ...(min === undefined ? {} : { min }),
        ...(max === undefined ? {} : { max }),
        ...(step === undefined ? {} : { step }),
      }
    }
    case 'select':
      return {
        ...base,
        type: 'select',
        multiple: read('multiple', attr.boolean) ?? false,
        values: readOptions(item, report),
      }
    case 'radio-group':
      return {
        ...base,
        type: 'radio-group',
        inline: read('inline', attr.boolean) ?? false,
        other: read('other', attr.boolean) ?? false,
        values: readOptions(item, report),
      }
    case 'checkbox-group':
      return {
        ...base,
        type: 'checkbox-group',
        inline: read('inline', attr.boolean) ?? false,
        other: read('other', attr.boolean) ?? false,
        toggle: read('toggle', attr.boolean) ?? false,
        values: readOptions(item, report),
      }
    case 'date':
      return { ...base, type: 'date' }
    default: {
      // starRating: the maximum is the item's placeholder.
      let max = read('placeholder', attr.count) ?? DEFAULT_STAR_MAX
      if (max > STAR_MAX_LIMIT) {
        report('invalid-attribute', `placeholder: ${max} stars clamped to ${STAR_MAX_LIMIT}`)
        max = STAR_MAX_LIMIT
      }
      return { ...base, type: 'starRating', max }
    }
  }
}

/**
 * Parses a form's form_data (the list, or its JSON text) into typed field definitions.
 * Never throws: an unknown type is kept as a display-only `unknown` field, malformed attributes are
 * dropped, a missing name becomes `field-{index}`, a repeated name gets `-{index}` appended, and
 * each of these is listed in `reports`.
 * spec: menu-browsing §2 Dynamic form fields; §3 Form (form_data)
 * @param formData - the form_data of GET /{lang}/api/feedback/{formId}/
 * @returns the fields in order and the reports
 */
export function parseFormData(formData: unknown): ParsedFormData {
  const reports: FormDataReport[] = []
  let list: unknown = formData
  if (typeof formData === 'string') {
    try {
      list = JSON.parse(formData)
    } catch {
      list = undefined
    }
  }
  if (!Array.isArray(list)) {
    reports.push({ index: -1, kind: 'not-a-list', detail: typeof formData })
    return { fields: [], reports }
  }
  const names = new Set<string>()
  const fields: FormFieldDefinition[] = []
  list.forEach((item: unknown, index) => {
    const report: Report = (kind, detail) => reports.push({ index, kind, detail })
    if (!isItem(item)) {
      report('not-an-item', item === null ? 'null' : Array.isArray(item) ? 'array' : typeof item)
      return
    }
    const takeName = (name: string): string => {
      let unique = name
      if (names.has(unique)) {
        unique = `${name}-${index}`
        while (names.has(unique)) unique = `${unique}-${index}`
        report('duplicate-name', `${name} -> ${unique}`)
      }
      names.add(unique)
      return unique
    }
    fields.push(parseItem(item, index, report, takeName))
  })
  return { fields, reports }
}
