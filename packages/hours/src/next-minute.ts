import { toInstant } from './internal/instant'
import { resolveZone } from './internal/zone'
import type { TemporalNamespace } from './temporal'
import type { InstantInput } from './types'

/**
 * Milliseconds from `now` to the next whole minute of the venue's clock: when what follows the
 * clock next changes. Opening hours, closures, item hours and order date-times are all whole
 * minutes (HH:MM), so a screen that reads the clock at each of these instants opens, closes and
 * moves its default order time on the minute instead of up to a tick late. Exact in every zone,
 * one whose offset is not a whole number of minutes included.
 * spec: menu-browsing §4 Open or closed, §3 hours entries (HH:MM); ordering-payment §5 Date/time
 * (earliest selectable is now; default now)
 * @param temporal the Temporal namespace (from `loadTemporal()`)
 * @param timezone the menu's timezone (null/undefined/'' = Asia/Dubai)
 * @param now the current instant (passed in, never read from the machine)
 * @returns 1 to 60000 ms (a full minute when `now` is itself on a whole minute)
 * @throws UnknownTimeZoneError, InvalidInstantError
 */
export function msToNextMinute(
  temporal: TemporalNamespace,
  timezone: string | null | undefined,
  now: InstantInput,
): number {
  const instant = toInstant(temporal, now)
  const zoned = instant.toZonedDateTimeISO(resolveZone(temporal, timezone))
  const next = zoned.round({ smallestUnit: 'minute', roundingMode: 'floor' }).add({ minutes: 1 })
  return Math.ceil(Number(next.epochNanoseconds - instant.epochNanoseconds) / 1_000_000)
}
