/** Which embedded font draws a run: Noto Sans Arabic's arabic, latin or latin-ext file. */
export type ReceiptFont = 'arabic' | 'latin' | 'latinExt'

/** One piece of a line in visual (left-to-right drawing) order. */
export interface VisualRun {
  /** The characters as they must be handed to pdfkit (fontkit shapes and mirrors Arabic runs). */
  readonly text: string
  readonly font: ReceiptFont
}

type BidiClass = 'R' | 'L' | 'EN' | 'AN' | 'N'

interface LogicalRun {
  readonly cls: BidiClass
  text: string
  level: number
}

// Bidi controls would be drawn as missing glyphs; Intl puts some into Arabic numbers and dates.
const CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/
const ARABIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/
const DIGIT = /[0-9]/
const LETTER = /[\p{L}\p{M}]/u
const NUMBER_SEPARATOR = /[.,:/\u066B\u066C]/
const MIRROR: Readonly<Record<string, string>> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '<': '>',
  '>': '<',
}

function classOf(ch: string): BidiClass {
  if (ARABIC_DIGIT.test(ch)) return 'AN'
  if (DIGIT.test(ch)) return 'EN'
  if (ARABIC.test(ch)) return LETTER.test(ch) ? 'R' : 'N'
  return LETTER.test(ch) ? 'L' : 'N'
}

function fontOf(ch: string): ReceiptFont {
  if (ARABIC.test(ch)) return 'arabic'
  const code = ch.codePointAt(0) ?? 0
  // Noto's latin file covers U+0000-00FF and general punctuation; latin-ext the extended letters.
  if ((code >= 0x100 && code <= 0x2ff) || (code >= 0x1e00 && code <= 0x1eff)) return 'latinExt'
  if (code >= 0x20a0 && code <= 0x20c0 && code !== 0x20ac) return 'latinExt'
  return 'latin'
}

/** Splits text into runs of one bidi class; a separator between two digits joins the number. */
function logicalRuns(text: string): LogicalRun[] {
  const chars = Array.from(text)
  const runs: LogicalRun[] = []
  chars.forEach((ch, i) => {
    let cls = classOf(ch)
    const prev = runs[runs.length - 1]
    if (cls === 'N' && NUMBER_SEPARATOR.test(ch) && prev !== undefined) {
      const next = chars[i + 1]
      if (
        (prev.cls === 'EN' || prev.cls === 'AN') &&
        next !== undefined &&
        classOf(next) === prev.cls
      )
        cls = prev.cls
    }
    if (prev !== undefined && prev.cls === cls) prev.text += ch
    else runs.push({ cls, text: ch, level: 0 })
  })
  return runs
}

/**
 * Lays out one line for drawing: a small subset of the Unicode bidi algorithm (classes R, L,
 * European and Arabic numbers, neutrals; rules W4 for number separators, N1/N2 for neutrals, L2
 * reordering), then splits by the font file that has the glyphs. pdfkit draws left to right and
 * fontkit reverses and shapes an Arabic run itself, so an Arabic run is handed over in logical order,
 * an Arabic-digit run pre-reversed (fontkit would flip it too) and a neutral run between Arabic
 * words reversed here. No explicit embeddings, no bracket pairs, no mirrored glyphs.
 * spec: ordering-payment §2 Order page (receipt in the diner's language, Arabic included)
 * @param text - One line of text in logical order.
 * @param rtl - Whether the paragraph is right-to-left (an Arabic receipt).
 * @returns Runs in drawing order.
 */
export function visualRuns(text: string, rtl: boolean): VisualRun[] {
  const runs = logicalRuns(text.replace(CONTROLS, ''))
  const base = rtl ? 1 : 0
  // W7: a European number after Latin text (or at the start of an LTR line) counts as Latin.
  const letterBefore = (i: number): 'L' | 'R' | null => {
    for (let j = i - 1; j >= 0; j -= 1) {
      const cls = runs[j]?.cls
      if (cls === 'L' || cls === 'R') return cls
    }
    return null
  }
  const strong = (i: number): 'L' | 'R' | null => {
    const cls = runs[i]?.cls
    if (cls === undefined || cls === 'N') return null
    if (cls === 'EN') {
      const before = letterBefore(i)
      return before === 'L' || (before === null && !rtl) ? 'L' : 'R'
    }
    return cls === 'L' ? 'L' : 'R'
  }
  const levelOf = (dir: 'L' | 'R') =>
    dir === 'R' ? (base % 2 === 1 ? base : base + 1) : base % 2 === 0 ? base : base + 1
  runs.forEach((run, i) => {
    if (run.cls === 'N') {
      let before: 'L' | 'R' | null = null
      for (let j = i - 1; j >= 0 && before === null; j -= 1) before = strong(j)
      let after: 'L' | 'R' | null = null
      for (let j = i + 1; j < runs.length && after === null; j += 1) after = strong(j)
      run.level = levelOf(before !== null && before === after ? before : rtl ? 'R' : 'L')
    } else if (run.cls === 'L' || run.cls === 'R') run.level = levelOf(run.cls)
    // Numbers read left to right: level 2 inside right-to-left text, else the line's level.
    else run.level = strong(i) === 'L' ? levelOf('L') : base + (base % 2 === 1 ? 1 : 2)
  })
  const max = Math.max(0, ...runs.map((r) => r.level))
  const lowestOdd = Math.min(...runs.map((r) => r.level).filter((l) => l % 2 === 1), max + 1)
  const ordered = [...runs]
  for (let level = max; level >= lowestOdd; level -= 1) {
    let i = 0
    while (i < ordered.length) {
      if ((ordered[i]?.level ?? 0) < level) {
        i += 1
        continue
      }
      let j = i
      while (j < ordered.length && (ordered[j]?.level ?? 0) >= level) j += 1
      ordered.splice(i, j - i, ...ordered.slice(i, j).reverse())
      i = j
    }
  }
  const out: VisualRun[] = []
  for (const run of ordered) {
    const pieces: { font: ReceiptFont; chars: string[] }[] = []
    for (const ch of Array.from(run.text)) {
      const font = fontOf(ch)
      const last = pieces[pieces.length - 1]
      if (last !== undefined && last.font === font) last.chars.push(ch)
      else pieces.push({ font, chars: [ch] })
    }
    const odd = run.level % 2 === 1
    if (odd) pieces.reverse()
    // fontkit draws every Arabic-font piece right to left: hand it the reverse of what must show.
    for (const piece of pieces) {
      const flip = piece.font === 'arabic' ? !odd : odd
      const chars = flip ? [...piece.chars].reverse() : piece.chars
      const text = (odd ? chars.map((ch) => MIRROR[ch] ?? ch) : chars).join('')
      const last = out[out.length - 1]
      // Latin pieces are drawn as they are, so neighbours join; an Arabic piece stays alone.
      if (last !== undefined && last.font === piece.font && piece.font !== 'arabic')
        out[out.length - 1] = { font: piece.font, text: last.text + text }
      else out.push({ font: piece.font, text })
    }
  }
  return out
}
