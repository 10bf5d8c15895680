const PREFIX = '[@carte/hours]'

/**
 * Message constants of every programmer error this package throws; each starts with `[@carte/hours]`.
 * The thrown message appends what was received and where.
 * spec: menu-browsing §3 (category hours entry, closure period), §9 (default timezone)
 */
export const HOURS_ERROR_MESSAGES = {
  invalidTime: `${PREFIX} from_hour and to_hour must be 'HH:MM:SS' (or 'HH:MM') from 00:00:00 to 23:59:59`,
  invalidWeekday: `${PREFIX} weekday must be an integer from 1 (Monday) to 7 (Sunday)`,
  invalidHoursEntry: `${PREFIX} hours must be a list of { weekday, from_hour, to_hour, disable_order } entries`,
  unknownTimeZone: `${PREFIX} timezone must be a known IANA time zone such as 'Asia/Dubai'`,
  invalidClosurePeriod: `${PREFIX} a closure period needs ISO 8601 start and end times`,
  closureEndBeforeStart: `${PREFIX} a closure period must not end before it starts`,
  invalidInstant: `${PREFIX} the instant must be epoch milliseconds (integer), a valid Date, an ISO 8601 instant with Z or an offset, or a Temporal.Instant`,
} as const

/**
 * Base class of every error this package throws; `name` says which one.
 * spec: menu-browsing §3 (category hours entry, closure period)
 */
export class HoursError extends Error {
  override name = 'HoursError'
}

/**
 * A `from_hour` or `to_hour` that is not 'HH:MM:SS' or 'HH:MM' (00:00:00 to 23:59:59).
 * spec: menu-browsing §3 Category hours entry (HH:MM:SS)
 */
export class InvalidTimeError extends HoursError {
  override name = 'InvalidTimeError'
}

/**
 * A `weekday` that is not an integer from 1 (Monday) to 7 (Sunday).
 * spec: menu-browsing §3 Category hours entry (weekday 1 to 7); architecture ruling (ISO weekdays)
 */
export class InvalidWeekdayError extends HoursError {
  override name = 'InvalidWeekdayError'
}

/**
 * An hours list that is not an array of entry objects.
 * spec: menu-browsing §3 Category hours entry
 */
export class InvalidHoursEntryError extends HoursError {
  override name = 'InvalidHoursEntryError'
}

/**
 * A `timezone` that is not a known IANA zone.
 * spec: menu-browsing §4 Open or closed (menu timezone), §9 (default Asia/Dubai)
 */
export class UnknownTimeZoneError extends HoursError {
  override name = 'UnknownTimeZoneError'
}

/**
 * A closure period whose start or end is not an ISO time, or that ends before it starts.
 * spec: menu-browsing §3 Closure period (start and end ISO times)
 */
export class InvalidClosurePeriodError extends HoursError {
  override name = 'InvalidClosurePeriodError'
}

/**
 * An instant argument that is none of: integer epoch ms, valid Date, ISO instant string, Temporal.Instant.
 * spec: architecture (the instant is always an argument)
 */
export class InvalidInstantError extends HoursError {
  override name = 'InvalidInstantError'
}

type HoursErrorClass = new (message: string) => HoursError

/**
 * Throws `new ErrorClass(message + detail)` unless `condition` holds.
 * @param condition what must be true
 * @param ErrorClass the named error to throw
 * @param message one of HOURS_ERROR_MESSAGES
 * @param detail what was received and where
 * @returns nothing; narrows `condition` to true
 */
export function assert(
  condition: unknown,
  ErrorClass: HoursErrorClass,
  message: string,
  detail: string,
): asserts condition {
  if (!condition) throw new ErrorClass(`${message}; ${detail}`)
}

/**
 * Renders a received value for an error message.
 * spec: issue (bad input raises a named error with a clear message)
 * @param value what was received
 * @returns a short readable rendering
 */
export function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'bigint') return `${value}n`
  if (value instanceof Date)
    return `Date(${Number.isNaN(value.getTime()) ? 'Invalid' : value.toISOString()})`
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}
