import type { Temporal } from '@js-temporal/polyfill'
import type { TemporalNamespace } from '../temporal'

/**
 * The earliest instant at which the wall clock in `zone` reads `wall` or later (one rule for every
 * DST case): an ambiguous wall time (fall-back) gives its earlier instant; a wall time that does not
 * exist (spring-forward gap) gives the transition instant, where the clock jumps past it.
 * spec: menu-browsing §4 (hours evaluated in the menu timezone); issue (correct across DST)
 * @param temporal the Temporal namespace
 * @param zone the IANA zone
 * @param wall the local date-time
 * @returns epoch nanoseconds
 */
export function wallToEpochNs(
  temporal: TemporalNamespace,
  zone: string,
  wall: Temporal.PlainDateTime,
): bigint {
  const earlier = wall.toZonedDateTime(zone, { disambiguation: 'earlier' })
  if (temporal.PlainDateTime.compare(earlier.toPlainDateTime(), wall) === 0) {
    return earlier.epochNanoseconds
  }
  // In a gap, 'earlier' lands before the jump; the next transition is the jump itself.
  const transition = earlier.getTimeZoneTransition('next')
  return (transition ?? wall.toZonedDateTime(zone, { disambiguation: 'later' })).epochNanoseconds
}
