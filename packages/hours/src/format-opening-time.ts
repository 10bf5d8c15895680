const OPENING_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
}

/**
 * Formats when ordering opens next for the closed notice: the short weekday and the two-digit
 * hour and minute in the venue zone, in the selected language; a language tag Intl rejects falls
 * back to English.
 * spec: menu-browsing §4 Open or closed (architecture ruling: "The closed notice also says when
 *   ordering opens next"), §9 "Date locale falls back to English"
 * @param epochMilliseconds - the instant ordering opens (e.g. nextOpening's epochMilliseconds).
 * @param timezone - the venue's IANA zone.
 * @param language - the selected language.
 * @returns the formatted opening ('Mon, 09:00' in English).
 */
export function formatOpeningTime(
  epochMilliseconds: number,
  timezone: string,
  language: string,
): string {
  const options = { ...OPENING_FORMAT, timeZone: timezone }
  try {
    return new Intl.DateTimeFormat(language, options).format(epochMilliseconds)
  } catch {
    // A malformed language tag: English (an unknown zone still throws, a programmer error).
    return new Intl.DateTimeFormat('en', options).format(epochMilliseconds)
  }
}
