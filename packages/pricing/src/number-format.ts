/** Shared Intl plumbing of formatPrice and parsePrice (not exported from the package). */

const formats = new Map<string, Intl.NumberFormat>()
const locales = new Map<string, string>()

/**
 * The locale for a language: the language when Intl knows it, else 'en' (never the machine's).
 * Looked up once per language: Intl's locale matching costs a quarter of a millisecond in a
 * browser, and every price and count of a screen asks for it.
 */
export function localeFor(language: string | undefined): string {
  if (language === undefined || language === '') return 'en'
  let locale = locales.get(language)
  if (locale === undefined) {
    try {
      locale = Intl.NumberFormat.supportedLocalesOf([language])[0] ?? 'en'
    } catch {
      // A syntactically invalid tag is a language Intl cannot format; English is the fallback.
      locale = 'en'
    }
    locales.set(language, locale)
  }
  return locale
}

/** Arabic-Indic digits only for ar with enable_arabic_numerals (spec: menu-browsing §9). */
export function numberingFor(locale: string, arabicNumerals: boolean | undefined): 'arab' | 'latn' {
  return arabicNumerals === true && (locale === 'ar' || locale.startsWith('ar-')) ? 'arab' : 'latn'
}

/** A cached formatter with exactly `decimals` fraction digits, grouping unless told not to. */
export function numberFormat(
  locale: string,
  numbering: 'arab' | 'latn',
  decimals: number,
  grouping = true,
): Intl.NumberFormat {
  const key = `${locale}|${numbering}|${decimals}|${grouping}`
  let format = formats.get(key)
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, {
      numberingSystem: numbering,
      useGrouping: grouping,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    })
    formats.set(key, format)
  }
  return format
}

/**
 * The currency prefix. `display_currency` is either the prefix text itself or a switch: false hides
 * the prefix; true (or absent) shows currency_symbol, else currency.
 */
export function currencyPrefix(settings: {
  readonly display_currency?: string | boolean | null | undefined
  readonly currency_symbol?: string | null | undefined
  readonly currency?: string | null | undefined
}): string {
  const shown = settings.display_currency
  if (typeof shown === 'string' && shown.trim() !== '') return shown.trim()
  if (shown === false) return ''
  for (const candidate of [settings.currency_symbol, settings.currency]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate.trim()
  }
  return ''
}
