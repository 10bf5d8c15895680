// The diner's language choice of a licence, also kept in a cookie: the static server renders a
// landing path's first screen (a QR code's '/{license}/t/{table}') in the language the diner
// chose before, where it otherwise knows only the venue's default (the app keeps the choice in
// localStorage, which the server cannot read). A language code only: never a secret (architecture
// rulings). Plain JavaScript, shared by the app and the static server (server/hints.mjs,
// server/serve.mjs, src/prerender.tsx), as route-segments.json is.
import { parseCookie, stringifySetCookie } from 'cookie'

const PREFIX = 'carte-language-'
const ONE_YEAR_S = 365 * 24 * 60 * 60

/**
 * The cookie's name for a licence.
 * @param {string} license
 * @returns {string}
 */
export function languageCookieName(license) {
  return `${PREFIX}${encodeURIComponent(license)}`
}

/**
 * What `document.cookie` is given to keep a licence's language choice for a year, or to forget it.
 * spec: menu-browsing §2 (the stored choice picks the language), §3 selected_language
 * @param {string} license
 * @param {string | null} code - the chosen language; null forgets the choice.
 * @param {boolean} secure - whether the page is served over https.
 * @returns {string}
 */
export function languageCookie(license, code, secure) {
  return stringifySetCookie({
    name: languageCookieName(license),
    value: code ?? '',
    maxAge: code === null ? 0 : ONE_YEAR_S,
    path: '/',
    sameSite: 'lax',
    secure,
  })
}

/**
 * The language a Cookie header says the diner chose for a licence.
 * @param {string | undefined} cookieHeader
 * @param {string} license
 * @returns {string | null} null when there is none.
 */
export function storedLanguageInCookies(cookieHeader, license) {
  if (!cookieHeader) return null
  return parseCookie(cookieHeader)[languageCookieName(license)] || null
}

/**
 * Only the language cookies of a Cookie header, in a stable order: what makes two requests'
 * first screens differ (the static server keeps one render per host, path and this).
 * @param {string | undefined} cookieHeader
 * @returns {string}
 */
export function languageCookiesKey(cookieHeader) {
  if (!cookieHeader) return ''
  return Object.entries(parseCookie(cookieHeader))
    .filter(([name, value]) => name.startsWith(PREFIX) && value)
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join('; ')
}
