import { earliestOrderDateTime, type OrderDateTime } from './earliest-order-date-time'
import { isOrderableAt } from './is-orderable-at'
import { isShownAt } from './is-shown-at'
import { msToNextMinute } from './next-minute'
import { nextOpening } from './next-opening'
import type { TemporalNamespace } from './temporal'
import type { HoursEntry, InstantInput, VenueHours, ZonedMoment } from './types'
import { type OrderDateTimeResult, validateOrderDateTime } from './validate-order-date-time'
import { type VenueStatus, venueStatus } from './venue-status'

/** Every hours function bound to one Temporal namespace; all synchronous. */
export interface Hours {
  readonly temporal: TemporalNamespace
  venueStatus(venue: VenueHours, at: InstantInput): VenueStatus
  nextOpening(venue: VenueHours, at: InstantInput): ZonedMoment | null
  isShownAt(
    entries: readonly HoursEntry[] | null | undefined,
    timezone: string | null | undefined,
    at: InstantInput,
  ): boolean
  isOrderableAt(
    entries: readonly HoursEntry[] | null | undefined,
    timezone: string | null | undefined,
    at: InstantInput,
  ): boolean
  earliestOrderDateTime(timezone: string | null | undefined, now: InstantInput): OrderDateTime
  validateOrderDateTime(
    value: string | null | undefined,
    timezone: string | null | undefined,
    now: InstantInput,
  ): OrderDateTimeResult
  msToNextMinute(timezone: string | null | undefined, now: InstantInput): number
}

/**
 * Binds every hours function to a Temporal namespace, so that after one `await loadTemporal()`
 * everything (render paths included) is synchronous.
 * spec: menu-browsing §4 Open or closed; ordering-payment §5 Date/time
 * @param temporal the Temporal namespace (from `loadTemporal()`, or any Temporal implementation)
 * @returns the bound functions
 */
export function createHours(temporal: TemporalNamespace): Hours {
  return Object.freeze({
    temporal,
    venueStatus: (venue: VenueHours, at: InstantInput) => venueStatus(temporal, venue, at),
    nextOpening: (venue: VenueHours, at: InstantInput) => nextOpening(temporal, venue, at),
    isShownAt: (
      entries: readonly HoursEntry[] | null | undefined,
      timezone: string | null | undefined,
      at: InstantInput,
    ) => isShownAt(temporal, entries, timezone, at),
    isOrderableAt: (
      entries: readonly HoursEntry[] | null | undefined,
      timezone: string | null | undefined,
      at: InstantInput,
    ) => isOrderableAt(temporal, entries, timezone, at),
    earliestOrderDateTime: (timezone: string | null | undefined, now: InstantInput) =>
      earliestOrderDateTime(temporal, timezone, now),
    validateOrderDateTime: (
      value: string | null | undefined,
      timezone: string | null | undefined,
      now: InstantInput,
    ) => validateOrderDateTime(temporal, value, timezone, now),
    msToNextMinute: (timezone: string | null | undefined, now: InstantInput) =>
      msToNextMinute(temporal, timezone, now),
  })
}
