import { DEFAULT_FONT_FACES, themeFonts } from './themeFonts'
import type { ThemeData } from './themeVariables'

/**
 * Google Fonts' CSS API, which serves a theme's own fonts by family name. A page that links it
 * allows https://fonts.googleapis.com for styles and https://fonts.gstatic.com for fonts.
 */
export const THEME_FONTS_ORIGIN = 'https://fonts.googleapis.com'

/**
 * The stylesheet that loads a venue theme's own fonts: every face of {@link themeFonts} beyond the
 * default Roboto and Roboto Slab faces (those ship in '@carte/ui/fonts.css'), each family with the
 * weights its theme names imply, shown with a fallback until loaded (`display=swap`).
 * spec: menu-browsing §9 "Fonts loaded by default: Roboto and Roboto Slab at weights 400 and 700,
 * plus the theme's own fonts (a few excluded)"
 * @param theme - the venue's theme_data
 * @returns the stylesheet URL, or null when the theme names no font of its own.
 */
export function themeFontsHref(theme: ThemeData | null | undefined): string | null {
  const shipped = new Set(DEFAULT_FONT_FACES.map((face) => `${face.family}|${face.weight}`))
  const weights = new Map<string, Set<string>>()
  for (const face of themeFonts(theme)) {
    if (shipped.has(`${face.family}|${face.weight}`)) continue
    const family = weights.get(face.family) ?? new Set<string>()
    family.add(face.weight)
    weights.set(face.family, family)
  }
  if (weights.size === 0) return null
  const families = [...weights].map(
    ([family, set]) =>
      `family=${encodeURIComponent(family).replace(/%20/g, '+')}:wght@${[...set].sort().join(';')}`,
  )
  return `${THEME_FONTS_ORIGIN}/css2?${families.join('&')}&display=swap`
}
