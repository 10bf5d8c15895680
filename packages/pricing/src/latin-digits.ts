// Arabic-Indic (U+0660–0669, ar) and Extended Arabic-Indic (U+06F0–06F9, fa, ur) digits.
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g

/**
 * Writes the Arabic-Indic and Extended Arabic-Indic (Persian) digits of a text as Latin digits
 * and leaves every other character as it is, so that a number shown or typed with either
 * digits reads back ("١٢" → "12", "۳" → "3").
 * spec: menu-browsing §9 "Arabic-Indic digits are available for ar when enable_arabic_numerals is
 *   on" (what is shown that way can be typed back that way); §2 Dialogs (typed quantities)
 * @param text - any text, e.g. what a diner typed into a quantity box
 * @returns the text with Latin digits 0-9 in place of Arabic-Indic ones
 */
export function latinDigits(text: string): string {
  return text.replace(ARABIC_DIGITS, (digit) => {
    const code = digit.charCodeAt(0)
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660)
  })
}
