import { parsePhone } from './parse-phone'

/**
 * Whether a phone number is valid: a national number ('050 123 4567') for the menu country, or an
 * international one ('+44 7400 123456') for its own country. Full metadata (libphonenumber-js/max):
 * the digits are checked against the country's numbering plan, not only the length.
 * spec: menu-browsing §5 (tel subtype); ordering-payment §5 Checkout form (Phone)
 * @param value - what the diner typed
 * @param country - the menu's menu_country (ISO 3166 alpha-2), any case
 * @returns true when valid
 */
export function isValidPhone(value: string, country: string | null | undefined): boolean {
  return parsePhone(value, country)?.isValid() ?? false
}
