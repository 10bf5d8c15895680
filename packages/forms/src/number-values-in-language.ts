import { decimalSeparatorOf } from './decimal-separator'
import type { FormFieldDefinition, FormValue } from './field-types'
import { tradeMarks } from './trade-marks'

// What a number field's text can hold and still be a number in some language: digits of the three
// scripts, the marks, a sign, spaces. Other text (the diner's words) is no number in any language.
const NUMBER_LIKE = /^[\s0-9\u0660-\u0669\u06f0-\u06f9.,\u066b+-]*$/

/**
 * A form's answers after a change of the form's language: when the two languages write different
 * decimal separators, each number field's '.' and ',' trade places ('2,5' typed in fr is '2.5' in
 * en, and back), digits and the Arabic '٫' as typed. The new language then reads every kept
 * number exactly as the old one did ({@link numberFromText}): the number the diner meant instead
 * of 'must be a number', and text that was no number stays no number ('1.000' in fr does not
 * become 1 in en). Text with other characters, and every other field, is left as it is.
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
  if (decimalSeparatorOf(from) === decimalSeparatorOf(to)) return values
  let rewritten: Record<string, FormValue> | undefined
  for (const field of fields) {
    if (field.type !== 'number') continue
    const text = values[field.name]
    if (typeof text !== 'string' || !NUMBER_LIKE.test(text)) continue
    const next = tradeMarks(text)
    if (next === text) continue
    rewritten ??= { ...values }
    rewritten[field.name] = next
  }
  return rewritten ?? values
}
