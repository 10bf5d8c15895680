import segments from './route-segments.json'

/**
 * Language codes the app routes (spec: menu-browsing §9 supported languages). One list, in
 * route-segments.json, shared with the static server's resource hints (server/hints.mjs).
 */
export const SUPPORTED_LANGUAGES: readonly string[] = segments.languages

const SUPPORTED: ReadonlySet<string> = new Set(SUPPORTED_LANGUAGES)
const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar', 'he', 'fa'])

/**
 * Whether a path segment is a supported language code.
 * @param segment - the first path segment.
 * @returns true for a supported code (spec: menu-browsing §2 language from the first segment).
 */
export function isSupportedLanguage(segment: string | undefined): segment is string {
  return segment !== undefined && SUPPORTED.has(segment)
}

/**
 * Text direction of a language.
 * @param lang - a language code.
 * @returns 'rtl' for ar, he and fa, else 'ltr' (spec: menu-browsing §1 right-to-left).
 */
export function directionOf(lang: string): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT.has(lang) ? 'rtl' : 'ltr'
}
