import { fixed, places, tryAmount } from './decimal'
import { assert } from './errors'
import type { FormatPriceOptions } from './format-price'
import { latinDigits } from './latin-digits'
import { currencyPrefix, localeFor, numberFormat, numberingFor } from './number-format'
import type { DecimalString } from './types'

const BIDI_MARKS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g
const SPACES = /[\s\u00a0\u202f]/g

/**
 * Reads back a price written by {@link formatPrice} with the same options: drops the currency
 * prefix, bidi marks and locale grouping, reads Arabic-Indic digits and the locale decimal sign.
 * @param text - a formatted price such as "AED 1,234.50" or "KWD ١٬٢٣٤٫٥٠٠"
 * @param options - the options it was formatted with
 * @returns the amount with exactly `price_decimal_places` decimals ("1234.50")
 * @throws PricingError NOT_A_FORMATTED_PRICE when the text is not such a price
 * spec: menu-browsing §9 number formatting (its inverse)
 */
export function parsePrice(text: string, options: FormatPriceOptions): DecimalString {
  const decimals = places(options.price_decimal_places, 'price_decimal_places')
  const locale = localeFor(options.language)
  const parts = numberFormat(
    locale,
    numberingFor(locale, options.enable_arabic_numerals),
    1,
  ).formatToParts(11111.1)
  const group = parts.find((part) => part.type === 'group')?.value ?? ','
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.'
  let body = String(text).replace(BIDI_MARKS, '').trim()
  const prefix = currencyPrefix(options)
  if (prefix !== '' && body.startsWith(prefix)) body = body.slice(prefix.length)
  const spaceGroup = group.replace(SPACES, '') === ''
  body = body.replace(SPACES, spaceGroup ? '' : ' ').trim()
  if (!spaceGroup) body = body.split(group).join('')
  body = latinDigits(body.split(decimal).join('.'))
  const parsed = tryAmount(body)
  assert(parsed !== undefined, 'NOT_A_FORMATTED_PRICE', String(text))
  return fixed(parsed, decimals)
}
