import { describe, expect, it } from 'vitest'
import { directionOf, isSupportedLanguage, resolveLanguage } from '../src/lib/languages'

const venue = {
  default_language: 'en',
  languages: [{ code: 'en' }, { code: 'ar' }, { code: 'fr' }],
}

describe('languages (menu-browsing §4, §9)', () => {
  it('uses a requested language only when the venue has it, else default_language', () => {
    expect(resolveLanguage('ar', venue)).toBe('ar')
    expect(resolveLanguage('de', venue)).toBe('en')
    expect(resolveLanguage(null, { ...venue, default_language: 'fr' })).toBe('fr')
  })

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
