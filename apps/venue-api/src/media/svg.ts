import type { ImageSpec } from '../seed/types'

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/**
 * Escapes text for HTML or XML content and attribute values.
 * @param text - Any text.
 * @returns The escaped text.
 */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch)
}

/**
 * Draws a small placeholder picture: a tinted background, a motif for its kind and a label.
 * @param spec - Size, hue, kind and label.
 * @returns SVG markup.
 */
export function drawSvg(spec: ImageSpec): string {
  const { width: w, height: h, hue } = spec
  const label = escapeXml(spec.label.slice(0, 40))
  const bg = `hsl(${hue} 55% 88%)`
  const fg = `hsl(${hue} 60% 32%)`
  const accent = `hsl(${(hue + 30) % 360} 70% 55%)`
  const r = Math.min(w, h)
  const cx = w / 2
  const cy = h / 2
  let motif = ''
  switch (spec.kind ?? 'food') {
    case 'food':
      motif = `<circle cx="${cx}" cy="${cy * 0.85}" r="${r * 0.3}" fill="#fff" stroke="${fg}" stroke-width="${r * 0.02}"/><circle cx="${cx}" cy="${cy * 0.85}" r="${r * 0.18}" fill="${accent}"/>`
      break
    case 'drink':
      motif = `<path d="M${cx - r * 0.15} ${cy * 0.4} h${r * 0.3} l-${r * 0.05} ${r * 0.5} h-${r * 0.2} z" fill="${accent}" stroke="${fg}" stroke-width="${r * 0.015}"/>`
      break
    case 'logo':
      motif = `<circle cx="${cx}" cy="${cy}" r="${r * 0.45}" fill="${fg}"/>`
      break
    case 'icon':
      motif = `<circle cx="${cx}" cy="${cy}" r="${r * 0.48}" fill="${fg}"/>`
      break
    case 'banner':
      motif = `<rect x="0" y="${h * 0.7}" width="${w}" height="${h * 0.3}" fill="${accent}" opacity="0.5"/>`
      break
  }
  const onDark = spec.kind === 'logo' || spec.kind === 'icon'
  const size = onDark ? r * 0.32 : Math.max(12, Math.min(r * 0.12, w / Math.max(label.length, 1)))
  const ty = onDark ? cy + size * 0.35 : h * 0.86
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${bg}"/>${motif}<text x="${cx}" y="${ty}" font-family="Roboto, Arial, sans-serif" font-weight="700" font-size="${size}" fill="${onDark ? '#fff' : fg}" text-anchor="middle">${label}</text></svg>`
}
