import { dateLocale } from './date-locale'
import { DEFAULT_TIMEZONE } from './default-timezone'
import { HOURS_ERROR_MESSAGES, UnknownTimeZoneError } from './errors'

/** Options of {@link formatOrderDate}. */
export interface FormatOrderDateOptions {
  /** The venue's IANA zone; missing, null or '' means Asia/Dubai. */
  readonly timezone?: string | null | undefined
  /** The selected language; a language Intl does not know falls back to English. */
  readonly language?: string | null | undefined
  /** Arabic-Indic digits (the language is ar and the menu has enable_arabic_numerals). */
  readonly arabicDigits?: boolean | undefined
}

// An instant carries its zone: Z or an offset. A wall time without one would be read in the
// machine's zone by Date, which this package never does.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i

function partOf(parts: readonly Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) {
  return parts.find((part) => part.type === type)?.value ?? ''
}

/**
 * Formats an order's creation instant as 'month day, year H:mma' in the venue zone: the long month
 * and the day period in the selected language (English when Intl does not know it), the hour 0-23
 * without padding, two-digit minutes, the day period in lower case ('November 23, 2026 14:05pm').
 * @param created - the order's `created` (an ISO 8601 instant with Z or an offset)
 * @param options - the venue zone, the selected language and Arabic-Indic digits
 * @returns the formatted date; `created` unchanged when it is not such an instant
 * spec: ordering-payment §2 Order page (order date 'month day, year H:mma'), §9 "Date locale falls back to English"
 */
export function formatOrderDate(created: string, options: FormatOrderDateOptions = {}): string {
  const at = ISO_INSTANT.test(created.trim()) ? new Date(created.trim()) : null
  if (at === null || Number.isNaN(at.getTime())) return created
  const timeZone = options.timezone ? options.timezone : DEFAULT_TIMEZONE
  const base = dateLocale(options.language)
  const locale = `${base}-u-nu-${options.arabicDigits === true && base === 'ar' ? 'arab' : 'latn'}`
  let date: string
  let time: Intl.DateTimeFormatPart[]
  let period: string
  try {
    date = new Intl.DateTimeFormat(locale, {
      timeZone,
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(at)
    time = new Intl.DateTimeFormat(locale, {
      timeZone,
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(at)
    period = partOf(
      new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', hour12: true }).formatToParts(
        at,
      ),
      'dayPeriod',
    )
  } catch {
    throw new UnknownTimeZoneError(
      `${HOURS_ERROR_MESSAGES.unknownTimeZone}; got ${JSON.stringify(options.timezone)}`,
    )
  }
  // 'H' is the hour 0-23 without padding (Latin or Arabic-Indic zero).
  const hour = partOf(time, 'hour').replace(/^[0٠](?=[0-9٠-٩])/, '')
  return `${date} ${hour}:${partOf(time, 'minute')}${period.toLowerCase()}`
}
