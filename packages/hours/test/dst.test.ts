import { describe, expect, it } from 'vitest'
import { hours, slot } from './support'

// Hours are wall times in the venue zone (spec: menu-browsing §4 'evaluated in the menu timezone').
// Rule for wall times that DST skips or repeats: a boundary is the earliest instant at which the
// clock reads that wall time or later (skipped: the jump; repeated: the first time it is read).
describe('DST, midnight, leap days and half-hour zones', () => {
  describe('Europe/Berlin spring forward (Sun 2026-03-29, 02:00 CET -> 03:00 CEST at 01:00Z)', () => {
    const venue = {
      timezone: 'Europe/Berlin',
      opening_hours: [slot(7, '09:00:00', '17:00:00', true)],
    }
    it('a daytime slot follows the new offset (09:00 CEST = 07:00Z)', () => {
      expect(hours.venueStatus(venue, '2026-03-29T06:59:59Z').open).toBe(true)
      expect(hours.venueStatus(venue, '2026-03-29T07:00:00Z').open).toBe(false)
      expect(hours.venueStatus(venue, '2026-03-29T14:59:59Z').open).toBe(false)
      expect(hours.venueStatus(venue, '2026-03-29T15:00:00Z').open).toBe(true)
      // A week earlier 09:00 CET was 08:00Z.
      expect(hours.venueStatus(venue, '2026-03-22T07:00:00Z').open).toBe(true)
      expect(hours.venueStatus(venue, '2026-03-22T08:00:00Z').open).toBe(false)
    })
    it('a slot starting in the skipped hour starts at the jump (02:30 -> 03:00 CEST)', () => {
      const gap = {
        timezone: 'Europe/Berlin',
        opening_hours: [slot(7, '02:30:00', '05:00:00', true)],
      }
      expect(hours.venueStatus(gap, '2026-03-29T00:59:59Z').open).toBe(true) // 01:59:59 CET
      expect(hours.venueStatus(gap, '2026-03-29T01:00:00Z').open).toBe(false) // 03:00 CEST
      expect(hours.venueStatus(gap, '2026-03-29T02:59:59Z').open).toBe(false) // 04:59:59 CEST
      expect(hours.venueStatus(gap, '2026-03-29T03:00:00Z').open).toBe(true) // 05:00 CEST
    })
    it('a past-midnight slot of Saturday ends at Sunday 04:00 CEST (5 real hours)', () => {
      const night = {
        timezone: 'Europe/Berlin',
        opening_hours: [slot(6, '22:00:00', '04:00:00', true)],
      }
      expect(hours.venueStatus(night, '2026-03-28T21:00:00Z').open).toBe(false) // Sat 22:00 CET
      expect(hours.venueStatus(night, '2026-03-29T01:59:59Z').open).toBe(false) // Sun 03:59:59 CEST
      expect(hours.venueStatus(night, '2026-03-29T02:00:00Z').open).toBe(true) // Sun 04:00 CEST
    })
  })

  describe('Europe/Berlin fall back (Sun 2026-10-25, 03:00 CEST -> 02:00 CET at 01:00Z)', () => {
    it('a slot ending in the repeated hour ends the first time the clock reads it', () => {
      const venue = {
        timezone: 'Europe/Berlin',
        opening_hours: [slot(7, '01:00:00', '02:30:00', true)],
      }
      expect(hours.venueStatus(venue, '2026-10-24T22:59:59Z').open).toBe(true) // 00:59:59 CEST
      expect(hours.venueStatus(venue, '2026-10-24T23:00:00Z').open).toBe(false) // 01:00 CEST
      expect(hours.venueStatus(venue, '2026-10-25T00:29:59Z').open).toBe(false) // 02:29:59 CEST
      expect(hours.venueStatus(venue, '2026-10-25T00:30:00Z').open).toBe(true) // 02:30 CEST
      expect(hours.venueStatus(venue, '2026-10-25T01:15:00Z').open).toBe(true) // 02:15 CET again
    })
    it('a slot starting in the repeated hour starts the first time and lasts 3.5 real hours', () => {
      const venue = {
        timezone: 'Europe/Berlin',
        opening_hours: [slot(7, '02:30:00', '05:00:00', true)],
      }
      expect(hours.venueStatus(venue, '2026-10-25T00:29:59Z').open).toBe(true) // 02:29:59 CEST
      expect(hours.venueStatus(venue, '2026-10-25T00:30:00Z').open).toBe(false) // 02:30 CEST
      expect(hours.venueStatus(venue, '2026-10-25T01:15:00Z').open).toBe(false) // 02:15 CET
      expect(hours.venueStatus(venue, '2026-10-25T03:59:59Z').open).toBe(false) // 04:59:59 CET
      expect(hours.venueStatus(venue, '2026-10-25T04:00:00Z').open).toBe(true) // 05:00 CET
    })
  })

  describe('America/New_York', () => {
    it('spring forward (Sun 2026-03-08): 09:00 is 13:00Z that day, 14:00Z the week before', () => {
      const venue = {
        timezone: 'America/New_York',
        opening_hours: [slot(7, '09:00:00', '17:00:00', true)],
      }
      expect(hours.venueStatus(venue, '2026-03-08T13:30:00Z').open).toBe(false) // 09:30 EDT
      expect(hours.venueStatus(venue, '2026-03-01T13:30:00Z').open).toBe(true) // 08:30 EST
      expect(hours.venueStatus(venue, '2026-03-08T21:00:00Z').open).toBe(true) // 17:00 EDT
    })
    it('fall back (Sun 2026-11-01): a whole-day slot lasts 25 hours', () => {
      const venue = {
        timezone: 'America/New_York',
        opening_hours: [slot(7, '00:00:00', '00:00:00', true)],
      }
      expect(hours.venueStatus(venue, '2026-11-01T03:59:59Z').open).toBe(true) // Sat 23:59:59 EDT
      expect(hours.venueStatus(venue, '2026-11-01T04:00:00Z').open).toBe(false) // Sun 00:00 EDT
      expect(hours.venueStatus(venue, '2026-11-02T04:59:59Z').open).toBe(false) // Sun 23:59:59 EST
      expect(hours.venueStatus(venue, '2026-11-02T05:00:00Z').open).toBe(true) // Mon 00:00 EST
    })
  })

  it('America/Santiago skips midnight (2026-09-06 00:00 -04 -> 01:00 -03): day starts at 01:00', () => {
    const venue = {
      timezone: 'America/Santiago',
      opening_hours: [slot(6, '22:00:00', '00:00:00', true), slot(7, '00:00:00', '01:30:00')],
    }
    expect(hours.venueStatus(venue, '2026-09-06T03:59:59Z').open).toBe(false) // Sat 23:59:59 -04
    expect(hours.venueStatus(venue, '2026-09-06T04:00:00Z')).toMatchObject({
      open: true,
      reason: 'enabled-slot',
    }) // Sun 01:00 -03
    expect(
      hours.isShownAt(
        [slot(7, '00:00:00', '01:30:00')],
        'America/Santiago',
        '2026-09-06T04:29:59Z',
      ),
    ).toBe(true)
    expect(
      hours.isShownAt(
        [slot(7, '00:00:00', '01:30:00')],
        'America/Santiago',
        '2026-09-06T04:30:00Z',
      ),
    ).toBe(false)
  })

  it('Asia/Kolkata (UTC+05:30): 09:00-17:00 is 03:30Z-11:30Z', () => {
    const venue = {
      timezone: 'Asia/Kolkata',
      opening_hours: [slot(1, '09:00:00', '17:00:00', true)],
    }
    expect(hours.venueStatus(venue, '2026-11-23T03:29:59Z').open).toBe(true)
    expect(hours.venueStatus(venue, '2026-11-23T03:30:00Z').open).toBe(false)
    expect(hours.venueStatus(venue, '2026-11-23T11:29:59Z').open).toBe(false)
    expect(hours.venueStatus(venue, '2026-11-23T11:30:00Z').open).toBe(true)
  })

  it('leap day 2028-02-29 is a Tuesday and its past-midnight slot runs into 1 March', () => {
    const venue = { opening_hours: [slot(2, '23:00:00', '01:00:00', true)] } // Dubai
    expect(hours.venueStatus(venue, '2028-02-29T18:59:59Z').open).toBe(true) // Tue 22:59:59
    expect(hours.venueStatus(venue, '2028-02-29T19:00:00Z').open).toBe(false) // Tue 23:00
    expect(hours.venueStatus(venue, '2028-02-29T20:30:00Z').open).toBe(false) // Wed 1 Mar 00:30
    expect(hours.venueStatus(venue, '2028-02-29T21:00:00Z').open).toBe(true) // Wed 1 Mar 01:00
    expect(hours.venueStatus(venue, '2028-02-28T20:30:00Z').open).toBe(true) // Tue 29 Feb 00:30
  })

  it('midnight on New Year: a Thursday 31 Dec slot to 00:00:00 ends as 2027 starts', () => {
    const venue = { opening_hours: [slot(4, '20:00:00', '00:00:00', true)] }
    expect(hours.venueStatus(venue, '2026-12-31T19:59:59Z').open).toBe(false) // 23:59:59 Dubai
    expect(hours.venueStatus(venue, '2026-12-31T20:00:00Z').open).toBe(true) // 2027-01-01 00:00
  })
})
