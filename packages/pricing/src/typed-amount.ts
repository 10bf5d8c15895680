import { latinDigits } from './latin-digits'
import { localeFor, numberFormat } from './number-format'

// The Arabic decimal separator (U+066B), which an Arabic or Persian keyboard's decimal key types.
const ARABIC_DECIMAL = /\u066b/g

/**
 * An amount a diner typed into an amount box (a custom tip, a wallet amount, a guest's share) as
 * the decimal string the validators read: trimmed, Arabic-Indic and Persian digits as Latin, the
 * Arabic '٫' as '.', and in a language whose decimal separator is ',' (de, es, fr, it, nl, ru, tr:
 * what a phone's decimal keypad types there) the first ',' as '.'. Nothing else changes: a
 * grouped '1,500' in English stays as typed, so it is refused instead of read as 1.5.
 * spec: ordering-payment §5 Tips ("number, minimum 0"); menu-browsing §9 Arabic-Indic digits,
 *   supported languages
 * @param text - what the diner typed ('2,5', '٢٫٥')
 * @param language - the selected language; without one only '.' is a decimal separator
 * @returns the text to validate ('2.5'); not checked here (isValidTipAmount, isSplitValid, …)
 */
export function typedAmount(text: string, language?: string): string {
  const latin = latinDigits(String(text).trim()).replace(ARABIC_DECIMAL, '.')
  if (language === undefined) return latin
  const decimal = numberFormat(localeFor(language), 'latn', 1)
    .formatToParts(1.5)
    .find((part) => part.type === 'decimal')?.value
  return decimal === ',' ? latin.replace(',', '.') : latin
}
