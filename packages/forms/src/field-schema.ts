import * as v from 'valibot'
import { isCalendarDate } from './calendar'
import { emailActions } from './email'
import { assert } from './errors'
import type {
  CheckboxGroupField,
  InputField,
  RadioGroupField,
  SelectField,
  SubmissionValue,
} from './field-types'
import type { FormMessageKey } from './messages'
import { numberFromText } from './number-text'
import type { PhoneRules } from './phone-rules'

/** What a field's rules need beyond the field itself. */
export interface FieldRuleOptions {
  /** The menu's menu_country (ISO 3166 alpha-2), for tel fields. */
  readonly country?: string | null | undefined
  /** Phone checking; required when the form has a tel field (from '@carte/forms/phone'). */
  readonly phoneRules?: PhoneRules | undefined
  /**
   * The form's language: in one that writes ',' for decimals (de, es, fr, …) a number field
   * reads '2,5' as 2.5 ({@link numberFromText}). Without it only '.' is a decimal separator.
   */
  readonly language?: string | undefined
}

/** A field's valibot schema: any input in, the normalised answer (or undefined when empty) out. */
export type FieldSchema = v.GenericSchema<unknown, SubmissionValue | undefined>

// Every issue message is a key of FORM_MESSAGES, so the caller can translate and fill it.
const key = (name: FormMessageKey): FormMessageKey => name

const INVALID: FormMessageKey = 'invalid'

// Typed text reads as a number with any of the digits and the decimal separator a diner's
// keyboard has (numberFromText).
const numberLike = (message: FormMessageKey, language: string | undefined) =>
  v.union(
    [
      v.number(),
      v.pipe(
        v.string(),
        v.check((text) => numberFromText(text, language) !== undefined, message),
        v.transform((text) => numberFromText(text, language) ?? Number.NaN),
      ),
    ],
    message,
  )

/** Whether a value is min (or 0) plus a whole number of steps, as the input's own step rule reads. */
function onStep(value: number, base: number, step: number): boolean {
  const steps = (value - base) / step
  // Decimal steps (0.1) leave binary rounding error; a millionth of a step is none.
  return Math.abs(steps - Math.round(steps)) < 1e-6
}

const choiceShape = () =>
  v.object(
    {
      selected: v.array(v.string(INVALID), INVALID),
      other: v.optional(v.string(INVALID)),
    },
    INVALID,
  )

/** Empty answers become undefined, so "required" and "optional" are decided in one place. */
function present(value: unknown): unknown {
  if (value === null || value === undefined) return undefined
  if (typeof value === 'string' && value.trim() === '') return undefined
  if (Array.isArray(value) && value.length === 0) return undefined
  if (
    typeof value === 'object' &&
    'selected' in value &&
    Array.isArray(value.selected) &&
    value.selected.length === 0 &&
    (!('other' in value) || value.other === undefined)
  ) {
    return undefined
  }
  return value
}

function textSchema(
  field: Extract<InputField, { type: 'text' | 'textarea' | 'date' }>,
  options: FieldRuleOptions,
) {
  const actions: v.PipeItem<string, string, v.BaseIssue<unknown>>[] = [v.trim()]
  if (field.type !== 'date' && field.maxlength !== undefined) {
    actions.push(v.maxLength(field.maxlength, key('maxLength')))
  }
  if (field.type === 'date') actions.push(v.check(isCalendarDate, key('invalid')))
  if (field.type === 'text' && field.subtype === 'email')
    actions.push(...emailActions(key('email')))
  if (field.type === 'text' && field.subtype === 'tel') {
    const rules = options.phoneRules
    assert(rules !== undefined, 'PHONE_RULES_MISSING', field.name)
    actions.push(v.check((text) => rules.isValid(text, options.country), key('phone')))
  }
  return v.pipe(v.string(key('invalid')), ...actions)
}

