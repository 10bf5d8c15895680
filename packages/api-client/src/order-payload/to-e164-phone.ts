import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max'

// 'max' metadata, as @carte/forms/phone uses: the app bundles one copy and both agree on numbers.

/**
 * Normalises a phone number to E.164 with the menu country; an unparseable number is sent trimmed.
 * @param phone what the diner typed
 * @param country the menu's ISO country (menu_country), or null
 * @returns e.g. '+971501234567'
 * spec: ordering-payment §5 "Phone is normalised to international E.164 using the menu country"
 */
export function toE164Phone(phone: string, country: string | null | undefined): string {
  const trimmed = phone.trim()
  if (trimmed === '') return ''
  const code = country ? (country.toUpperCase() as CountryCode) : undefined
  const parsed = parsePhoneNumberFromString(trimmed, code)
  return parsed ? parsed.number : trimmed
}
