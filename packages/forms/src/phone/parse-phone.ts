import parsePhoneNumber, {
  type CountryCode,
  isSupportedCountry,
  type PhoneNumber,
} from 'libphonenumber-js/max'

/**
 * The menu country as libphonenumber-js knows it.
 * spec: ordering-payment §5 Checkout form (valid number for the menu country)
 * @param country - menu_country, any case
 * @returns the ISO code, or undefined when unknown (then only +… numbers parse)
 */
export function countryCode(country: string | null | undefined): CountryCode | undefined {
  const code = country?.trim().toUpperCase()
  return code !== undefined && isSupportedCountry(code) ? code : undefined
}

/**
 * Parses the whole text as a phone number (no extraction from surrounding words).
 * spec: ordering-payment §5 Checkout form (Phone), Order payload rules (E.164)
 * @param value - what the diner typed
 * @param country - menu_country, the country of national numbers
 * @returns the parsed number, or undefined when the text is not one
 */
export function parsePhone(
  value: string,
  country: string | null | undefined,
): PhoneNumber | undefined {
  const defaultCountry = countryCode(country)
  return parsePhoneNumber(value, {
    ...(defaultCountry === undefined ? {} : { defaultCountry }),
    extract: false,
  })
}
