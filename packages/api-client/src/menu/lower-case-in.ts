/**
 * Lower-cases text by the rules of `language` (a BCP 47 tag: 'tr', 'en', ...), the same on every
 * phone: in Turkish 'İ' is 'i' and 'I' is 'ı', which a phone set to another language would
 * lower-case otherwise ('İ' as 'i' + a combining dot, so 'iskender' never matched 'İskender').
 * Without a language, or with a tag the platform does not take, the default rules apply.
 * spec: menu-browsing §2 Search page "case-insensitive substring on the product name"
 * @param language - the menu's language code, or undefined
 * @returns the lower-casing for that language
 */
export function lowerCaseIn(language: string | undefined): (text: string) => string {
  let locale: string | undefined
  try {
    locale = language === undefined ? undefined : Intl.getCanonicalLocales(language)[0]
  } catch {
    locale = undefined
  }
  return (text) => text.toLocaleLowerCase(locale ?? 'und')
}
