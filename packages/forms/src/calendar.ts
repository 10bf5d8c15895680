/**
 * Days in a month of the proleptic Gregorian calendar.
 * @param year - e.g. 2028
 * @param month - 1..12
 * @returns 28..31
 */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/**
 * Whether 'YYYY-MM-DD' names a real calendar day (no 31 April, no 29 February 2027).
 * spec: menu-browsing §2 (date field)
 * @param text - the date input's value
 * @returns true for a real day
 */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (match === null) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
}

/**
 * Milliseconds since the epoch of an ISO date-time that carries its offset ('Z' or '+04:00'),
 * computed from its parts so the machine's zone never matters.
 * spec: ordering-payment §5 Checkout form (Date/time: valid date, not before now)
 * @param text - e.g. '2026-11-22T18:30+04:00'
 * @returns the instant in epoch milliseconds, or undefined when the text is not such a date-time
 */
export function instantMillis(text: string): number | undefined {
  const match =
    /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})$/i.exec(
      text.trim(),
    )
  if (match === null) return undefined
  const [, date = '', h = '', m = '', s = '0', fraction = '', offset = 'Z'] = match
  if (!isCalendarDate(date)) return undefined
  const [hours, minutes, seconds] = [Number(h), Number(m), Number(s)]
  if (hours > 23 || minutes > 59 || seconds > 59) return undefined
  let offsetMinutes = 0
  if (offset.toUpperCase() !== 'Z') {
    const oh = Number(offset.slice(1, 3))
    const om = Number(offset.slice(4, 6))
    if (oh > 18 || om > 59) return undefined
    offsetMinutes = (offset[0] === '-' ? -1 : 1) * (oh * 60 + om)
  }
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const utc = Date.UTC(year, month - 1, day, hours, minutes, seconds)
  // Date.UTC maps years 0..99 to 1900..1999; setUTCFullYear puts them back.
  const fixed = new Date(utc)
  fixed.setUTCFullYear(year)
  const millis = Number(`0.${fraction || '0'}`) * 1000
  return fixed.getTime() + Math.floor(millis) - offsetMinutes * 60_000
}
