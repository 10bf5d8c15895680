import bidiFactory from 'bidi-js'

/** Which embedded font draws a run: Noto Sans Arabic's arabic, latin or latin-ext file. */
export type ReceiptFont = 'arabic' | 'latin' | 'latinExt'

/** One piece of a line in visual (left-to-right drawing) order. */
export interface VisualRun {
  /** The characters as they must be handed to pdfkit (fontkit shapes and mirrors Arabic runs). */
  readonly text: string
  readonly font: ReceiptFont
}

// Bidi controls would be drawn as missing glyphs; Intl puts some into Arabic numbers and dates.
const CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/

// The Unicode Bidirectional Algorithm (UAX #9) itself comes from bidi-js.
const bidi = bidiFactory()

function fontOf(ch: string): ReceiptFont {
  if (ARABIC.test(ch)) return 'arabic'
  const code = ch.codePointAt(0) ?? 0
  // Noto's latin file covers U+0000-00FF and general punctuation; latin-ext the extended letters.
  if ((code >= 0x100 && code <= 0x2ff) || (code >= 0x1e00 && code <= 0x1eff)) return 'latinExt'
  if (code >= 0x20a0 && code <= 0x20c0 && code !== 0x20ac) return 'latinExt'
  return 'latin'
}

/**
 * Lays out one line for drawing. bidi-js resolves the embedding levels (UAX #9), the visual order
 * and the mirrored brackets; this function then splits the visual line by the font file that has
 * the glyphs. pdfkit draws left to right, but fontkit reverses (and shapes) every run drawn with the
 * Arabic font, so such a run is handed over in the reverse of its visual order: Arabic words in
 * their logical order, Arabic digits pre-reversed.
 * spec: ordering-payment §2 Order page (receipt in the diner's language, Arabic included)
 * @param text - One line of text in logical order.
 * @param rtl - Whether the paragraph is right-to-left (an Arabic receipt).
 * @returns Runs in drawing order.
 */
export function visualRuns(text: string, rtl: boolean): VisualRun[] {
  const line = text.replace(CONTROLS, '')
  const embedding = bidi.getEmbeddingLevels(line, rtl ? 'rtl' : 'ltr')
  const mirrored = bidi.getMirroredCharactersMap(line, embedding.levels)
  const order = Array.from(line, (_, i) => i)
  // Each segment is an inclusive [start, end] range to reverse, in order (UAX #9 rule L2).
  for (const [start = 0, end = -1] of bidi.getReorderSegments(line, embedding)) {
    order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse())
  }
  const pieces: { font: ReceiptFont; level: number; chars: string[] }[] = []
  for (const index of order) {
    const ch = line[index] ?? ''
    const font = fontOf(ch)
    const level = embedding.levels[index] ?? 0
    const last = pieces[pieces.length - 1]
    // Latin pieces are drawn as they are, so neighbours join; an Arabic piece keeps one level so
    // fontkit shapes one direction at a time.
    if (last !== undefined && last.font === font && (font !== 'arabic' || last.level === level))
      last.chars.push(mirrored.get(index) ?? ch)
    else pieces.push({ font, level, chars: [mirrored.get(index) ?? ch] })
  }
  return pieces.map(({ font, chars }) => ({
    font,
    text: (font === 'arabic' ? [...chars].reverse() : chars).join(''),
  }))
}
