import { parseColor } from './parse-color'
import { toHexColor } from './to-hex-color'

/** Green, the success colour when the theme gives none that can be used. */
export const DEFAULT_SUCCESS_COLOR = '#008000'

/**
 * The colour of the form's success mark: the theme colour itself when it is 6-digit hex; otherwise a
 * colour derived from it (its rgba or 3-digit hex written as 6-digit hex); otherwise green.
 * spec: menu-browsing §5 (the success colour is used only if it is a 6-digit hex colour...)
 * @param themeColor - the theme's feedback success colour, as given
 * @returns always a 6-digit hex colour
 */
export function successColor(themeColor: string | null | undefined): string {
  if (typeof themeColor !== 'string') return DEFAULT_SUCCESS_COLOR
  const value = themeColor.trim()
  if (/^#[0-9a-f]{6}$/i.test(value)) return value
  const parsed = parseColor(value)
  return parsed === undefined ? DEFAULT_SUCCESS_COLOR : toHexColor(parsed)
}
