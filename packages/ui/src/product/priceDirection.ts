import type { Direction } from '../direction/directionOf'

// Arabic-Indic (U+0660–U+0669) and Eastern Arabic-Indic (U+06F0–U+06F9) digits.
const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/

/**
 * The direction a formatted price is laid out in, whatever the page's direction: a price written
 * in Arabic-Indic digits reads right to left (its currency code and sign, written first, stand at
 * its right: '٠٫٧٥٠ KWD', '٠٫٥٠٠ KWD +'), a price in Latin digits reads left to right as it does
 * in English ('AED 35.70', '+ AED 6.00', '$ 9.72'), also inside a right-to-left page.
 * spec: menu-browsing §9 "Arabic-Indic digits are available for ar when enable_arabic_numerals
 * is on", "Right-to-left: ar, he, fa", "Currency prefixes used"
 * @param text - a formatted price ('KWD ٠٫٧٥٠', '+ AED 6.00')
 * @returns 'rtl' when the price has an Arabic-Indic digit, else 'ltr'
 */
export function priceDirection(text: string): Direction {
  return ARABIC_INDIC_DIGIT.test(text) ? 'rtl' : 'ltr'
}
