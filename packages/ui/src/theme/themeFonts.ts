import { fontFamilyName, fontWeightFor, isFontKey, type ThemeData } from './themeVariables'

/** A font face the page should load. */
export interface FontToLoad {
  readonly family: string
  readonly weight: '400' | '700'
}

/** Fonts always loaded. spec: menu-browsing §9 "Roboto and Roboto Slab at weights 400 and 700" */
export const DEFAULT_FONT_FACES: readonly FontToLoad[] = [
  { family: 'Roboto', weight: '400' },
  { family: 'Roboto', weight: '700' },
  { family: 'Roboto Slab', weight: '400' },
  { family: 'Roboto Slab', weight: '700' },
]

/**
 * Families with no font file to load (the spec's "a few excluded"): generic CSS families, and the
 * system fonts every phone and computer has, which no font service serves.
 */
const NOT_LOADED = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'inherit',
  '-apple-system',
  'blinkmacsystemfont',
  'arial',
  'helvetica',
  'helvetica neue',
  'times',
  'times new roman',
  'georgia',
  'verdana',
  'tahoma',
  'courier new',
  'segoe ui',
])

/**
 * The font faces a venue needs: Roboto and Roboto Slab at 400 and 700, plus each theme font at the
 * weight its name implies ('…Regular' -> 400, else 700), without duplicates, generic families or
 * the system fonts every device has (Arial, Helvetica, Times New Roman, Georgia, …).
 * spec: menu-browsing §9 "Fonts loaded by default ... plus the theme's own fonts"
 * @param theme - the venue's theme_data
 * @returns the faces to load, defaults first
 */
export function themeFonts(theme: ThemeData | null | undefined): readonly FontToLoad[] {
  const faces = [...DEFAULT_FONT_FACES]
  const seen = new Set(faces.map((f) => `${f.family}|${f.weight}`))
  for (const [key, raw] of Object.entries(theme ?? {})) {
    if (!isFontKey(key) || typeof raw !== 'string') continue
    const name = raw.trim()
    const family = fontFamilyName(name)
    if (family === '' || NOT_LOADED.has(family.toLowerCase()) || /[;{}<>"\\]/.test(family)) continue
    const face = { family, weight: fontWeightFor(name) }
    const id = `${face.family}|${face.weight}`
    if (seen.has(id)) continue
    seen.add(id)
    faces.push(face)
  }
  return faces
}
