import { describe, expect, it } from 'vitest'
import {
  earliestOrderDateTime,
  ORDER_DATE_TIME_MESSAGES,
  validateOrderDateTime,
} from '../src/index'
import { hours, temporal } from './support'

// spec: ordering-payment §5 Checkout form — Date/time (delivery or takeaway when enabled):
// required ('Date is a required field'), valid date; earliest selectable is now; default now.
const NOW = '2026-11-22T01:29:45.123Z' // Sunday 05:29:45 in Dubai

describe('earliestOrderDateTime — earliest selectable is now; default now', () => {
  it('is the current minute in the venue zone (default Asia/Dubai)', () => {
    expect(hours.earliestOrderDateTime(undefined, NOW)).toEqual({
      instant: '2026-11-22T01:29:00Z',
      epochMilliseconds: Date.UTC(2026, 10, 22, 1, 29),
      wallTime: '2026-11-22T05:29:00',
      offset: '+04:00',
      zone: 'Asia/Dubai',
      inputValue: '2026-11-22T05:29',
    })
  })

  it('uses the venue zone, also with a half-hour offset and across a date line', () => {
    expect(earliestOrderDateTime(temporal, 'Asia/Kolkata', NOW).inputValue).toBe('2026-11-22T06:59')
    expect(hours.earliestOrderDateTime('America/St_Johns', NOW).inputValue).toBe('2026-11-21T21:59')
  })
})

describe('validateOrderDateTime', () => {
  it("nothing chosen: 'Date is a required field'", () => {
    for (const value of [undefined, null, '', '   ']) {
      expect(hours.validateOrderDateTime(value, 'Asia/Dubai', NOW)).toEqual({
        success: false,
        issues: [{ type: 'required', message: 'Date is a required field' }],
      })
    }
    expect(ORDER_DATE_TIME_MESSAGES.required).toBe('Date is a required field')
  })

  it('not a valid date: malformed text, 30 February, 29 February of a common year, 24:00', () => {
    for (const value of [
      'tomorrow',
      '2026-11-22',
      '2026-02-30T10:00',
      '2027-02-29T10:00',
      '2026-12-01T24:00',
      '2026-12-01T10:60',
    ]) {
      const result = hours.validateOrderDateTime(value, 'Asia/Dubai', NOW)
      expect(result.success, value).toBe(false)
      expect(result.issues?.[0].type, value).toBe('invalid')
    }
  })

  it('29 February of a leap year is a valid date', () => {
    expect(hours.validateOrderDateTime('2028-02-29T12:00', 'Asia/Dubai', NOW)).toMatchObject({
      success: true,
      output: { instant: '2028-02-29T08:00:00Z', wallTime: '2028-02-29T12:00:00' },
    })
  })

  it('the current minute is selectable, the minute before is not (earliest selectable is now)', () => {
    expect(hours.validateOrderDateTime('2026-11-22T05:29', 'Asia/Dubai', NOW).success).toBe(true)
    expect(hours.validateOrderDateTime('2026-11-22T05:28:59', 'Asia/Dubai', NOW)).toEqual({
      success: false,
      issues: [{ type: 'past', message: ORDER_DATE_TIME_MESSAGES.past }],
    })
  })

  it('reads the chosen time in the venue zone, not the machine zone', () => {
    // 05:30 in Kolkata is 00:00Z: before NOW (01:29Z), so past; 07:00 Kolkata = 01:30Z is fine.
    expect(
      validateOrderDateTime(temporal, '2026-11-22T05:30', 'Asia/Kolkata', NOW).issues?.[0].type,
    ).toBe('past')
    expect(validateOrderDateTime(temporal, '2026-11-22 07:00', 'Asia/Kolkata', NOW)).toMatchObject({
      success: true,
      output: { instant: '2026-11-22T01:30:00Z', inputValue: '2026-11-22T07:00', offset: '+05:30' },
    })
  })

  it('a time skipped by spring forward is taken as the jump (New York 2027-03-14 02:30 -> 03:00 EDT)', () => {
    expect(hours.validateOrderDateTime('2027-03-14T02:30', 'America/New_York', NOW)).toMatchObject({
      success: true,
      output: {
        instant: '2027-03-14T07:00:00Z',
        wallTime: '2027-03-14T03:00:00',
        offset: '-04:00',
      },
    })
  })

  it('a repeated time at fall back is its first occurrence (Berlin 2027-10-31 02:30 CEST)', () => {
    expect(hours.validateOrderDateTime('2027-10-31T02:30', 'Europe/Berlin', NOW)).toMatchObject({
      success: true,
      output: { instant: '2027-10-31T00:30:00Z', offset: '+02:00' },
    })
  })
})
