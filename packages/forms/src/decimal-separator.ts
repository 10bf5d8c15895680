// One lookup per language: Intl builds a formatter per call.
const separators = new Map<string, '.' | ','>()

/**
 * The decimal separator a language writes its numbers with (Latin digits), from Intl: ',' in de,
 * es, fr, it, nl, ru and tr, '.' in en, ar, fa, he, ja, th and zh. A phone's decimal keypad types
 * the separator of the phone's language. A language Intl does not know ('kp') or no language tag
 * gives '.', never the separator of the device's own locale (Intl's fallback).
 * spec: menu-browsing §2 Dynamic form fields (number), §9 supported languages; architecture
 *   "Dates and numbers format through Intl"
 * @param language - a language code ('fr', 'zh-hans')
 * @returns '.' or ','
 */
export function decimalSeparatorOf(language: string): '.' | ',' {
  let separator = separators.get(language)
  if (separator === undefined) {
    let decimal: string | undefined
    try {
      const [locale] = Intl.NumberFormat.supportedLocalesOf([language])
      decimal =
        locale === undefined
          ? undefined
          : new Intl.NumberFormat(locale, { numberingSystem: 'latn' })
              .formatToParts(1.5)
              .find((part) => part.type === 'decimal')?.value
    } catch {
      // RangeError: not a language tag.
    }
    separator = decimal === ',' ? ',' : '.'
    separators.set(language, separator)
  }
  return separator
}
