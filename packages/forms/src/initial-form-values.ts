import type { FormFieldDefinition, FormValue } from './field-types'

/**
 * The values a form starts with: options marked selected are chosen, star ratings are 0 (not rated),
 * everything else is empty text.
 * spec: menu-browsing §2 Dynamic form fields (values with their pre-selection)
 * @param fields - the parsed fields
 * @returns a value per input field name, in the shapes {@link createFormValidator} reads
 */
export function initialFormValues(
  fields: readonly FormFieldDefinition[],
): Readonly<Record<string, FormValue>> {
  const values: Record<string, FormValue> = {}
  for (const field of fields) {
    switch (field.type) {
      case 'header':
      case 'paragraph':
      case 'unknown':
        break
      case 'starRating':
        values[field.name] = 0
        break
      case 'select': {
        const chosen = field.values
          .filter((option) => option.selected)
          .map((option) => option.value)
        values[field.name] = field.multiple ? chosen : (chosen[0] ?? '')
        break
      }
      case 'radio-group':
      case 'checkbox-group': {
        const chosen = field.values
          .filter((option) => option.selected)
          .map((option) => option.value)
        values[field.name] = {
          selected: field.type === 'radio-group' ? chosen.slice(0, 1) : chosen,
        }
        break
      }
      default:
        values[field.name] = ''
    }
  }
  return values
}
