import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatOrderDate, UnknownTimeZoneError } from '../src/index'

// spec: ordering-payment §2 Order page "the order date (format 'month day, year H:mma')", §9
describe('formatOrderDate', () => {
  it('writes month day, year H:mma in the venue zone (Dubai is UTC+4)', () => {
    expect(
      formatOrderDate('2026-11-23T10:05:00Z', { timezone: 'Asia/Dubai', language: 'en' }),
    ).toBe('November 23, 2026 14:05pm')
  })

  it('uses the venue zone, not the machine zone: the day changes across midnight', () => {
    // 21:30 UTC is 00:30 next day in Kuwait (UTC+3); H has no padding: 0:30.
    expect(
      formatOrderDate('2026-11-23T21:30:00Z', { timezone: 'Asia/Kuwait', language: 'en' }),
    ).toBe('November 24, 2026 0:30am')
  })

  it('reads offsets, not only Z', () => {
    expect(
      formatOrderDate('2026-01-05T09:07:00+04:00', { timezone: 'Asia/Dubai', language: 'en' }),
    ).toBe('January 5, 2026 9:07am')
  })

  it('defaults to Asia/Dubai when the menu has no timezone', () => {
    expect(formatOrderDate('2026-11-23T10:05:00Z', { language: 'en' })).toBe(
      'November 23, 2026 14:05pm',
    )
  })

  it('names the month in the selected language', () => {
    const fr = formatOrderDate('2026-11-23T10:05:00Z', { timezone: 'Asia/Dubai', language: 'fr' })
    expect(fr).toContain('novembre')
    expect(fr).toContain('14:05')
  })

  it('falls back to English for a language Intl does not know (spec §9 date locale)', () => {
    expect(
      formatOrderDate('2026-11-23T10:05:00Z', { timezone: 'Asia/Dubai', language: 'kp' }),
    ).toBe('November 23, 2026 14:05pm')
    expect(formatOrderDate('2026-11-23T10:05:00Z', { timezone: 'Asia/Dubai', language: '' })).toBe(
      'November 23, 2026 14:05pm',
    )
  })

  it('writes Arabic-Indic digits only for ar with arabicDigits', () => {
    const arab = formatOrderDate('2026-11-23T10:05:00Z', {
      timezone: 'Asia/Dubai',
      language: 'ar',
      arabicDigits: true,
    })
    expect(arab).toMatch(/١٤:٠٥/)
    const latin = formatOrderDate('2026-11-23T10:05:00Z', {
      timezone: 'Asia/Dubai',
      language: 'ar',
    })
    expect(latin).toMatch(/14:05/)
    const en = formatOrderDate('2026-11-23T10:05:00Z', {
      timezone: 'Asia/Dubai',
      language: 'en',
      arabicDigits: true,
    })
    expect(en).toBe('November 23, 2026 14:05pm')
  })

  it('returns the text unchanged when it is not an instant with a zone', () => {
    expect(formatOrderDate('', { timezone: 'Asia/Dubai' })).toBe('')
    expect(formatOrderDate('yesterday', { timezone: 'Asia/Dubai' })).toBe('yesterday')
    // A wall time without Z or offset would depend on the machine zone: left as is.
    expect(formatOrderDate('2026-11-23T10:05:00', { timezone: 'Asia/Dubai' })).toBe(
      '2026-11-23T10:05:00',
    )
  })

  it('throws UnknownTimeZoneError for a zone that does not exist', () => {
    expect(() => formatOrderDate('2026-11-23T10:05:00Z', { timezone: 'Mars/Olympus' })).toThrow(
      UnknownTimeZoneError,
    )
  })

  describe('properties', () => {
    it('hour is 0-23 unpadded, minutes two digits, period am before noon and pm after', () => {
      const start = Date.UTC(2020, 0, 1)
      const end = Date.UTC(2030, 0, 1)
      fc.assert(
        fc.property(fc.integer({ min: start, max: end }), (ms) => {
          const iso = new Date(ms).toISOString()
          const text = formatOrderDate(iso, { timezone: 'UTC', language: 'en' })
          const match = /^[A-Z][a-z]+ \d{1,2}, \d{4} (\d{1,2}):(\d{2})(am|pm)$/.exec(text)
          expect(match).not.toBeNull()
          const hour = Number(match?.[1])
          expect(String(hour)).toBe(match?.[1])
          expect(hour).toBe(new Date(ms).getUTCHours())
          expect(Number(match?.[2])).toBe(new Date(ms).getUTCMinutes())
          expect(match?.[3]).toBe(hour < 12 ? 'am' : 'pm')
        }),
        { numRuns: 1000 },
      )
    })
  })
})
