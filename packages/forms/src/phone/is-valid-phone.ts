import { getCountryCallingCode } from 'libphonenumber-js/max'
import { countryCode, parsePhone } from './parse-phone'

/**
 * Whether a phone number is a valid number of the menu country: a national number ('050 123 4567')
 * is read in the menu country; a number written with a country code ('+971 50 123 4567',
 * '00971…') must carry the menu country's calling code, so '+44 20 7946 0958' is refused on a UAE
 * menu. Full metadata (libphonenumber-js/max): the digits are checked against the numbering plan,
 * not only the length. Without a known menu country any valid international number passes (there
 * is no country to hold it to).
 * spec: menu-browsing §5 (tel subtype: the menu country's phone format); ordering-payment §5 Checkout
 * form (Phone: "must be a valid number for the menu country")
 * @param value - what the diner typed
 * @param country - the menu's menu_country (ISO 3166 alpha-2), any case
 * @returns true when valid for the menu country
 */
export function isValidPhone(value: string, country: string | null | undefined): boolean {
  const phone = parsePhone(value, country)
  if (phone?.isValid() !== true) return false
  const code = countryCode(country)
  // The calling code, not phone.country: a number reads the same with or without '+1'/'+44', and
  // a national number of a shared plan (a Canadian area code on a US menu, Jersey on a British
  // one) is read in the menu country as before.
  return code === undefined || phone.countryCallingCode === getCountryCallingCode(code)
}
