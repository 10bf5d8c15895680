import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { resolveLanguage } from '../src/index'

// The demo venue's list: English (default), Arabic, French.
const DEMO = {
  default_language: 'en',
  languages: [
    { code: 'en', name_local: 'English' },
    { code: 'ar', name_local: 'العربية' },
    { code: 'fr', name_local: 'Français' },
  ],
}

// spec: menu-browsing §4 Menu loading "A requested language is used only if it is in the list"
describe('resolveLanguage', () => {
  it('a requested language the venue has is used', () => {
    expect(resolveLanguage('ar', DEMO)).toBe('ar')
    expect(resolveLanguage('fr', DEMO)).toBe('fr')
  })

  it("a language the venue lacks, or none, gives the venue's default", () => {
    expect(resolveLanguage('de', DEMO)).toBe('en')
    expect(resolveLanguage(null, DEMO)).toBe('en')
    expect(resolveLanguage('', DEMO)).toBe('en')
    expect(resolveLanguage('AR', DEMO)).toBe('en')
    expect(resolveLanguage('ar', { ...DEMO, default_language: 'fr' })).toBe('ar')
    expect(resolveLanguage('de', { ...DEMO, default_language: 'fr' })).toBe('fr')
  })

  describe('properties', () => {
    it('the result is always the request when listed, else the default', () => {
      fc.assert(
        fc.property(
          fc.option(fc.string({ maxLength: 6 }), { nil: null }),
          fc.uniqueArray(fc.constantFrom<string>('en', 'ar', 'fr', 'he', 'fa', 'de'), {
            minLength: 1,
          }),
          (requested, codes) => {
            const list = {
              default_language: codes[0] ?? 'en',
              languages: codes.map((code) => ({ code, name_local: code })),
            }
            const result = resolveLanguage(requested, list)
            expect(result).toBe(
              requested !== null && codes.includes(requested) ? requested : list.default_language,
            )
          },
        ),
        { numRuns: 1000 },
      )
    })
  })
})
