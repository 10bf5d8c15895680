import { toInstant } from './internal/instant'
import { toZonedMoment } from './internal/moment'
import { resolveZone } from './internal/zone'
import type { TemporalNamespace } from './temporal'
import type { InstantInput, ZonedMoment } from './types'

/** A selectable order date-time: a ZonedMoment plus the value a datetime-local input takes. */
export interface OrderDateTime extends ZonedMoment {
  /** 'YYYY-MM-DDTHH:MM' in the venue zone, for `<input type="datetime-local">` min/value. */
  readonly inputValue: string
}

/**
 * The earliest selectable delivery/takeaway date-time, which is also the default: now, to the minute
 * (floored), in the venue zone.
 * spec: ordering-payment §5 Checkout form, Date/time (earliest selectable is now; default now)
 * @param temporal the Temporal namespace (from `loadTemporal()`)
 * @param timezone the menu's timezone (null/undefined/'' = Asia/Dubai)
 * @param now the current instant (passed in, never read from the machine)
 * @returns the minute containing `now`, in the venue zone
 * @throws UnknownTimeZoneError, InvalidInstantError
 */
export function earliestOrderDateTime(
  temporal: TemporalNamespace,
  timezone: string | null | undefined,
  now: InstantInput,
): OrderDateTime {
  const zone = resolveZone(temporal, timezone)
  const minute = toInstant(temporal, now).round({ smallestUnit: 'minute', roundingMode: 'floor' })
  const moment = toZonedMoment(minute, zone)
  return { ...moment, inputValue: moment.wallTime.slice(0, 16) }
}
