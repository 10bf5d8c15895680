import { describe, expect, it } from 'vitest'
import { NEXT_OPENING_HORIZON_DAYS, nextOpening } from '../src/index'
import { hours, slot, temporal } from './support'

// Beyond the spec (issue + architecture ruling): the closed notice says when ordering opens next,
// within 7 days, or that it is not known (null).
describe('nextOpening', () => {
  it('returns the instant itself when the venue is open now', () => {
    expect(hours.nextOpening({}, '2026-11-23T05:00:00Z')).toEqual({
      instant: '2026-11-23T05:00:00Z',
      epochMilliseconds: Date.UTC(2026, 10, 23, 5),
      wallTime: '2026-11-23T09:00:00',
      offset: '+04:00',
      zone: 'Asia/Dubai',
    })
  })

  it('inside a disable_order slot: opens when the slot ends, told in venue wall time', () => {
    const venue = { opening_hours: [slot(1, '09:00:00', '17:00:00', true)] }
    expect(hours.nextOpening(venue, '2026-11-23T06:00:00Z')).toMatchObject({
      instant: '2026-11-23T13:00:00Z',
      wallTime: '2026-11-23T17:00:00',
    })
  })

  it('back-to-back disabled slots are skipped to the first open instant', () => {
    const venue = {
      opening_hours: [
        slot(1, '09:00:00', '17:00:00', true),
        slot(1, '17:00:00', '20:00:00', true),
        slot(1, '20:00:00', '02:00:00', true),
      ],
    }
    expect(hours.nextOpening(venue, '2026-11-23T06:00:00Z')?.wallTime).toBe('2026-11-24T02:00:00')
  })

  it('inside a closure period: opens when it ends, unless a disabled slot is running then', () => {
    const venue = {
      timezone: 'Asia/Kolkata',
      opening_hours: [slot(4, '09:00:00', '12:00:00', true)],
      closing_rules: [
        { start: '2026-11-23T00:00:00+05:30', end: '2026-11-25T00:00:00+05:30' },
        { start: '2026-11-26T08:00:00+05:30', end: '2026-11-26T10:00:00+05:30' },
      ],
    }
    expect(hours.nextOpening(venue, '2026-11-23T10:00:00Z')).toMatchObject({
      wallTime: '2026-11-25T00:00:00',
      offset: '+05:30',
      instant: '2026-11-24T18:30:00Z',
    })
    // Thursday 26th: closure 08:00-10:00 then disabled slot until 12:00.
    expect(hours.nextOpening(venue, '2026-11-26T03:00:00Z')?.wallTime).toBe('2026-11-26T12:00:00')
  })

  it('returns null (not known) when ordering does not open within 7 days', () => {
    expect(NEXT_OPENING_HORIZON_DAYS).toBe(7)
    const allWeek = {
      opening_hours: [1, 2, 3, 4, 5, 6, 7].map((d) => slot(d, '00:00:00', '00:00:00', true)),
    }
    expect(hours.nextOpening(allWeek, '2026-11-23T06:00:00Z')).toBeNull()
    const longClosure = {
      closing_rules: [{ start: '2026-11-01T00:00:00Z', end: '2026-12-31T00:00:00Z' }],
    }
    expect(nextOpening(temporal, longClosure, '2026-11-23T06:00:00Z')).toBeNull()
  })

  it('the 7-day horizon is inclusive: an opening exactly 7 days later is found, 1 ms more is not', () => {
    const at = '2026-11-23T06:00:00Z'
    const exactly = {
      closing_rules: [{ start: '2026-11-23T00:00:00Z', end: '2026-11-30T06:00:00Z' }],
    }
    expect(hours.nextOpening(exactly, at)?.instant).toBe('2026-11-30T06:00:00Z')
    const beyond = {
      closing_rules: [{ start: '2026-11-23T00:00:00Z', end: '2026-11-30T06:00:00.001Z' }],
    }
    expect(hours.nextOpening(beyond, at)).toBeNull()
  })

  it('across spring forward in New York the opening is told in the new offset', () => {
    const venue = {
      timezone: 'America/New_York',
      opening_hours: [slot(6, '22:00:00', '08:00:00', true)],
    }
    // Sat 2026-03-07 23:00 EST; opens Sun 08:00 EDT = 12:00Z.
    expect(hours.nextOpening(venue, '2026-03-08T04:00:00Z')).toMatchObject({
      instant: '2026-03-08T12:00:00Z',
      wallTime: '2026-03-08T08:00:00',
      offset: '-04:00',
      zone: 'America/New_York',
    })
  })

  it('the `closed` demo venue shape never opens within 7 days', () => {
    const closed = {
      closing_rules: [{ start: '2000-01-01T00:00:00Z', end: '2100-01-01T00:00:00Z' }],
    }
    expect(hours.nextOpening(closed, Date.UTC(2026, 10, 22))).toBeNull()
  })
})
