import { describe, expect, it } from 'vitest'
import { isNewerVersion } from '../src/lib/version'

describe('isNewerVersion (menu-browsing §4 Version banner; architecture: numeric by part)', () => {
  it('compares numerically part by part', () => {
    expect(isNewerVersion('1.10.0', '1.9.60')).toBe(true)
    expect(isNewerVersion('1.9.61', '1.9.60')).toBe(true)
    expect(isNewerVersion('2', '1.9.60')).toBe(true)
  })

  it('is false for the same, older, empty or malformed versions', () => {
    expect(isNewerVersion('1.9.60', '1.9.60')).toBe(false)
    expect(isNewerVersion('1.9.6', '1.9.60')).toBe(false)
    expect(isNewerVersion('1.9.60.0', '1.9.60')).toBe(false)
    expect(isNewerVersion('', '1.9.60')).toBe(false)
    expect(isNewerVersion(null, '1.9.60')).toBe(false)
    expect(isNewerVersion('v.next', '1.9.60')).toBe(false)
  })
})