function numberSchema(
  min: number | undefined,
  max: number | undefined,
  options: {
    readonly integer?: boolean
    readonly step?: number | undefined
    readonly language?: string | undefined
  },
) {
  // A star rating's value comes from its own control: text there is malformed, not mistyped.
  const notNumber = options.integer ? key('invalid') : key('number')
  const actions: v.PipeItem<number, number, v.BaseIssue<unknown>>[] = [v.finite(notNumber)]
  if (options.integer) actions.push(v.integer(key('invalid')))
  if (min !== undefined) actions.push(v.minValue(min, key('minValue')))
  if (max !== undefined) actions.push(v.maxValue(max, key('maxValue')))
  const { step } = options
  if (step !== undefined && step > 0) {
    actions.push(v.check((value) => onStep(value, min ?? 0, step), key('step')))
  }
  return v.pipe(numberLike(notNumber, options.language), ...actions)
}

function selectSchema(field: SelectField) {
  const option = v.picklist(
    field.values.map((choice) => choice.value),
    key('invalid'),
  )
  if (!field.multiple) return option
  return v.pipe(
    v.union(
      [
        v.pipe(
          option,
          v.transform((one) => [one]),
        ),
        v.array(option),
      ],
      key('invalid'),
    ),
    v.transform((chosen) => [...new Set(chosen)]),
  )
}

function choiceSchema(field: RadioGroupField | CheckboxGroupField) {
  const known = new Set(field.values.map((choice) => choice.value))
  const single = field.type === 'radio-group'
  const asChoice = v.union(
    [
      choiceShape(),
      v.pipe(
        single ? v.string() : v.array(v.string()),
        v.transform((chosen): { selected: string[]; other?: string | undefined } => {
          const list = typeof chosen === 'string' ? [chosen] : chosen
          const unknown = list.filter((value) => !known.has(value))
          // The plain shape is also the validated output: there, the one value that is not an
          // option is the 'other' text, so a submission validates again on the server.
          if (field.other && unknown.length === 1) {
            return { selected: list.filter((value) => known.has(value)), other: unknown[0] }
          }
          return { selected: list }
        }),
      ),
    ],
    key('invalid'),
  )
  return v.pipe(
    asChoice,
    v.check((choice) => choice.selected.every((value) => known.has(value)), key('invalid')),
    v.check((choice) => field.other || choice.other === undefined, key('invalid')),
    v.check(
      (choice) => !single || choice.selected.length + (choice.other === undefined ? 0 : 1) <= 1,
      key('invalid'),
    ),
    v.check(
      (choice) => choice.other === undefined || choice.other.trim() !== '',
      key('otherRequired'),
    ),
    v.transform((choice): SubmissionValue => {
      const other = choice.other === undefined ? [] : [choice.other.trim()]
      const chosen = [...new Set([...choice.selected, ...other])]
      return single ? (chosen[0] ?? '') : chosen
    }),
  )
}

function valueSchema(
  field: InputField,
  options: FieldRuleOptions,
): v.GenericSchema<unknown, SubmissionValue> {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'date':
      return textSchema(field, options)
    case 'number':
      return numberSchema(field.min, field.max, { step: field.step, language: options.language })
    case 'starRating':
      return numberSchema(1, field.max, { integer: true })
    case 'select':
      return selectSchema(field)
    case 'radio-group':
    case 'checkbox-group':
      return choiceSchema(field)
  }
}

/**
 * Builds the valibot schema of one input field: empty answers (blank text, no choice, 0 stars) are
 * "missing" ('required' when the field is required), then the type's rules: maxlength, e-mail
 * pattern, phone for the menu country, number (Latin, Arabic-Indic or Persian digits) min/max/step,
 * star rating 1..max, options, 'other' text.
 * Every issue's message is a key of FORM_MESSAGES.
 * spec: menu-browsing §5 Validation rules (dynamic form); §2 (star rating maximum)
 * @param field - a parsed input field
 * @param options - the menu country and phone rules (for tel fields), the language (for numbers)
 * @returns a schema whose output is the normalised answer, or undefined for an empty optional field
 */
export function fieldSchema(field: InputField, options: FieldRuleOptions = {}): FieldSchema {
  return v.pipe(
    v.unknown(),
    v.transform((value) =>
      // A star rating of 0 is "not rated yet".
      field.type === 'starRating' && (value === 0 || value === '0') ? undefined : present(value),
    ),
    v.check((value) => !field.required || value !== undefined, key('required')),
    v.optional(valueSchema(field, options)),
  )
}
