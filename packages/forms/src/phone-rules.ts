/**
 * How phone numbers are checked and normalised. The main entry never loads phone metadata: pass
 * `phoneRules` from '@carte/forms/phone' (libphonenumber-js) wherever a phone is validated.
 * spec: menu-browsing §5 (tel subtype); ordering-payment §5 Checkout form (Phone), Order payload rules
 */
export interface PhoneRules {
  /**
   * Whether `value` is a valid number of `country` (ISO 3166 alpha-2): a national number is read in
   * it; one written with a country code must carry its calling code.
   */
  readonly isValid: (value: string, country: string | null | undefined) => boolean
  /** The number in E.164 ('+971501234567'), or undefined when it is not a valid number (any country). */
  readonly toE164: (value: string, country: string | null | undefined) => string | undefined
}
