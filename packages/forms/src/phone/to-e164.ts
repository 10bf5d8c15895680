import { parsePhone } from './parse-phone'

/**
 * Normalises a valid phone number to international E.164 using the menu country. Any valid number
 * is normalised, of whatever country (an employee's phone filled by the lookup is sent as it is);
 * whether a number is acceptable for the menu country is isValidPhone's rule.
 * spec: ordering-payment §5 Order payload rules (phone normalised to E.164 using the menu country)
 * @param value - what the diner typed, e.g. '050 123 4567'
 * @param country - the menu's menu_country, e.g. 'AE'
 * @returns e.g. '+971501234567', or undefined when the number is not valid
 */
export function toE164(value: string, country: string | null | undefined): string | undefined {
  const phone = parsePhone(value, country)
  return phone?.isValid() === true ? phone.number : undefined
}
