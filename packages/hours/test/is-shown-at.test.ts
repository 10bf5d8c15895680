import { describe, expect, it } from 'vitest'
import { isShownAt } from '../src/index'
import { hours, slot, temporal } from './support'

// spec: menu-browsing §4 'Products and categories appear only within their own hours in the menu
// timezone'; architecture ruling 'no entries = always shown; otherwise shown only inside one of their slots'.
describe('isShownAt — category_hours / product_hours', () => {
  it('no entries (missing, null or empty) means always shown', () => {
    for (const entries of [undefined, null, []]) {
      expect(hours.isShownAt(entries, 'Asia/Dubai', '2026-11-23T03:00:00Z')).toBe(true)
    }
  })

  it('with entries, shown only inside one of the slots (lunch menu Mon 11:00-15:00 Dubai)', () => {
    const lunch = [slot(1, '11:00:00', '15:00:00'), slot(3, '11:00:00', '15:00:00')]
    expect(hours.isShownAt(lunch, 'Asia/Dubai', '2026-11-23T06:59:59Z')).toBe(false) // Mon 10:59:59
    expect(hours.isShownAt(lunch, 'Asia/Dubai', '2026-11-23T07:00:00Z')).toBe(true) // Mon 11:00
    expect(hours.isShownAt(lunch, 'Asia/Dubai', '2026-11-23T10:59:59Z')).toBe(true) // Mon 14:59:59
    expect(hours.isShownAt(lunch, 'Asia/Dubai', '2026-11-23T11:00:00Z')).toBe(false) // Mon 15:00
    expect(hours.isShownAt(lunch, 'Asia/Dubai', '2026-11-24T08:00:00Z')).toBe(false) // Tue 12:00
    expect(hours.isShownAt(lunch, 'Asia/Dubai', '2026-11-25T08:00:00Z')).toBe(true) // Wed 12:00
  })

  it('disable_order does not hide a category or product', () => {
    const entries = [slot(1, '11:00:00', '15:00:00', true)]
    expect(isShownAt(temporal, entries, null, '2026-11-23T08:00:00Z')).toBe(true)
  })

  it('late-night hours past midnight show on the next calendar day', () => {
    const lateNight = [slot(5, '18:00:00', '02:00:00')] // Friday
    expect(hours.isShownAt(lateNight, 'Asia/Dubai', '2026-11-27T21:00:00Z')).toBe(true) // Sat 01:00
    expect(hours.isShownAt(lateNight, 'Asia/Dubai', '2026-11-27T22:00:00Z')).toBe(false) // Sat 02:00
  })

  it('is evaluated in the menu zone (Asia/Kolkata, half-hour offset)', () => {
    const breakfast = [slot(1, '07:00:00', '10:30:00')]
    // 07:00 IST = 01:30Z; 10:30 IST = 05:00Z.
    expect(hours.isShownAt(breakfast, 'Asia/Kolkata', '2026-11-23T01:29:59Z')).toBe(false)
    expect(hours.isShownAt(breakfast, 'Asia/Kolkata', '2026-11-23T01:30:00Z')).toBe(true)
    expect(hours.isShownAt(breakfast, 'Asia/Kolkata', '2026-11-23T04:59:59Z')).toBe(true)
    expect(hours.isShownAt(breakfast, 'Asia/Kolkata', '2026-11-23T05:00:00Z')).toBe(false)
  })
})
