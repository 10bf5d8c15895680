import { decimalSeparatorOf } from './decimal-separator'
import { tradeMarks } from './trade-marks'

// Arabic-Indic (U+0660–0669, ar) and Extended Arabic-Indic (U+06F0–06F9, fa, ur) digits. The same
// table as @carte/pricing `latinDigits`, which this package does not depend on.
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g
// The Arabic decimal separator (U+066B), which an Arabic or Persian keyboard's decimal key types.
const ARABIC_DECIMAL = /\u066b/g
const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)$/

/**
 * Reads a number a diner typed: Latin, Arabic-Indic or Persian digits ('٤', '۴' and '4' are the
 * same four), the language's decimal separator or the Arabic '٫', an optional sign. The
 * separator is '.', or ',' in a language that writes ',' for decimals (de, es, fr, it, nl, ru, tr:
 * what a phone's decimal keypad types there); there a '.' groups thousands, so '1.000' is no
 * number rather than 1. Anything else (a letter, an exponent, a thousands separator, two
 * separators) is no number, so the field says so instead of guessing.
 * spec: menu-browsing §2 Dynamic form fields (number), §9 "Arabic-Indic digits are available for
 *   ar" (what is shown that way can be typed back that way), §9 supported languages
 * @param text - the field's text
 * @param language - the form's language code; without it a ',' is no decimal separator
 * @returns the number, or undefined when the text is not one
 */
export function numberFromText(text: string, language?: string): number | undefined {
  const latin = text.trim().replace(ARABIC_DIGITS, (digit) => {
    const code = digit.charCodeAt(0)
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660)
  })
  // In a comma language the two marks trade places: its ',' is the point, its '.' (grouping)
  // becomes a ',' that no number has. The Arabic '٫' is a point in every language.
  const point = (
    language !== undefined && decimalSeparatorOf(language) === ',' ? tradeMarks(latin) : latin
  ).replace(ARABIC_DECIMAL, '.')
  return NUMERIC.test(point) ? Number(point) : undefined
}
