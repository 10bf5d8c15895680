import type { FormFieldDefinition, InputField } from './field-types'

/**
 * Whether a field takes a value (header, paragraph and unknown fields are display-only).
 * spec: menu-browsing §2 Dynamic form fields
 * @param field - a parsed field
 * @returns true for text, textarea, number, select, radio-group, checkbox-group, date and starRating
 */
export function isInputField(field: FormFieldDefinition): field is InputField {
  return field.type !== 'header' && field.type !== 'paragraph' && field.type !== 'unknown'
}
