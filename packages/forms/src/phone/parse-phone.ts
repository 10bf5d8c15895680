import parsePhoneNumber, {
  type CountryCode,
  isSupportedCountry,
  type PhoneNumber,
} from 'libphonenumber-js/max'

/** The menu country as libphonenumber-js knows it, or undefined (then only +… numbers parse). */
export function countryCode(country: string | undefined): CountryCode | undefined {
  const code = country?.trim().toUpperCase()
  return code !== undefined && isSupportedCountry(code) ? code : undefined
}

/** Parses the whole text (no extraction from surrounding words) as a phone number. */
export function parsePhone(value: string, country: string | undefined): PhoneNumber | undefined {
  const defaultCountry = countryCode(country)
  return parsePhoneNumber(value, {
    ...(defaultCountry === undefined ? {} : { defaultCountry }),
    extract: false,
  })
}
