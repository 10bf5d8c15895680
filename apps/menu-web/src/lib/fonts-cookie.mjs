// Whether this browser has the default fonts (@carte/ui/fonts.css) in its cache, kept in a cookie:
// the static server then puts their @font-face rules into the page itself (server/serve.mjs), and
// a returning diner's first screen is drawn in Roboto at once. On a first visit the app declares
// them after its first render (src/lib/fonts.ts), so that their download does not hold back the
// app's scripts; text then swaps from the system font once. A flag only, never a secret
// (architecture rulings). Plain JavaScript, shared by the app and the static server.
import { parseCookie, stringifySetCookie } from 'cookie'

/** The cookie's name. */
export const FONTS_COOKIE = 'carte-fonts'
/**
 * A year, as browsers keep cached font files at most that long (the build's files are immutable
 * and served with max-age=31536000).
 */
const ONE_YEAR_S = 365 * 24 * 60 * 60

/**
 * What `document.cookie` is given once the default fonts are loaded.
 * spec: menu-browsing §9 "Fonts loaded by default: Roboto and Roboto Slab at weights 400 and 700"
 * @param {boolean} secure - whether the page is served over https.
 * @returns {string}
 */
export function fontsLoadedCookie(secure) {
  return stringifySetCookie({
    name: FONTS_COOKIE,
    value: '1',
    maxAge: ONE_YEAR_S,
    path: '/',
    sameSite: 'lax',
    secure,
  })
}

/**
 * Whether a Cookie header says the browser has loaded the default fonts before.
 * @param {string | undefined} cookieHeader
 * @returns {boolean}
 */
export function hasLoadedFonts(cookieHeader) {
  if (!cookieHeader) return false
  return parseCookie(cookieHeader)[FONTS_COOKIE] === '1'
}
