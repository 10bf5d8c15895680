import { isSupportedLanguage } from './languages'
import segments from './route-segments.json'

/**
 * First segments of the screens that also answer without a language prefix (spec: menu-browsing
 * §2); route-segments.json, shared with server/hints.mjs.
 */
export const SCREEN_SEGMENTS: ReadonlySet<string> = new Set(segments.screens)

/** Location path codes (spec: menu-browsing §2 location-coded paths). */
export const LOCATION_SEGMENTS: ReadonlySet<string> = new Set(segments.locationCodes)

/**
 * Splits a pathname into its non-empty segments.
 * @param pathname - a URL pathname.
 * @returns the segments, decoded.
 */
export function segmentsOf(pathname: string): string[] {
  return pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      try {
        return decodeURIComponent(segment)
      } catch {
        return segment
      }
    })
}

/**
 * The licence a path names itself: '/{license}' or '/{license}/t|a|r/{code}', on the shared
 * domain only. On a custom domain the host alone gives the licence: no segment is read as one
 * (its location paths are '/t|a|r/{code}', shifted by one segment).
 * spec: menu-browsing §2 routing rules (location-coded paths, custom domain), §4 menu loading
 * @param pathname - a URL pathname.
 * @param onCustomDomain - the page's host is a custom domain (its lookup named a licence or 'none').
 * @returns the licence, or null when the path does not carry one (the licence then comes from
 *   the host, or storage on the shared domain).
 */
export function licenseFromPath(pathname: string, onCustomDomain = false): string | null {
  if (onCustomDomain) return null
  const segments = segmentsOf(pathname)
  const [first, second, , fourth] = segments
  if (first === undefined || SCREEN_SEGMENTS.has(first) || LOCATION_SEGMENTS.has(first)) return null
  if (segments.length === 1 && !isSupportedLanguage(first)) return first
  if (
    segments.length === 3 &&
    second !== undefined &&
    LOCATION_SEGMENTS.has(second) &&
    fourth === undefined
  )
    return first
  return null
}

/**
 * Swaps (or inserts) the language segment of a path and keeps the rest.
 * @param pathname - the current pathname, with or without a language segment.
 * @param lang - the language to show.
 * @returns the new pathname (spec: menu-browsing §2 "Changing language keeps the rest of the path").
 */
export function withLanguage(pathname: string, lang: string): string {
  const segments = pathname.split('/').filter((segment) => segment !== '')
  const [first] = segments
  const rest = first !== undefined && !SCREEN_SEGMENTS.has(first) ? segments.slice(1) : segments
  const tail = rest.length > 0 ? rest.join('/') : 'home'
  return `/${lang}/${tail}`
}
