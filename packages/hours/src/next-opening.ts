import { toInstant } from './internal/instant'
import { toZonedMoment } from './internal/moment'
import { occurrencesBetween } from './internal/slots'
import { compileVenue, statusAt } from './internal/venue'
import type { TemporalNamespace } from './temporal'
import type { InstantInput, VenueHours, ZonedMoment } from './types'

/** How far ahead `nextOpening` looks: 7 calendar days in the venue zone. */
export const NEXT_OPENING_HORIZON_DAYS = 7

/**
 * When ordering opens next: the earliest instant from `at` (inclusive) to 7 days later in the venue
 * zone at which `venueStatus` is open. Returns `at` itself when open now, `null` when it does not
 * open within 7 days (not known). Status only turns open where a closure period or a disable_order
 * slot ends, so those ends are the candidates.
 * spec: menu-browsing §4 Open or closed (closed notice); architecture ruling (the notice says when
 *   ordering opens next, where that can be known)
 * @param temporal the Temporal namespace (from `loadTemporal()`)
 * @param venue timezone, opening_hours and closing_rules (a MenuData object fits)
 * @param at the instant to search from
 * @returns the opening instant with its wall time in the venue zone, or null
 * @throws as `venueStatus`
 */
export function nextOpening(
  temporal: TemporalNamespace,
  venue: VenueHours,
  at: InstantInput,
): ZonedMoment | null {
  const compiled = compileVenue(temporal, venue)
  const from = toInstant(temporal, at)
  const zoned = from.toZonedDateTimeISO(compiled.zone)
  const horizon = zoned.add({ days: NEXT_OPENING_HORIZON_DAYS }).epochNanoseconds
  const fromNs = from.epochNanoseconds
  const candidates = new Set<bigint>([fromNs])
  for (const closure of compiled.closures) candidates.add(closure.end)
  const disabled = compiled.slots.filter((slot) => slot.disableOrder)
  const today = zoned.toPlainDate()
  const occurrences = occurrencesBetween(
    temporal,
    compiled.zone,
    disabled,
    today.subtract({ days: 1 }),
    today.add({ days: NEXT_OPENING_HORIZON_DAYS }),
  )
  for (const occurrence of occurrences) candidates.add(occurrence.end)
  const ordered = [...candidates]
    .filter((ns) => ns >= fromNs && ns <= horizon)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  for (const ns of ordered) {
    const instant = temporal.Instant.fromEpochNanoseconds(ns)
    const reason = statusAt(temporal, compiled, instant)
    if (reason === 'enabled-slot' || reason === 'no-slot') {
      return toZonedMoment(instant, compiled.zone)
    }
  }
  return null
}
