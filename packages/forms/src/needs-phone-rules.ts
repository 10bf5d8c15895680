import type { FormFieldDefinition } from './field-types'

/**
 * Whether validating this form needs phone rules (it has a tel field), so a screen can load
 * '@carte/forms/phone' only then.
 * spec: menu-browsing §5 (a tel subtype is checked against the menu country's phone format)
 * @param fields - the parsed fields
 * @returns true when some field is a text field of subtype tel
 */
export function needsPhoneRules(fields: readonly FormFieldDefinition[]): boolean {
  return fields.some((field) => field.type === 'text' && field.subtype === 'tel')
}
