import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { HoursEntry, VenueHours } from '../src/index'
import { hours, temporal } from './support'

const ZONES = [
  'Asia/Dubai',
  'Europe/Berlin',
  'America/New_York',
  'Asia/Kolkata',
  'America/Santiago',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'America/St_Johns',
]
const RUNS = { numRuns: 1000 }
const MIN_MS = Date.UTC(2020, 0, 1)
const MAX_MS = Date.UTC(2031, 0, 1)

const pad = (n: number) => String(n).padStart(2, '0')
const time = fc
  .record({
    h: fc.integer({ min: 0, max: 23 }),
    m: fc.constantFrom(0, 15, 30, 45, 59),
    s: fc.constantFrom(0, 30),
  })
  .map(({ h, m, s }) => `${pad(h)}:${pad(m)}:${pad(s)}`)
const entry: fc.Arbitrary<HoursEntry> = fc.record({
  weekday: fc.integer({ min: 1, max: 7 }),
  from_hour: time,
  to_hour: fc.oneof(time, fc.constant('00:00:00')),
  disable_order: fc.boolean(),
})
const instantMs = fc.integer({ min: MIN_MS, max: MAX_MS })
const zone = fc.constantFrom(...ZONES)
const closure = fc
  .tuple(instantMs, fc.integer({ min: 0, max: 10 * 86_400_000 }))
  .map(([start, length]) => ({
    start: new Date(start).toISOString(),
    end: new Date(start + length).toISOString(),
  }))
const venue: fc.Arbitrary<VenueHours> = fc.record({
  timezone: zone,
  opening_hours: fc.array(entry, { maxLength: 8 }),
  closing_rules: fc.array(closure, { maxLength: 2 }),
})

/** No UTC-offset change in the zone from `fromMs` to `toMs`. */
function noTransitionBetween(z: string, fromMs: number, toMs: number): boolean {
  const next = temporal.Instant.fromEpochMilliseconds(fromMs)
    .toZonedDateTimeISO(z)
    .getTimeZoneTransition('next')
  return next === null || next.epochMilliseconds > toMs
}

const DAY = 86_400_000

describe('properties', () => {
  it("a slot's start is inside it and its end is not (any zone, any date, DST days included)", () => {
    fc.assert(
      fc.property(
        zone,
        instantMs,
        time,
        fc.oneof(time, fc.constant('00:00:00')),
        (z, ms, from, to) => {
          fc.pre(from !== to || to === '00:00:00')
          // Wall-clock start and end worked out here with Temporal's own 'compatible' resolution.
          const date = temporal.Instant.fromEpochMilliseconds(ms)
            .toZonedDateTimeISO(z)
            .toPlainDate()
          const entries = [{ weekday: date.dayOfWeek, from_hour: from, to_hour: to }]
          const endDate = to === '00:00:00' || to < from ? date.add({ days: 1 }) : date
          const start = date.toPlainDateTime(temporal.PlainTime.from(from)).toZonedDateTime(z)
          const end = endDate.toPlainDateTime(temporal.PlainTime.from(to)).toZonedDateTime(z)
          expect(hours.isShownAt(entries, z, start.toInstant())).toBe(true)
          expect(hours.isShownAt(entries, z, end.toInstant())).toBe(false)
        },
      ),
      RUNS,
    )
  })

  it('the answer for an instant and the same instant a week later agree away from DST days', () => {
    fc.assert(
      fc.property(zone, fc.array(entry, { maxLength: 8 }), instantMs, (z, opening_hours, ms) => {
        fc.pre(noTransitionBetween(z, ms - 2 * DAY, ms + 9 * DAY))
        const v = { timezone: z, opening_hours }
        expect(hours.venueStatus(v, ms + 7 * DAY)).toEqual(hours.venueStatus(v, ms))
        expect(hours.isShownAt(opening_hours, z, ms + 7 * DAY)).toBe(
          hours.isShownAt(opening_hours, z, ms),
        )
      }),
      RUNS,
    )
  })

  it('the next opening is never in the past, is open, and nothing opens earlier', () => {
    fc.assert(
      fc.property(venue, instantMs, (v, ms) => {
        const next = hours.nextOpening(v, ms)
        if (next === null) {
          // Not known means closed at every sampled instant of the next 7 days.
          for (let t = ms; t < ms + 7 * DAY; t += 3_600_000 + 59_000) {
            expect(hours.venueStatus(v, t).open).toBe(false)
          }
          return
        }
        expect(next.epochMilliseconds).toBeGreaterThanOrEqual(ms)
        expect(next.epochMilliseconds).toBeLessThanOrEqual(ms + 8 * DAY)
        expect(hours.venueStatus(v, next.instant).open).toBe(true)
        expect(hours.venueStatus(v, ms).open).toBe(next.epochMilliseconds === ms)
        if (next.epochMilliseconds > ms) {
          expect(hours.venueStatus(v, next.epochMilliseconds - 1).open).toBe(false)
        }
        // The wall time is that instant told in the venue zone.
        const zoned = temporal.Instant.from(next.instant).toZonedDateTimeISO(next.zone)
        expect(next.wallTime).toBe(zoned.toPlainDateTime().toString())
      }),
      RUNS,
    )
  })

  it('no entries: always shown, whatever the zone and instant', () => {
    fc.assert(
      fc.property(zone, instantMs, (z, ms) => {
        expect(hours.isShownAt([], z, ms)).toBe(true)
      }),
      RUNS,
    )
  })

  it('a validated order date-time is never before the current minute; now and later are accepted', () => {
    fc.assert(
      fc.property(
        zone,
        instantMs,
        fc.integer({ min: -3 * DAY, max: 30 * DAY }),
        (z, nowMs, offset) => {
          const chosen = temporal.Instant.fromEpochMilliseconds(nowMs + offset).toZonedDateTimeISO(
            z,
          )
          const value = chosen.toPlainDateTime().toString({ smallestUnit: 'minute' })
          const result = hours.validateOrderDateTime(value, z, nowMs)
          const floor = nowMs - (((nowMs % 60_000) + 60_000) % 60_000)
          if (result.success) expect(result.output.epochMilliseconds).toBeGreaterThanOrEqual(floor)
          if (noTransitionBetween(z, nowMs - 4 * DAY, nowMs + 31 * DAY)) {
            expect(result.success).toBe(offset >= 0 || nowMs + offset >= floor)
          }
        },
      ),
      RUNS,
    )
  })
})
