/**
 * The order date of a receipt as 'month day, year H:mma' (e.g. 'November 23, 2026 14:05pm') in the
 * venue's zone, with the month and day period in the receipt's language.
 * spec: ordering-payment §2 Order page "the order date (format 'month day, year H:mma')"
 * @param created - The order's creation instant (ISO).
 * @param timezone - The venue's IANA zone (never the machine's).
 * @param lang - The receipt language ('en', 'ar', 'fr').
 * @param arabicDigits - Arabic-Indic digits (an Arabic receipt with enable_arabic_numerals).
 * @returns The formatted date, or the input when it is not an instant.
 */
export function receiptDate(
  created: string,
  timezone: string,
  lang: string,
  arabicDigits: boolean,
): string {
  const at = new Date(created)
  if (Number.isNaN(at.getTime())) return created
  const locale = `${lang}-u-nu-${arabicDigits ? 'arab' : 'latn'}`
  const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? ''
  const date = new Intl.DateTimeFormat(locale, {
    timeZone: timezone,
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(at)
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: timezone,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at)
  const period = part(
    new Intl.DateTimeFormat(locale, {
      timeZone: timezone,
      hour: 'numeric',
      hour12: true,
    }).formatToParts(at),
    'dayPeriod',
  )
  // 'H' is the 0-23 hour without padding; 'a' the lower-case day period.
  const hour = part(time, 'hour').replace(/^0(?=\d)|^٠(?=[٠-٩])/, '')
  return `${date} ${hour}:${part(time, 'minute')}${period.toLowerCase()}`
}
