// @vitest-environment node
// The "this browser has the default fonts" flag (src/lib/fonts-cookie.mjs): written by the app
// once Roboto has loaded, read by the static server, which then declares the fonts in the page
// (menu-browsing §9 fonts; architecture: no secret in storage, a flag only).
import { describe, expect, it } from 'vitest'
import { FONTS_COOKIE, fontsLoadedCookie, hasLoadedFonts } from '../src/lib/fonts-cookie.mjs'

/** The Cookie header a browser sends back for what document.cookie was given. */
const sentBack = (setCookie: string) => setCookie.split(';')[0] ?? ''

describe('fonts cookie', () => {
  it('is kept a year on the whole site, sent on top-level navigations only, Secure over https', () => {
    expect(fontsLoadedCookie(false)).toBe('carte-fonts=1; Max-Age=31536000; Path=/; SameSite=Lax')
    expect(fontsLoadedCookie(true)).toContain('; Secure')
  })

  it('is read back among other cookies, and only its own value counts', () => {
    expect(
      hasLoadedFonts(`a=1; ${sentBack(fontsLoadedCookie(false))}; carte-language-demo=ar`),
    ).toBe(true)
    expect(hasLoadedFonts(undefined)).toBe(false)
    expect(hasLoadedFonts('')).toBe(false)
    expect(hasLoadedFonts('carte-language-demo=ar')).toBe(false)
    expect(hasLoadedFonts(`${FONTS_COOKIE}=0`)).toBe(false)
    expect(hasLoadedFonts(`x${FONTS_COOKIE}=1`)).toBe(false)
  })
})
