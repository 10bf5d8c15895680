import type { Rgba } from './parse-color'

/**
 * Writes a colour as 6-digit lower-case hex; alpha is dropped (the channels are kept as they are).
 * spec: menu-browsing §5 (the success colour must be a 6-digit hex colour)
 * @param color - channels 0..255
 * @returns e.g. '#ff8800'
 */
export function toHexColor(color: Rgba): string {
  const byte = (channel: number) =>
    Math.max(0, Math.min(255, Math.round(channel)))
      .toString(16)
      .padStart(2, '0')
  return `#${byte(color.r)}${byte(color.g)}${byte(color.b)}`
}
