import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { msToNextMinute } from '../src/index'
import { hours, temporal } from './support'

// spec: menu-browsing §4 Open or closed, §3 hours entries (HH:MM); ordering-payment §5 Date/time
// (default now): what follows the clock changes on the venue's whole minutes.
describe('msToNextMinute: when the venue clock next shows a new minute', () => {
  it('counts to the next whole minute in the venue zone (default Asia/Dubai)', () => {
    expect(hours.msToNextMinute(undefined, '2026-11-22T01:29:45.123Z')).toBe(14_877)
    expect(msToNextMinute(temporal, 'Asia/Kolkata', Date.UTC(2026, 10, 22, 1, 29, 59, 999))).toBe(1)
  })

  it('is a full minute on a whole minute itself (the minute just began)', () => {
    expect(hours.msToNextMinute('Europe/Berlin', Date.UTC(2026, 10, 22, 1, 29))).toBe(60_000)
  })

  it("follows a zone whose offset is not whole minutes (Monrovia's -0:44:30 in 1970)", () => {
    // 12:00:00 UTC is 11:15:30 on Monrovia's clock: its next minute is 30 s away.
    expect(hours.msToNextMinute('Africa/Monrovia', Date.UTC(1970, 5, 1, 12))).toBe(30_000)
  })

  it('rounds a sub-millisecond instant up, so the wait never ends before the minute', () => {
    const at = temporal.Instant.from('2026-11-22T01:29:59.9995Z')
    expect(hours.msToNextMinute('Asia/Dubai', at)).toBe(1)
  })

  it('property: the wait lands on a whole minute of the venue clock, and no later one', () => {
    const zone = fc.constantFrom(
      'Asia/Dubai',
      'Europe/Berlin',
      'America/New_York',
      'Asia/Kolkata',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
      'America/St_Johns',
    )
    const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2031, 0, 1) })
    fc.assert(
      fc.property(zone, instant, (z, ms) => {
        const wait = hours.msToNextMinute(z, ms)
        expect(wait).toBeGreaterThanOrEqual(1)
        expect(wait).toBeLessThanOrEqual(60_000)
        const then = temporal.Instant.fromEpochMilliseconds(ms + wait).toZonedDateTimeISO(z)
        expect([then.second, then.millisecond]).toEqual([0, 0])
        // The minute before the wait's end is still the one `now` is in.
        const before = temporal.Instant.fromEpochMilliseconds(ms + wait - 1).toZonedDateTimeISO(z)
        const nowWall = temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(z)
        expect(
          before
            .toPlainDateTime()
            .round({ smallestUnit: 'minute', roundingMode: 'floor' })
            .toString(),
        ).toBe(
          nowWall
            .toPlainDateTime()
            .round({ smallestUnit: 'minute', roundingMode: 'floor' })
            .toString(),
        )
      }),
      { numRuns: 1000 },
    )
  })
})
