import { describe, expect, it } from 'vitest'
import type { HoursEntry, VenueHours } from '../src/index'
import {
  HOURS_ERROR_MESSAGES,
  HoursError,
  InvalidClosurePeriodError,
  InvalidHoursEntryError,
  InvalidInstantError,
  InvalidTimeError,
  InvalidWeekdayError,
  UnknownTimeZoneError,
} from '../src/index'
import { hours, slot } from './support'

const AT = '2026-11-23T05:00:00Z'
const status = (venue: unknown) => () => hours.venueStatus(venue as VenueHours, AT)
const shown = (entries: unknown) => () => hours.isShownAt(entries as HoursEntry[], 'UTC', AT)

// spec: menu-browsing §3 (entry: weekday 1 to 7, HH:MM:SS; closure period: ISO start and end).
describe('bad input raises a named error with a clear message', () => {
  it('malformed HH:MM:SS -> InvalidTimeError', () => {
    for (const bad of [
      '9:00:00',
      '9:00',
      '09:0',
      '09:00:0',
      '24:00:00',
      '12:60:00',
      '12:00:60',
      ' 09:00:00',
      9,
      null,
    ]) {
      expect(shown([{ weekday: 1, from_hour: bad, to_hour: '10:00:00' }]), String(bad)).toThrow(
        InvalidTimeError,
      )
    }
    expect(shown([slot(1, '09:00:00', '25:00:00')])).toThrow(
      `${HOURS_ERROR_MESSAGES.invalidTime}; got "25:00:00" at hours[0].to_hour`,
    )
  })

  it("'HH:MM' without seconds is read as HH:MM:00 (what @carte/api-client's schema lets through)", () => {
    const lunch = [{ weekday: 1, from_hour: '11:00', to_hour: '15:30' }]
    expect(hours.isShownAt(lunch, 'Asia/Dubai', '2026-11-23T06:59:59Z')).toBe(false) // 10:59:59
    expect(hours.isShownAt(lunch, 'Asia/Dubai', '2026-11-23T07:00:00Z')).toBe(true) // 11:00
    expect(hours.isShownAt(lunch, 'Asia/Dubai', '2026-11-23T11:29:59Z')).toBe(true) // 15:29:59
    expect(hours.isShownAt(lunch, 'Asia/Dubai', '2026-11-23T11:30:00Z')).toBe(false) // 15:30
  })

  it('weekday outside 1-7 -> InvalidWeekdayError', () => {
    for (const bad of [0, 8, -1, 1.5, '1', null, undefined]) {
      expect(
        status({ opening_hours: [{ weekday: bad, from_hour: '09:00:00', to_hour: '10:00:00' }] }),
        String(bad),
      ).toThrow(InvalidWeekdayError)
    }
    expect(
      status({ opening_hours: [slot(1, '09:00:00', '10:00:00'), slot(0, '09:00:00', '10:00:00')] }),
    ).toThrow(`${HOURS_ERROR_MESSAGES.invalidWeekday}; got 0 at opening_hours[1].weekday`)
  })

  it('unknown zone -> UnknownTimeZoneError (also for ISO strings Temporal would read as a zone)', () => {
    for (const bad of ['Mars/Olympus', 'Asia/Dubia', '2026-01-01T00:00Z', 4]) {
      expect(status({ timezone: bad }), String(bad)).toThrow(UnknownTimeZoneError)
    }
    expect(() => hours.earliestOrderDateTime('Europe/Atlantis', AT)).toThrow(
      `${HOURS_ERROR_MESSAGES.unknownTimeZone}; got "Europe/Atlantis"`,
    )
    expect(() => hours.validateOrderDateTime('2026-12-01T10:00', 'Nowhere', AT)).toThrow(
      UnknownTimeZoneError,
    )
  })

  it('zone names are case-insensitive and links are accepted', () => {
    expect(hours.venueStatus({ timezone: 'asia/kolkata' }, AT).zone).toBe('Asia/Kolkata')
    expect(hours.venueStatus({ timezone: 'Asia/Calcutta' }, AT).zone).toBe('Asia/Calcutta')
  })

  it('closure end before start, or a malformed closure time -> InvalidClosurePeriodError', () => {
    expect(
      status({ closing_rules: [{ start: '2026-12-25T00:00:00Z', end: '2026-12-24T00:00:00Z' }] }),
    ).toThrow(
      `${HOURS_ERROR_MESSAGES.closureEndBeforeStart}; got start "2026-12-25T00:00:00Z" and end "2026-12-24T00:00:00Z" at closing_rules[0]`,
    )
    for (const bad of [
      { start: 'soon', end: '2026-12-24T00:00:00Z' },
      { start: '2026-12-24T00:00:00Z' },
      null,
    ]) {
      expect(status({ closing_rules: [bad] })).toThrow(InvalidClosurePeriodError)
    }
    // An empty period (end = start) is allowed and closes nothing.
    expect(hours.venueStatus({ closing_rules: [{ start: AT, end: AT }] }, AT).open).toBe(true)
  })

  it('a list that is not an array of entries -> InvalidHoursEntryError', () => {
    expect(status({ opening_hours: 'always' })).toThrow(InvalidHoursEntryError)
    expect(status({ opening_hours: [null] })).toThrow(InvalidHoursEntryError)
    expect(status({ closing_rules: {} })).toThrow(InvalidHoursEntryError)
  })

  it('an instant that is none of the accepted forms -> InvalidInstantError', () => {
    for (const bad of [Number.NaN, 1.5, new Date('nope'), '2026-11-23T05:00:00', 'now', null, {}]) {
      expect(() => hours.venueStatus({}, bad as number), String(bad)).toThrow(InvalidInstantError)
    }
  })

  it('every error is a HoursError whose name says which one, with the [@carte/hours] prefix', () => {
    const errors = [
      [InvalidTimeError, status({ opening_hours: [slot(1, 'x', '10:00:00')] })],
      [InvalidWeekdayError, status({ opening_hours: [slot(9, '09:00:00', '10:00:00')] })],
      [UnknownTimeZoneError, status({ timezone: 'X/Y' })],
      [InvalidClosurePeriodError, status({ closing_rules: [{ start: 'a', end: 'b' }] })],
      [InvalidHoursEntryError, status({ opening_hours: 1 })],
      [InvalidInstantError, () => hours.venueStatus({}, 'x')],
    ] as const
    for (const [ErrorClass, run] of errors) {
      try {
        run()
        expect.unreachable(`${ErrorClass.name} was not thrown`)
      } catch (error) {
        expect(error).toBeInstanceOf(ErrorClass)
        expect(error).toBeInstanceOf(HoursError)
        expect((error as Error).name).toBe(ErrorClass.name)
        expect((error as Error).message.startsWith('[@carte/hours] ')).toBe(true)
      }
    }
  })

  it('diner input to validateOrderDateTime never throws', () => {
    for (const value of ['', 'x', '9999-99-99T99:99', '2026-13-01T00:00']) {
      expect(() => hours.validateOrderDateTime(value, 'UTC', AT)).not.toThrow()
    }
  })
})
