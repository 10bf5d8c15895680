/** A colour as red, green, blue (0..255) and alpha (0..1). */
export interface Rgba {
  readonly r: number
  readonly g: number
  readonly b: number
  readonly a: number
}

const RGBA = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(\d*\.?\d+)\s*)?\)$/i

/**
 * Parses a theme colour written as rgba(r, g, b, a) (or rgb(r, g, b)), #rgb or #rrggbb.
 * spec: menu-browsing §5 (colour helper accepts rgba or 3-digit or 6-digit hex)
 * @param text - the colour as theme_data gives it
 * @returns its channels, or undefined when it is none of those forms or a channel is out of range
 */
export function parseColor(text: string): Rgba | undefined {
  const value = text.trim()
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1]
  if (hex !== undefined) {
    const full =
      hex.length === 3
        ? hex
            .split('')
            .map((digit) => digit + digit)
            .join('')
        : hex
    return {
      r: Number.parseInt(full.slice(0, 2), 16),
      g: Number.parseInt(full.slice(2, 4), 16),
      b: Number.parseInt(full.slice(4, 6), 16),
      a: 1,
    }
  }
  const match = RGBA.exec(value)
  if (match === null) return undefined
  const [r, g, b] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const a = match[4] === undefined ? 1 : Number(match[4])
  if (r > 255 || g > 255 || b > 255 || a > 1) return undefined
  return { r, g, b, a }
}
