import { decimalSeparatorOf } from './decimal-separator'
import type { FormFieldDefinition, FormValue } from './field-types'
import { numberFromText } from './number-text'

/**
 * A form's answers after a change of the form's language: each number field's text that reads as
 * a number in the language it was typed in is written with the new language's decimal separator
 * ('2,5' typed in fr is '2.5' in en, and back), so a kept answer still reads as the number the
 * diner meant instead of 'must be a number'. Its digits stay as typed; text that is no number in
 * the old language, and every other field, is left as it is.
 * spec: menu-browsing §2 Dynamic form fields (number), §2 "a language change swaps the segment and
 *   reloads the menu", §9 supported languages; issue 5 (no form input silently dropped)
 * @param fields - the form's parsed fields
 * @param values - the answers, as typed in `from`
 * @param from - the language the answers were typed in
 * @param to - the form's new language
 * @returns `values` itself when nothing changes, else a copy with the number texts rewritten
 */
export function numberValuesInLanguage(
  fields: readonly FormFieldDefinition[],
  values: Readonly<Record<string, FormValue>>,
  from: string,
  to: string,
): Readonly<Record<string, FormValue>> {
  const typed = decimalSeparatorOf(from)
  const wanted = decimalSeparatorOf(to)
  if (typed === wanted) return values
  let rewritten: Record<string, FormValue> | undefined
  for (const field of fields) {
    if (field.type !== 'number') continue
    const text = values[field.name]
    // A comma language's text has no '.' (it groups thousands there, so no number has one), and
    // a point language's has no ','; the Arabic '٫' is a point in both and stays.
    if (typeof text !== 'string' || numberFromText(text, from) === undefined) continue
    const next = text.replace(typed, wanted)
    if (next === text) continue
    rewritten ??= { ...values }
    rewritten[field.name] = next
  }
  return rewritten ?? values
}
