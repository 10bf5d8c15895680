/** Text direction of the interface. */
export type Direction = 'ltr' | 'rtl'

/** Languages laid out right to left. spec: menu-browsing §1, §9 (ar, he, fa) */
export const RTL_LANGUAGES: readonly string[] = ['ar', 'he', 'fa']

/**
 * Direction of the interface for a language code.
 * spec: menu-browsing §9 "Right-to-left: ar, he, fa"
 * @param language - a language code such as 'ar' or 'zh-hans'
 * @returns 'rtl' for ar, he and fa (any region suffix), else 'ltr'
 */
export function directionOf(language: string): Direction {
  const base = language.toLowerCase().split(/[-_]/)[0] ?? ''
  return RTL_LANGUAGES.includes(base) ? 'rtl' : 'ltr'
}
