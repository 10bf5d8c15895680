// One lookup per language: Intl's locale matching is slow in a browser, and a screen asks often.
const locales = new Map<string, string>()

/**
 * The locale dates are formatted in: the selected language when Intl knows it, English otherwise
 * (a missing, unknown or malformed tag). Intl given a tag it does not know would silently use the
 * device's own locale instead ('kp' under de-DE gives German weekdays).
 * spec: menu-browsing §9 "Date locale falls back to English"
 * @param language - the selected language.
 * @returns `language`, or 'en'.
 */
export function dateLocale(language: string | null | undefined): string {
  if (!language) return 'en'
  let locale = locales.get(language)
  if (locale === undefined) {
    try {
      locale = Intl.DateTimeFormat.supportedLocalesOf([language]).length > 0 ? language : 'en'
    } catch {
      // A malformed tag (RangeError) falls back like an unknown one.
      locale = 'en'
    }
    locales.set(language, locale)
  }
  return locale
}
