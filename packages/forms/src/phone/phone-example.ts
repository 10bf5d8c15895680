import { getExampleNumber } from 'libphonenumber-js/max'
import examples from 'libphonenumber-js/mobile/examples'
import { countryCode } from './parse-phone'

/** An example mobile number of a country, for the phone input's placeholder. */
export interface PhoneExample {
  /** As dialled at home, e.g. '050 123 4567'. */
  readonly national: string
  /** International format, e.g. '+971 50 123 4567'. */
  readonly international: string
  readonly e164: string
}

/**
 * An example mobile number for the menu country, shown as the phone placeholder.
 * spec: ordering-payment §5 Checkout form (Placeholder is an example number for the country)
 * @param country - the menu's menu_country, e.g. 'AE'
 * @returns the example in three formats, or undefined for an unknown country
 */
export function phoneExample(country: string | null | undefined): PhoneExample | undefined {
  const code = countryCode(country)
  const example = code === undefined ? undefined : getExampleNumber(code, examples)
  if (example === undefined) return undefined
  return {
    national: example.formatNational(),
    international: example.formatInternational(),
    e164: example.number,
  }
}
