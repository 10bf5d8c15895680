import { describe, expect, it } from 'vitest'
import { DEFAULT_TIMEZONE, venueStatus } from '../src/index'
import { hours, slot, temporal } from './support'

// 2026-11-23 is a Monday. Asia/Dubai is UTC+04:00 all year, so Dubai 09:00 = 05:00Z.
const MON = '2026-11-23'

describe('venueStatus — spec: menu-browsing §4 Open or closed', () => {
  it("'Otherwise open': with no hours and no closures the venue is open", () => {
    expect(hours.venueStatus({}, `${MON}T05:00:00Z`)).toEqual({
      open: true,
      reason: 'no-slot',
      zone: 'Asia/Dubai',
    })
    expect(hours.venueStatus({ opening_hours: null, closing_rules: null }, 0).open).toBe(true)
  })

  it("'Within a matching weekday slot the result is the slot's disable_order flag'", () => {
    const venue = {
      opening_hours: [slot(1, '09:00:00', '17:00:00', true), slot(2, '09:00:00', '17:00:00')],
    }
    // Monday 09:00 Dubai: inside a disable_order slot -> closed.
    expect(hours.venueStatus(venue, `${MON}T05:00:00Z`)).toMatchObject({
      open: false,
      reason: 'disabled-slot',
    })
    // Tuesday 09:00 Dubai: inside a slot without disable_order -> open.
    expect(hours.venueStatus(venue, '2026-11-24T05:00:00Z')).toMatchObject({
      open: true,
      reason: 'enabled-slot',
    })
  })

  it('a slot is [from_hour, to_hour): open one second before, closed at from, open again at to', () => {
    const venue = { opening_hours: [slot(1, '09:00:00', '17:00:00', true)] }
    expect(hours.venueStatus(venue, `${MON}T04:59:59Z`).open).toBe(true)
    expect(hours.venueStatus(venue, `${MON}T05:00:00Z`).open).toBe(false)
    expect(hours.venueStatus(venue, `${MON}T12:59:59.999Z`).open).toBe(false)
    expect(hours.venueStatus(venue, `${MON}T13:00:00Z`).open).toBe(true)
  })

  it('slots apply only on their ISO weekday (1 = Monday ... 7 = Sunday; architecture ruling)', () => {
    const sunday = { opening_hours: [slot(7, '09:00:00', '17:00:00', true)] }
    expect(hours.venueStatus(sunday, '2026-11-22T06:00:00Z').open).toBe(false) // Sunday 10:00
    expect(hours.venueStatus(sunday, `${MON}T06:00:00Z`).open).toBe(true) // Monday 10:00
    expect(hours.venueStatus(sunday, '2026-11-21T06:00:00Z').open).toBe(true) // Saturday 10:00
  })

  it("'A closing time of 00:00:00 means end of day'", () => {
    const venue = { opening_hours: [slot(1, '18:00:00', '00:00:00', true)] }
    expect(hours.venueStatus(venue, `${MON}T19:59:59Z`).open).toBe(false) // Mon 23:59:59
    expect(hours.venueStatus(venue, `${MON}T20:00:00Z`).open).toBe(true) // Tue 00:00
    // 00:00:00 to 00:00:00 is the whole day.
    const allMonday = { opening_hours: [slot(1, '00:00:00', '00:00:00', true)] }
    expect(hours.venueStatus(allMonday, '2026-11-22T19:59:59Z').open).toBe(true) // Sun 23:59:59
    expect(hours.venueStatus(allMonday, '2026-11-22T20:00:00Z').open).toBe(false) // Mon 00:00
    expect(hours.venueStatus(allMonday, `${MON}T19:59:59Z`).open).toBe(false) // Mon 23:59:59
    expect(hours.venueStatus(allMonday, `${MON}T20:00:00Z`).open).toBe(true) // Tue 00:00
  })

  it('a to_hour earlier than from_hour runs past midnight into the next day (architecture ruling)', () => {
    const venue = { opening_hours: [slot(1, '22:00:00', '02:00:00', true)] }
    expect(hours.venueStatus(venue, `${MON}T17:59:59Z`).open).toBe(true) // Mon 21:59:59
    expect(hours.venueStatus(venue, `${MON}T18:00:00Z`).open).toBe(false) // Mon 22:00
    expect(hours.venueStatus(venue, `${MON}T21:30:00Z`).open).toBe(false) // Tue 01:30
    expect(hours.venueStatus(venue, `${MON}T22:00:00Z`).open).toBe(true) // Tue 02:00
    // Tuesday 01:30 of the week before belongs to Monday's slot too; Monday 01:30 does not.
    expect(hours.venueStatus(venue, '2026-11-22T21:30:00Z').open).toBe(true) // Mon 01:30
  })

  it('a Sunday slot past midnight wraps into Monday (weekday 7 -> 1)', () => {
    const venue = { opening_hours: [slot(7, '20:00:00', '03:00:00', true)] }
    expect(hours.venueStatus(venue, '2026-11-22T22:59:00Z').open).toBe(false) // Mon 02:59
    expect(hours.venueStatus(venue, '2026-11-22T23:00:00Z').open).toBe(true) // Mon 03:00
  })

  it('a slot with equal from_hour and to_hour (not 00:00:00) is empty', () => {
    const venue = { opening_hours: [slot(1, '09:00:00', '09:00:00', true)] }
    expect(hours.venueStatus(venue, `${MON}T05:00:00Z`).open).toBe(true)
  })

  it("'Closed during any closure period', whatever the slots say; start inclusive, end exclusive", () => {
    const venue = {
      opening_hours: [slot(1, '00:00:00', '00:00:00')],
      closing_rules: [
        { start: '2026-11-20T00:00:00Z', end: '2026-11-21T00:00:00Z' },
        { start: `${MON}T08:00:00+04:00`, end: `${MON}T12:00:00+04:00` },
      ],
    }
    expect(hours.venueStatus(venue, `${MON}T03:59:59Z`).open).toBe(true)
    expect(hours.venueStatus(venue, `${MON}T04:00:00Z`)).toMatchObject({
      open: false,
      reason: 'closure-period',
    })
    expect(hours.venueStatus(venue, `${MON}T07:59:59Z`).open).toBe(false)
    expect(hours.venueStatus(venue, `${MON}T08:00:00Z`)).toMatchObject({
      open: true,
      reason: 'enabled-slot',
    })
    expect(hours.venueStatus(venue, '2026-11-20T12:00:00Z').open).toBe(false)
  })

  it('a closure time without Z or offset is read as wall time in the venue zone', () => {
    const venue = {
      timezone: 'Asia/Kolkata',
      closing_rules: [{ start: '2026-12-24T18:00:00', end: '2026-12-25T00:00:00' }],
    }
    // 18:00 IST = 12:30Z.
    expect(hours.venueStatus(venue, '2026-12-24T12:29:59Z').open).toBe(true)
    expect(hours.venueStatus(venue, '2026-12-24T12:30:00Z').open).toBe(false)
    expect(hours.venueStatus(venue, '2026-12-24T18:29:59Z').open).toBe(false)
    expect(hours.venueStatus(venue, '2026-12-24T18:30:00Z').open).toBe(true)
  })

  it('overlapping slots that disagree: closed wins', () => {
    const venue = {
      opening_hours: [slot(1, '08:00:00', '20:00:00'), slot(1, '12:00:00', '13:00:00', true)],
    }
    expect(hours.venueStatus(venue, `${MON}T08:30:00Z`).open).toBe(false) // 12:30
    expect(hours.venueStatus(venue, `${MON}T09:00:00Z`).open).toBe(true) // 13:00
  })

  it('the `closed` demo venue shape (one closure period over all time) is closed whatever the time', () => {
    const closed = {
      timezone: 'Asia/Dubai',
      opening_hours: [1, 2, 3, 4, 5, 6, 7].map((d) => slot(d, '00:00:00', '00:00:00', true)),
      closing_rules: [{ start: '2000-01-01T00:00:00Z', end: '2100-01-01T00:00:00Z' }],
    }
    for (const at of ['2026-11-22T01:29:00Z', '2028-02-29T12:00:00Z', '2031-06-01T23:59:59Z']) {
      expect(hours.venueStatus(closed, at).open).toBe(false)
    }
    // Every weekday fully disabled is closed even without the closure period.
    const { closing_rules: _, ...slotsOnly } = closed
    for (let h = 0; h < 24 * 7; h += 5) {
      expect(hours.venueStatus(slotsOnly, Date.UTC(2026, 10, 23, h, 17)).open).toBe(false)
    }
  })

  it("the menu timezone decides ('evaluated in the menu timezone (default Asia/Dubai)', §9)", () => {
    expect(DEFAULT_TIMEZONE).toBe('Asia/Dubai')
    const monMorning = [slot(1, '09:00:00', '10:00:00', true)]
    const at = `${MON}T05:30:00Z` // 09:30 in Dubai, 05:30 in UTC, 14:30 in Tokyo
    expect(hours.venueStatus({ opening_hours: monMorning }, at).open).toBe(false)
    expect(hours.venueStatus({ opening_hours: monMorning, timezone: '' }, at).open).toBe(false)
    expect(hours.venueStatus({ opening_hours: monMorning, timezone: 'UTC' }, at).open).toBe(true)
    expect(hours.venueStatus({ opening_hours: monMorning, timezone: 'Asia/Tokyo' }, at).open).toBe(
      true,
    )
  })

  it('accepts the instant as epoch ms, Date, ISO string with offset, or Temporal.Instant alike', () => {
    const venue = { opening_hours: [slot(1, '09:00:00', '17:00:00', true)] }
    const ms = Date.UTC(2026, 10, 23, 5, 0, 0)
    const forms = [
      ms,
      new Date(ms),
      `${MON}T05:00:00Z`,
      `${MON}T09:00:00+04:00`,
      temporal.Instant.fromEpochMilliseconds(ms),
      // A Temporal.Instant of another implementation (e.g. the browser's) is read by its epochNanoseconds.
      { epochNanoseconds: BigInt(ms) * 1_000_000n },
    ]
    for (const at of forms) expect(hours.venueStatus(venue, at).open).toBe(false)
    // The unbound function gives the same answers.
    expect(venueStatus(temporal, venue, ms).open).toBe(false)
    expect(venueStatus(temporal, venue, ms - 1).open).toBe(true)
  })
})
