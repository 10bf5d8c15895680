import type { Temporal } from '@js-temporal/polyfill'
import type { TemporalNamespace } from '../temporal'
import type { VenueHours } from '../types'
import { type Closure, compileClosures } from './closures'
import { compileSlots, type Slot, slotsAt } from './slots'
import { resolveZone } from './zone'

/** Validated venue hours. */
export interface CompiledVenue {
  readonly zone: string
  readonly slots: readonly Slot[]
  readonly closures: readonly Closure[]
}

/** Why the venue is open or closed at an instant. */
export type VenueStatusReason = 'closure-period' | 'disabled-slot' | 'enabled-slot' | 'no-slot'

/**
 * Validates the venue's zone, opening_hours and closing_rules.
 * spec: menu-browsing §3 Menu data, §9 (default timezone)
 * @param temporal the Temporal namespace
 * @param venue timezone, opening_hours, closing_rules
 * @returns the compiled venue
 */
export function compileVenue(temporal: TemporalNamespace, venue: VenueHours): CompiledVenue {
  const zone = resolveZone(temporal, venue.timezone)
  return {
    zone,
    slots: compileSlots(venue.opening_hours, 'opening_hours'),
    closures: compileClosures(temporal, venue.closing_rules, zone),
  }
}

/**
 * Open/closed of a compiled venue at `instant`: closure period, then disabled slot, else open.
 * spec: menu-browsing §4 Open or closed
 * @param temporal the Temporal namespace
 * @param venue the compiled venue
 * @param instant the instant
 * @returns why it is open or closed
 */
export function statusAt(
  temporal: TemporalNamespace,
  venue: CompiledVenue,
  instant: Temporal.Instant,
): VenueStatusReason {
  const ns = instant.epochNanoseconds
  if (venue.closures.some((c) => c.start <= ns && ns < c.end)) return 'closure-period'
  const inside = slotsAt(temporal, venue.zone, venue.slots, instant)
  // Overlapping slots that disagree: closed wins, as closure periods do.
  if (inside.some((slot) => slot.disableOrder)) return 'disabled-slot'
  return inside.length > 0 ? 'enabled-slot' : 'no-slot'
}
