import { toInstant } from './internal/instant'
import { compileVenue, statusAt, type VenueStatusReason } from './internal/venue'
import type { TemporalNamespace } from './temporal'
import type { InstantInput, VenueHours } from './types'

export type { VenueStatusReason } from './internal/venue'

/** Whether ordering is open at an instant, and why. */
export interface VenueStatus {
  readonly open: boolean
  /**
   * 'closure-period' (closed: inside a closing_rules period), 'disabled-slot' (closed: inside an
   * opening_hours slot with disable_order), 'enabled-slot' (open: inside a slot without it),
   * 'no-slot' (open: inside no slot).
   */
  readonly reason: VenueStatusReason
  /** The IANA zone the hours were evaluated in. */
  readonly zone: string
}

/**
 * Whether the venue is open at `at`, evaluated in the venue's zone (default Asia/Dubai): closed inside
 * any closure period; inside a slot of that weekday, closed exactly when the slot has disable_order;
 * otherwise open.
 * spec: menu-browsing §4 Open or closed; architecture ruling (ISO weekdays, 00:00:00, past midnight)
 * @param temporal the Temporal namespace (from `loadTemporal()`)
 * @param venue timezone, opening_hours and closing_rules (a MenuData object fits)
 * @param at the instant to evaluate
 * @returns `{ open, reason, zone }`
 * @throws UnknownTimeZoneError, InvalidWeekdayError, InvalidTimeError, InvalidClosurePeriodError,
 *   InvalidHoursEntryError, InvalidInstantError
 */
export function venueStatus(
  temporal: TemporalNamespace,
  venue: VenueHours,
  at: InstantInput,
): VenueStatus {
  const compiled = compileVenue(temporal, venue)
  const reason = statusAt(temporal, compiled, toInstant(temporal, at))
  return { open: reason === 'enabled-slot' || reason === 'no-slot', reason, zone: compiled.zone }
}
