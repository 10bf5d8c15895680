import * as v from 'valibot'
import { type FieldRuleOptions, type FieldSchema, fieldSchema } from './field-schema'
import type {
  FormFieldDefinition,
  FormOutput,
  FormValues,
  InputField,
  SubmissionValue,
} from './field-types'
import { formatMessage } from './format-message'
import { isInputField } from './is-input-field'
import { FORM_MESSAGES, type FormMessageKey, type MessageParams } from './messages'
import { plainText } from './plain-text'
import type { FormIssue, ValidationResult } from './validation-result'

/** A dynamic form's validation result; issues carry FORM_MESSAGES keys. */
export type FormValidationResult = ValidationResult<FormOutput, FormMessageKey>

/** Validates a whole form's values; build once per form, call on every change. */
export type FormValidator = (values: FormValues) => FormValidationResult

const isKey = (message: string): message is FormMessageKey => Object.hasOwn(FORM_MESSAGES, message)

function paramsOf(field: InputField): MessageParams {
  const label = plainText(field.label) || field.name
  switch (field.type) {
    case 'number':
      return {
        label,
        ...(field.min === undefined ? {} : { min: field.min }),
        ...(field.max === undefined ? {} : { max: field.max }),
        ...(field.step === undefined ? {} : { step: field.step }),
      }
    case 'starRating':
      return { label, min: 1, max: field.max }
    case 'text':
    case 'textarea':
      return field.maxlength === undefined ? { label } : { label, n: field.maxlength }
    default:
      return { label }
  }
}

/**
 * Builds the validator of a form: one valibot schema per input field (display-only fields take no
 * value), run on every change. The result lists every message with its key and parameters, so the
 * screen can translate it; it never throws for any values.
 * spec: menu-browsing §5 Validation rules (dynamic form; validation runs on every change)
 * @param fields - the parsed fields of the form
 * @param options - the menu country and phone rules (required when a tel field exists), and the
 *   form's language (a number field reads '2,5' where it writes a decimal comma)
 * @returns a function from the form's values to `{ success, output, issues }`
 */
export function createFormValidator(
  fields: readonly FormFieldDefinition[],
  options: FieldRuleOptions = {},
): FormValidator {
  const rules: { field: InputField; schema: FieldSchema; params: MessageParams }[] = fields
    .filter(isInputField)
    .map((field) => ({ field, schema: fieldSchema(field, options), params: paramsOf(field) }))

  return (values) => {
    // Values from the network may be anything; a non-object answers nothing.
    const source: Readonly<Record<string, unknown>> =
      typeof values === 'object' && values !== null ? values : {}
    const issues: FormIssue<FormMessageKey>[] = []
    const output: Record<string, SubmissionValue> = {}
    for (const { field, schema, params } of rules) {
      const result = v.safeParse(
        schema,
        Object.hasOwn(source, field.name) ? source[field.name] : undefined,
      )
      if (result.success) {
        if (result.output !== undefined) output[field.name] = result.output
        continue
      }
      const keys = new Set(
        result.issues.map((issue) => (isKey(issue.message) ? issue.message : 'invalid')),
      )
      for (const messageKey of keys) {
        const template = FORM_MESSAGES[messageKey]
        issues.push({
          field: field.name,
          key: messageKey,
          template,
          params,
          message: formatMessage(template, params),
        })
      }
    }
    return issues.length === 0
      ? { success: true, output, issues: [] }
      : { success: false, output: undefined, issues }
  }
}

/**
 * Validates a form's values once (see {@link createFormValidator} to validate on every change).
 * spec: menu-browsing §5 Validation rules (dynamic form)
 * @param fields - the parsed fields of the form
 * @param values - the answers by field name
 * @param options - the menu country, phone rules and language
 * @returns `{ success, output, issues }`
 */
export function validateForm(
  fields: readonly FormFieldDefinition[],
  values: FormValues,
  options: FieldRuleOptions = {},
): FormValidationResult {
  return createFormValidator(fields, options)(values)
}
