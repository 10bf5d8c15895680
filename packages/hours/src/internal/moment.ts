import type { Temporal } from '@js-temporal/polyfill'
import type { ZonedMoment } from '../types'

/** Plain serialisable description of `instant` in `zone`. */
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
