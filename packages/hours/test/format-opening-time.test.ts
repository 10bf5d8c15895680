import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatOpeningTime } from '../src/index'

// Monday 23 November 2026, 06:00 UTC: 10:00 in Dubai (UTC+4), 09:00 in Kuwait (UTC+3).
const MONDAY_0600Z = Date.UTC(2026, 10, 23, 6, 0)

// spec: menu-browsing §4 Open or closed (when ordering opens next), §9 date locale falls back to English
describe('formatOpeningTime', () => {
  it('the short weekday and the time in the venue zone, not the machine zone', () => {
    const dubai = formatOpeningTime(MONDAY_0600Z, 'Asia/Dubai', 'en')
    expect(dubai).toMatch(/^Mon\b/)
    expect(dubai).toContain('10:00')
    expect(formatOpeningTime(MONDAY_0600Z, 'Asia/Kuwait', 'en')).toContain('09:00')
  })

  it('in the selected language', () => {
    expect(formatOpeningTime(MONDAY_0600Z, 'Asia/Dubai', 'fr')).toMatch(/^lun\.?\s10:00$/)
    expect(formatOpeningTime(MONDAY_0600Z, 'Asia/Dubai', 'ar')).toContain('الاثنين')
  })

  it('Arabic-Indic digits for ar only when the menu enables them; Latin otherwise (§9)', () => {
    const arabic = formatOpeningTime(MONDAY_0600Z, 'Asia/Dubai', 'ar', { arabicDigits: true })
    expect(arabic).toContain('١٠:٠٠')
    expect(arabic).not.toMatch(/[0-9]/)
    const latin = formatOpeningTime(MONDAY_0600Z, 'Asia/Dubai', 'ar')
    expect(latin).toContain('10:00')
    expect(latin).not.toMatch(/[٠-٩]/)
    expect(formatOpeningTime(MONDAY_0600Z, 'Asia/Dubai', 'fr', { arabicDigits: true })).toContain(
      '10:00',
    )
  })

  it('a malformed language tag falls back to English', () => {
    expect(formatOpeningTime(MONDAY_0600Z, 'Asia/Dubai', 'en_US!!')).toBe(
      formatOpeningTime(MONDAY_0600Z, 'Asia/Dubai', 'en'),
    )
  })

  it('a language Intl does not know falls back to English, never to the device locale (§9)', () => {
    // 'kp' is one of the app's languages that Intl has no data for: without the fallback it takes
    // the machine's own locale (German weekdays under the test run with LC_ALL=de_DE.UTF-8).
    expect(formatOpeningTime(MONDAY_0600Z, 'Asia/Dubai', 'kp')).toBe(
      formatOpeningTime(MONDAY_0600Z, 'Asia/Dubai', 'en'),
    )
  })

  describe('properties', () => {
    const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
    it('the weekday and the minutes are those of the instant shifted by the zone offset', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
          (instant) => {
            // Dubai has no daylight saving: local time is UTC + 4 h all year.
            const local = new Date(instant + 4 * 3_600_000)
            const text = formatOpeningTime(instant, 'Asia/Dubai', 'en')
            expect(text.startsWith(WEEKDAYS[local.getUTCDay()] ?? '?')).toBe(true)
            expect(text).toContain(`:${String(local.getUTCMinutes()).padStart(2, '0')}`)
          },
        ),
        { numRuns: 1000 },
      )
    })
  })
})
