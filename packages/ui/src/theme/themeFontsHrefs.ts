import { DEFAULT_FONT_FACES, themeFonts } from './themeFonts'
import type { ThemeData } from './themeVariables'

/**
 * Google Fonts' CSS API, which serves a theme's own fonts by family name. A page that links it
 * allows https://fonts.googleapis.com for styles and https://fonts.gstatic.com for fonts.
 * spec: menu-browsing §9 "plus the theme's own fonts"
 */
export const THEME_FONTS_ORIGIN = 'https://fonts.googleapis.com'

/** A family name the font service can know: letters, digits and spaces ('Playfair Display'). */
const SERVICE_FAMILY = /^[\p{L}\p{N}][\p{L}\p{N} ]*$/u

/**
 * The stylesheets that load a venue theme's own fonts, one per family: every face of
 * {@link themeFonts} beyond the default Roboto and Roboto Slab faces (those ship in
 * '@carte/ui/fonts.css'), each family with the weights its theme names imply, shown with a
 * fallback until loaded (`display=swap`). One per family because the service refuses a whole
 * request when it lacks one family or weight (a one-weight font named without 'Regular' is asked
 * in bold): a failure then costs that family alone, whose text keeps its fallback. Names the
 * service cannot know (a CSS stack such as "'Open Sans', sans-serif") are left out.
 * spec: menu-browsing §9 "Fonts loaded by default: Roboto and Roboto Slab at weights 400 and 700,
 * plus the theme's own fonts (a few excluded)"
 * @param theme - the venue's theme_data
 * @returns the stylesheet URLs, none when the theme names no font of its own.
 */
export function themeFontsHrefs(theme: ThemeData | null | undefined): readonly string[] {
  const shipped = new Set(DEFAULT_FONT_FACES.map((face) => `${face.family}|${face.weight}`))
  const weights = new Map<string, Set<string>>()
  for (const face of themeFonts(theme)) {
    if (shipped.has(`${face.family}|${face.weight}`) || !SERVICE_FAMILY.test(face.family)) continue
    const family = weights.get(face.family) ?? new Set<string>()
    family.add(face.weight)
    weights.set(face.family, family)
  }
  return [...weights].map(
    ([family, set]) =>
      `${THEME_FONTS_ORIGIN}/css2?family=${encodeURIComponent(family).replace(/%20/g, '+')}:wght@${[...set].sort().join(';')}&display=swap`,
  )
}
