import { describe, expect, it } from 'vitest'

// The package's test script runs this suite once per machine zone below; the answers of every
// other test must not depend on which one it is (spec: architecture, the machine's zone never matters).
const EXPECTED_OFFSET_MINUTES: Record<string, number> = {
  UTC: 0,
  'Pacific/Kiritimati': -14 * 60,
  'America/St_Johns': 3 * 60 + 30,
}

describe('machine time zone matrix', () => {
  it('runs under one of UTC, Pacific/Kiritimati, America/St_Johns and that zone is in effect', () => {
    const tz = process.env.TZ ?? '(unset: run `pnpm --filter @carte/hours test`)'
    expect(Object.keys(EXPECTED_OFFSET_MINUTES)).toContain(tz)
    // 2026-01-15: Kiritimati is UTC+14, St John's is on standard time UTC-03:30.
    expect(new Date(Date.UTC(2026, 0, 15, 12)).getTimezoneOffset()).toBe(
      EXPECTED_OFFSET_MINUTES[tz],
    )
  })
})
