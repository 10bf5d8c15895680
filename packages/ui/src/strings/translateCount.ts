import type { MessageParams } from './formatMessage'
import type { Translate } from './StringsProvider'

/**
 * A string that names a count: its ui_strings key and the English texts for one and for any
 * other count.
 */
export type CountedText = readonly [key: string, englishOne: string, englishOther: string]

const pluralRules = new Map<string, Intl.PluralRules>()

/** The CLDR plural category of a count in a language (English rules for an unknown tag). */
function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language)
  if (rules === undefined) {
    try {
      rules = new Intl.PluralRules(language)
    } catch {
      rules = new Intl.PluralRules('en')
    }
    pluralRules.set(language, rules)
  }
  return rules.select(count)
}

/**
 * Translates a string that names a count in the form the language gives that count ('1 item', '2
 * items'; Arabic has six forms). The venue's `{key}_{category}` text comes first (the category is
 * the count's CLDR plural category: zero, one, two, few, many or other, by Intl.PluralRules), then
 * its `{key}` text, then the English one or other text. `{count}` and the other params are
 * substituted as in every string.
 * spec: menu-browsing §3 Menu data (ui_strings); architecture "Strings" (ui_strings key + English
 *   default)
 * @param t - the translator of the venue's ui_strings
 * @param language - the selected language code (its plural rules)
 * @param text - {@link CountedText}
 * @param count - the number counted (its plural form is chosen from it)
 * @param params - the placeholders' values; `count` is the count as shown (its digits)
 * @returns the translated text
 */
export function translateCount(
  t: Translate,
  language: string,
  text: CountedText,
  count: number,
  params?: MessageParams,
): string {
  const [key, englishOne, englishOther] = text
  const category = pluralCategory(language, count)
  // An empty default reads back empty when the venue has no text for the form.
  const venueForm = t(`${key}_${category}`, '', params)
  if (venueForm !== '') return venueForm
  return t(key, category === 'one' ? englishOne : englishOther, params)
}
