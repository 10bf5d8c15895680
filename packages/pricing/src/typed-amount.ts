import { latinDigits } from './latin-digits'
import { localeFor, numberFormat } from './number-format'
import type { DecimalString } from './types'

// The Arabic decimal separator (U+066B), which an Arabic or Persian keyboard's decimal key types.
const ARABIC_DECIMAL = /\u066b/g

/** Whether the language writes ',' for decimals (Intl; a language it does not know: English). */
function writesDecimalComma(language: string | undefined): boolean {
  if (language === undefined) return false
  const decimal = numberFormat(localeFor(language), 'latn', 1)
    .formatToParts(1.5)
    .find((part) => part.type === 'decimal')?.value
  return decimal === ','
}

/** ',' for '.' and '.' for ','. */
function tradeMarks(text: string): string {
  return text.replace(/[.,]/g, (mark) => (mark === ',' ? '.' : ','))
}

/**
 * An amount a diner typed into an amount box (a custom tip, a wallet amount, a guest's share) as
 * the decimal string the validators read: trimmed, Arabic-Indic and Persian digits as Latin, the
 * Arabic '٫' as '.'. In a language whose decimal separator is ',' (de, es, fr, it, nl, ru, tr:
 * what a phone's decimal keypad types there) its ',' is the point and its '.' groups thousands,
 * so '2,5' is 2.5 and '12.500' is refused rather than read as 12.5. In the others a ',' is no
 * decimal separator: '1,500' is refused rather than read as 1.5.
 * spec: ordering-payment §5 Tips ("number, minimum 0"); menu-browsing §9 Arabic-Indic digits,
 *   supported languages
 * @param text - what the diner typed ('2,5', '٢٫٥')
 * @param language - the selected language; without one only '.' is a decimal separator
 * @returns the text to validate ('2.5'); not checked here (isValidTipAmount, isSplitValid, …)
 */
export function typedAmount(text: string, language?: string): string {
  const latin = latinDigits(String(text).trim())
  return (writesDecimalComma(language) ? tradeMarks(latin) : latin).replace(ARABIC_DECIMAL, '.')
}

/**
 * An amount written into an amount box for the diner to edit (the wallet's most, a guest's
 * share): the language's decimal separator, Latin digits, no grouping. {@link typedAmount} reads
 * it back as the same amount.
 * spec: ordering-payment §5 Wallet redemption, Split payment; menu-browsing §9 supported languages
 * @param amount - a decimal string ('12.500')
 * @param language - the selected language
 * @returns '12,500' in a language that writes a decimal comma, else the amount as it is
 */
export function amountInputText(amount: DecimalString, language?: string): string {
  return writesDecimalComma(language) ? tradeMarks(amount) : amount
}

/**
 * An amount box's text after a change of language: when the two languages write different
 * decimal separators, its '.' and ',' trade places ('2,5' typed in fr is '2.5' in en, and back),
 * its digits and the Arabic '٫' as typed. The new language then reads it exactly as the old one
 * did ({@link typedAmount}): a kept custom tip, wallet amount or guest's share is the amount the
 * diner meant, and text that was refused stays refused ('1,500' refused in en does not become
 * 1.5 in fr).
 * spec: ordering-payment §5 Tips, Wallet redemption, Split payment; menu-browsing §2 language
 *   change, §9 supported languages
 * @param text - what the diner typed, in `from`
 * @param from - the language it was typed in (none: only '.' is a decimal separator, as in
 *   typedAmount)
 * @param to - the new language
 * @returns the text for `to`
 */
export function amountTextInLanguage(
  text: string,
  from: string | undefined,
  to: string | undefined,
): string {
  return writesDecimalComma(from) === writesDecimalComma(to) ? text : tradeMarks(text)
}
