import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type HoursEntry, isOrderableAt } from '../src/index'
import { hours, slot, temporal } from './support'

// spec: menu-browsing §3 'Category hours entry: weekday, from_hour, to_hour, disable_order'; §2
// Product page 'category and product hours pass'; §4 a slot's disable_order disables ordering in
// it. Reading (root README): inside such a slot the category or product is still shown but cannot
// be ordered; overlapping slots that disagree: closed wins, as for the venue.
describe('isOrderableAt — disable_order in category_hours / product_hours', () => {
  it('no entries (missing, null or empty) means always orderable', () => {
    for (const entries of [undefined, null, []]) {
      expect(hours.isOrderableAt(entries, 'Asia/Dubai', '2026-11-23T03:00:00Z')).toBe(true)
    }
  })

  it('inside a slot with disable_order: shown, not orderable (Mon 11:00-15:00 Dubai)', () => {
    const entries = [slot(1, '11:00:00', '15:00:00', true)]
    // Mon 2026-11-23 12:00 in Dubai = 08:00Z.
    expect(hours.isShownAt(entries, 'Asia/Dubai', '2026-11-23T08:00:00Z')).toBe(true)
    expect(hours.isOrderableAt(entries, 'Asia/Dubai', '2026-11-23T08:00:00Z')).toBe(false)
    expect(isOrderableAt(temporal, entries, null, '2026-11-23T08:00:00Z')).toBe(false)
  })

  it('inside a slot without disable_order: orderable; outside every slot: not (not shown)', () => {
    const entries = [slot(1, '11:00:00', '15:00:00')]
    expect(hours.isOrderableAt(entries, 'Asia/Dubai', '2026-11-23T07:00:00Z')).toBe(true) // 11:00
    expect(hours.isOrderableAt(entries, 'Asia/Dubai', '2026-11-23T11:00:00Z')).toBe(false) // 15:00
    expect(hours.isOrderableAt(entries, 'Asia/Dubai', '2026-11-24T08:00:00Z')).toBe(false) // Tue
  })

  it('overlapping slots that disagree: closed wins, only where they overlap', () => {
    // Mon 10:00-16:00 orderable, Mon 12:00-13:00 disable_order (Dubai, +04:00).
    const entries = [slot(1, '10:00:00', '16:00:00'), slot(1, '12:00:00', '13:00:00', true)]
    expect(hours.isOrderableAt(entries, 'Asia/Dubai', '2026-11-23T07:59:59Z')).toBe(true) // 11:59:59
    expect(hours.isOrderableAt(entries, 'Asia/Dubai', '2026-11-23T08:00:00Z')).toBe(false) // 12:00
    expect(hours.isOrderableAt(entries, 'Asia/Dubai', '2026-11-23T08:59:59Z')).toBe(false) // 12:59:59
    expect(hours.isOrderableAt(entries, 'Asia/Dubai', '2026-11-23T09:00:00Z')).toBe(true) // 13:00
  })

  it('a whole-day disable_order slot (00:00:00-00:00:00) covers the day, in the menu zone', () => {
    const entries = [slot(1, '00:00:00', '00:00:00', true)]
    // Monday 2026-11-23 in Kolkata (+05:30) runs from 2026-11-22T18:30Z to 2026-11-23T18:30Z.
    expect(hours.isOrderableAt(entries, 'Asia/Kolkata', '2026-11-22T18:29:59Z')).toBe(false)
    expect(hours.isShownAt(entries, 'Asia/Kolkata', '2026-11-22T18:29:59Z')).toBe(false)
    expect(hours.isShownAt(entries, 'Asia/Kolkata', '2026-11-22T18:30:00Z')).toBe(true)
    expect(hours.isOrderableAt(entries, 'Asia/Kolkata', '2026-11-22T18:30:00Z')).toBe(false)
  })

  it('a late-night disable_order slot reaches past midnight (Fri 18:00-02:00)', () => {
    const entries = [slot(5, '18:00:00', '02:00:00', true), slot(6, '00:00:00', '00:00:00')]
    // Sat 2026-11-28 01:00 Dubai = Fri 21:00Z: inside both, closed wins; 02:00 only Saturday's.
    expect(hours.isOrderableAt(entries, 'Asia/Dubai', '2026-11-27T21:00:00Z')).toBe(false)
    expect(hours.isOrderableAt(entries, 'Asia/Dubai', '2026-11-27T22:00:00Z')).toBe(true)
  })
})

const ZONES = ['Asia/Dubai', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham']
const RUNS = { numRuns: 1000 }
const pad = (n: number) => String(n).padStart(2, '0')
const time = fc
  .record({ h: fc.integer({ min: 0, max: 23 }), m: fc.constantFrom(0, 15, 30, 59) })
  .map(({ h, m }) => `${pad(h)}:${pad(m)}:00`)
const entry: fc.Arbitrary<HoursEntry> = fc.record({
  weekday: fc.integer({ min: 1, max: 7 }),
  from_hour: time,
  to_hour: fc.oneof(time, fc.constant('00:00:00')),
  disable_order: fc.boolean(),
})
const entries = fc.array(entry, { maxLength: 8 })
const zone = fc.constantFrom(...ZONES)
const instantMs = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2031, 0, 1) })

describe('properties', () => {
  it('orderable implies shown (disable_order never makes an item orderable outside its hours)', () => {
    fc.assert(
      fc.property(zone, entries, instantMs, (z, list, ms) => {
        if (hours.isOrderableAt(list, z, ms)) expect(hours.isShownAt(list, z, ms)).toBe(true)
      }),
      RUNS,
    )
  })

  it('without any disable_order, orderable is exactly shown', () => {
    fc.assert(
      fc.property(zone, entries, instantMs, (z, list, ms) => {
        const plain = list.map((e) => ({ ...e, disable_order: false }))
        expect(hours.isOrderableAt(plain, z, ms)).toBe(hours.isShownAt(plain, z, ms))
      }),
      RUNS,
    )
  })

  it('closed wins: a disable_order slot over the whole local day leaves it shown, never orderable', () => {
    fc.assert(
      fc.property(zone, entries, instantMs, (z, list, ms) => {
        const weekday = temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(z).dayOfWeek
        const closed = [...list, slot(weekday, '00:00:00', '00:00:00', true)]
        expect(hours.isShownAt(closed, z, ms)).toBe(true)
        expect(hours.isOrderableAt(closed, z, ms)).toBe(false)
      }),
      RUNS,
    )
  })

  it('setting disable_order on a slot never makes an item more orderable', () => {
    fc.assert(
      fc.property(zone, entries, instantMs, fc.nat(), (z, list, ms, pick) => {
        fc.pre(list.length > 0)
        const at = pick % list.length
        const flagged = list.map((e, i) => (i === at ? { ...e, disable_order: true } : e))
        if (hours.isOrderableAt(flagged, z, ms)) expect(hours.isOrderableAt(list, z, ms)).toBe(true)
      }),
      RUNS,
    )
  })
})
