import type { Temporal } from '@js-temporal/polyfill'
import type { ZonedMoment } from '../types'

/**
 * Plain serialisable description of `instant` in `zone`.
 * spec: menu-browsing §4 Open or closed (evaluated in the menu timezone)
 * @param instant the instant
 * @param zone the IANA zone to tell its wall time in
 * @returns instant, epoch ms, wall time, offset and zone
 */
export function toZonedMoment(instant: Temporal.Instant, zone: string): ZonedMoment {
  const zoned = instant.toZonedDateTimeISO(zone)
  return {
    instant: instant.toString(),
    epochMilliseconds: instant.epochMilliseconds,
    wallTime: zoned.toPlainDateTime().toString(),
    offset: zoned.offset,
    zone,
  }
}
