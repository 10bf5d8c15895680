import { successColor } from '@carte/forms'

/** A venue's theme_data: colours, font families and font sizes keyed by name. */
export type ThemeData = Readonly<Record<string, unknown>>

/** CSS custom properties produced from a theme (name -> value). */
export type CssVariables = Readonly<Record<`--${string}`, string>>

/** Font stacks used when the theme names none. spec: menu-browsing §9 (Roboto, Roboto Slab) */
export const DEFAULT_FONTS = {
  // "Roboto Fallback" (styles 00-base.css): a local Arial shaped like Roboto until Roboto loads.
  body: '"Roboto", "Roboto Fallback", system-ui, sans-serif',
  heading: '"Roboto Slab", "Roboto", serif',
} as const

/**
 * CSS font weight of a theme font name: a name ending in 'Regular' is normal, any other bold.
 * spec: menu-browsing §9 "A font name ending in Regular is normal weight, otherwise bold"
 * @param fontName - a theme font name such as 'Roboto-Regular' or 'Cairo Bold'
 * @returns '400' or '700'
 */
export function fontWeightFor(fontName: string): '400' | '700' {
  return /regular$/i.test(fontName.trim()) ? '400' : '700'
}

/**
 * Whether a theme_data key names a font ('header_font_family', 'cart_font'), not a colour or a
 * size of one ('header_font_color', 'header_font_size'). Shared with themeFonts.
 * spec: menu-browsing §3 theme_data (font families per area)
 * @param key - a theme_data key
 * @returns true for a font key
 */
export function isFontKey(key: string): boolean {
  return /font(_family|_name)?$/i.test(key)
}

/**
 * The family of a theme font name: 'Cairo-Bold' and 'Cairo-Regular' are weights of 'Cairo'.
 * Shared with themeFonts. spec: menu-browsing §9 fonts
 * @param fontName - a theme font name
 * @returns the family name
 */
export function fontFamilyName(fontName: string): string {
  return fontName
    .trim()
    .replace(/[-_ ]?(regular|bold|medium|semibold|light)$/i, '')
    .trim()
}

const SIZE_KEY = /size$/i
/** The theme's success colour (spec: menu-browsing §5), validated before any rule reads it. */
const SUCCESS_COLOR_KEY = 'feedback_success_text_color'
const SAFE_VALUE = /^[^;{}<>\\]*$/

function kebab(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
}

/**
 * The sticky header's height for its font size: room for the venue name's two lines (1.2 ×
 * 1.125 of the size each, 2.7 of it with the gaps) and 8 px, at least 56 px (its 44 px buttons
 * and their margins). A size in em or % is of the page's font (the header's parent), so it is read
 * as rem: the header and the category bar that sticks below it, whose own font may differ, take
 * the same length. Without a size the styles' own default applies (the same rule at 1rem).
 */
function headerBlockSize(fontSize: string): string {
  let size = fontSize
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(fontSize)
  if (percent) size = `${Number(percent[1]) / 100}rem`
  else if (/\dem$/.test(fontSize)) size = `${fontSize.slice(0, -2)}rem`
  return `max(56px, calc(2.7 * ${size} + 8px))`
}

function familyOf(fontName: string): string {
  return `"${fontFamilyName(fontName).replace(/"/g, '')}", ${DEFAULT_FONTS.body}`
}

/**
 * Turns theme_data into CSS custom properties `--carte-<kebab key>`: colours as given, sizes (keys
 * ending in 'size') in px when unitless and as given in px, rem, em or %, fonts as a family stack
 * plus a `-weight` variable; the success colour (feedback_success_text_color) as 6-digit hex, else
 * a colour derived from it, else green. Unsafe, empty or unreadable values are skipped. With a
 * header font size, `--carte-header-block-size` is the sticky header's height for it (at least
 * 56 px, the height without one): the category bar sticks below it and sections land below both.
 * spec: menu-browsing §3 theme_data, §5 success colour, §9 fonts; architecture "A theme provider turns theme_data into
 * CSS custom properties"
 * @param theme - the venue's theme_data (null when absent)
 * @returns the custom properties to set on the root element
 */
export function themeToCssVariables(theme: ThemeData | null | undefined): CssVariables {
  const vars: Record<`--${string}`, string> = {
    '--carte-font-body': DEFAULT_FONTS.body,
    '--carte-font-heading': DEFAULT_FONTS.heading,
  }
  if (!theme) return vars
  for (const [key, raw] of Object.entries(theme)) {
    if (typeof raw !== 'string' && typeof raw !== 'number') continue
    const value = String(raw).trim()
    const name = kebab(key)
    if (value === '' || name === '' || !SAFE_VALUE.test(value)) continue
    // Sizes first: 'header_font_size' names a size of the header's font, not a font.
    if (SIZE_KEY.test(key)) {
      if (/^\d+(\.\d+)?$/.test(value)) vars[`--carte-${name}`] = `${value}px`
      else if (/^\d+(\.\d+)?(px|rem|em|%)$/.test(value)) vars[`--carte-${name}`] = value
    } else if (key === SUCCESS_COLOR_KEY) {
      // The success text and mark read this one value: never a colour §5 does not allow.
      vars[`--carte-${name}`] = successColor(value)
    } else if (isFontKey(key) && typeof raw === 'string') {
      vars[`--carte-${name}`] = familyOf(value)
      vars[`--carte-${name}-weight`] = fontWeightFor(value)
    } else {
      vars[`--carte-${name}`] = value
    }
  }
  const headerFontSize = vars['--carte-header-font-size']
  if (headerFontSize !== undefined)
    vars['--carte-header-block-size'] = headerBlockSize(headerFontSize)
  return vars
}
