import { DEFAULT_TIMEZONE } from '../default-timezone'
import { assert, HOURS_ERROR_MESSAGES, show, UnknownTimeZoneError } from '../errors'
import type { TemporalNamespace } from '../temporal'

const known = new Map<string, string>()

/**
 * The venue zone to evaluate in: `timezone`, or Asia/Dubai when it is missing, null or ''.
 * Returns Temporal's case-normalised identifier; throws UnknownTimeZoneError for anything that is not
 * a zone identifier (Temporal would also take an ISO date-time string here; we do not).
 * spec: menu-browsing §4 (menu timezone, default Asia/Dubai), §9
 * @param temporal the Temporal namespace
 * @param timezone the menu's timezone
 * @returns the zone identifier
 */
export function resolveZone(temporal: TemporalNamespace, timezone: unknown): string {
  if (timezone === undefined || timezone === null || timezone === '') return DEFAULT_TIMEZONE
  assert(
    typeof timezone === 'string',
    UnknownTimeZoneError,
    HOURS_ERROR_MESSAGES.unknownTimeZone,
    `got ${show(timezone)}`,
  )
  const cached = known.get(timezone)
  if (cached !== undefined) return cached
  let id: string | undefined
  try {
    id = temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(timezone).timeZoneId
  } catch {
    id = undefined
  }
  assert(
    id !== undefined && id.toLowerCase() === timezone.toLowerCase(),
    UnknownTimeZoneError,
    HOURS_ERROR_MESSAGES.unknownTimeZone,
    `got ${show(timezone)}`,
  )
  known.set(timezone, id)
  return id
}
