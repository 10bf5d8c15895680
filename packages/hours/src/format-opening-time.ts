import { dateLocale } from './date-locale'

const OPENING_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
}

/**
 * Formats when ordering opens next for the closed notice: the short weekday and the two-digit
 * hour and minute in the venue zone, in the selected language; a language Intl does not know (or a
 * malformed tag) falls back to English. Digits are Latin, or Arabic-Indic for ar when the menu enables them.
 * spec: menu-browsing §4 Open or closed (architecture ruling: "The closed notice also says when
 *   ordering opens next"), §9 "Date locale falls back to English", Arabic-Indic digits for ar
 *   with enable_arabic_numerals
 * @param epochMilliseconds - the instant ordering opens (e.g. nextOpening's epochMilliseconds).
 * @param timezone - the venue's IANA zone.
 * @param language - the selected language.
 * @param options - arabicDigits: the menu's enable_arabic_numerals (used for ar only).
 * @returns the formatted opening ('Mon, 09:00' in English).
 */
export function formatOpeningTime(
  epochMilliseconds: number,
  timezone: string,
  language: string,
  options: { readonly arabicDigits?: boolean | undefined } = {},
): string {
  const format = { ...OPENING_FORMAT, timeZone: timezone }
  const digits = options.arabicDigits === true && language === 'ar' ? 'arab' : 'latn'
  // An unknown zone still throws: a programmer error.
  return new Intl.DateTimeFormat(`${dateLocale(language)}-u-nu-${digits}`, format).format(
    epochMilliseconds,
  )
}
