import { describe, expect, it } from 'vitest'
import { directionOf, isSupportedLanguage } from '../src/lib/languages'

describe('languages (menu-browsing §4, §9)', () => {
  it('routes only the supported codes', () => {
    expect(isSupportedLanguage('zh-hans')).toBe(true)
    expect(isSupportedLanguage('demo')).toBe(false)
    expect(isSupportedLanguage(undefined)).toBe(false)
  })

  it('lays out ar, he and fa right to left', () => {
    expect(['ar', 'he', 'fa', 'en', 'fr'].map(directionOf)).toEqual([
      'rtl',
      'rtl',
      'rtl',
      'ltr',
      'ltr',
    ])
  })
})
