// @vitest-environment node
// The diner's language choice as a cookie (src/lib/language-cookie.mjs): written by the app,
// read by the static server, which renders a QR landing path's first screen in that language
// (menu-browsing §2: the stored choice picks the language; architecture: no secret in storage).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  languageCookie,
  languageCookiesKey,
  storedLanguageInCookies,
} from '../src/lib/language-cookie.mjs'
import segments from '../src/lib/route-segments.json'

/** The Cookie header a browser sends back for what document.cookie was given. */
const sentBack = (setCookie: string) => setCookie.split(';')[0] ?? ''

describe('language cookie', () => {
  it('keeps a choice for a year on the whole site, sent on top-level navigations only', () => {
    const cookie = languageCookie('demo', 'ar', false)
    expect(cookie).toBe('carte-language-demo=ar; Max-Age=31536000; Path=/; SameSite=Lax')
    expect(languageCookie('demo', 'ar', true)).toContain('; Secure')
  })

  it('forgets a choice', () => {
    expect(languageCookie('demo', null, false)).toMatch(/^carte-language-demo=; Max-Age=0;/)
  })

  it('is read back for its licence only, among other cookies', () => {
    const header = `session=abc; ${sentBack(languageCookie('demo', 'fr', false))}; x=1`
    expect(storedLanguageInCookies(header, 'demo')).toBe('fr')
    expect(storedLanguageInCookies(header, 'big')).toBeNull()
    expect(storedLanguageInCookies(undefined, 'demo')).toBeNull()
    expect(
      storedLanguageInCookies(sentBack(languageCookie('demo', null, false)), 'demo'),
    ).toBeNull()
  })

  it('round-trips every language for any licence name', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.constantFrom(...segments.languages),
        (license, code) => {
          const header = sentBack(languageCookie(license, code, false))
          expect(storedLanguageInCookies(header, license)).toBe(code)
        },
      ),
    )
  })

  it('keys a first screen by the language choices alone, whatever their order', () => {
    const a = sentBack(languageCookie('demo', 'ar', false))
    const b = sentBack(languageCookie('big', 'en', false))
    expect(languageCookiesKey(`${a}; session=1; ${b}`)).toBe(languageCookiesKey(`${b}; ${a}`))
    expect(languageCookiesKey('session=1')).toBe('')
    expect(languageCookiesKey(a)).not.toBe(
      languageCookiesKey(sentBack(languageCookie('demo', 'fr', false))),
    )
  })
})
