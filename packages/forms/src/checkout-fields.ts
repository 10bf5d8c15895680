/** The order types. spec: ordering-payment §1 */
export type OrderType = 'delivery' | 'dine_in' | 'takeaway' | 'drive_thru'

/** The menu flags that shape the checkout form, by their menu-data names. */
export interface CheckoutMenuFlags {
  /** The partner (retail-group) integration. */
  readonly al_futtaim_enabled?: boolean | null | undefined
  readonly enable_order_email?: boolean | null | undefined
  readonly enable_order_phone?: boolean | null | undefined
  readonly enable_delivery_datetime?: boolean | null | undefined
  readonly enable_address_google_maps?: boolean | null | undefined
  /** Any non-empty value (page id, text) means there are terms to accept. */
  readonly checkout_terms?: unknown
  /** ISO 3166 alpha-2, e.g. 'AE'. */
  readonly menu_country?: string | null | undefined
}

/** The cart's part in shaping the checkout form. */
export interface CheckoutContext {
  readonly orderType: OrderType
  /** Cart flag disableCustomerPhone: the phone is shown but not editable (nor validated). */
  readonly disableCustomerPhone?: boolean | undefined
  /**
   * The one country where the partner integration makes the phone optional. Default 'AE'
   * (our reading of the spec: the partner is a UAE retail group); pass 'KW' or others to change it.
   */
  readonly partnerPhoneOptionalCountry?: string | undefined
}

/** Which checkout fields apply and how. `false` means the field is not shown and not validated. */
export interface CheckoutFields {
  readonly name: boolean
  readonly email: boolean
  readonly phone: false | { readonly required: boolean; readonly disabled: boolean }
  readonly carNumber: boolean
  readonly customDateTime: boolean
  readonly address: boolean
  readonly checkout_terms: boolean
  /** The menu country upper-cased (for phone checks and the placeholder), if any. */
  readonly country: string | undefined
}

/** The partner integration's phone-optional country when none is configured. */
export const DEFAULT_PARTNER_PHONE_OPTIONAL_COUNTRY = 'AE'

/** The placeholder of the car number input. spec: ordering-payment §5 Checkout form (Car number) */
export const CAR_NUMBER_PLACEHOLDER = 'A 12345'

const hasTerms = (terms: unknown): boolean =>
  terms !== undefined && terms !== null && terms !== false && terms !== '' && terms !== 0

/**
 * Decides which checkout fields apply from the menu flags and the order type: name unless the
 * partner integration is on; e-mail and phone when enabled (phone optional only with the partner
 * integration in its one country); car number for drive_thru; date/time for delivery or takeaway
 * when enabled; a typed address for delivery without maps; terms when checkout_terms exist.
 * spec: ordering-payment §5 Checkout form; §3 Menu flags
 * @param flags - the menu's flags
 * @param context - the order type and the cart's phone flag
 * @returns the applicable fields
 */
export function checkoutFields(flags: CheckoutMenuFlags, context: CheckoutContext): CheckoutFields {
  const partner = flags.al_futtaim_enabled === true
  const country =
    typeof flags.menu_country === 'string' && flags.menu_country.trim() !== ''
      ? flags.menu_country.trim().toUpperCase()
      : undefined
  const optionalCountry = (
    context.partnerPhoneOptionalCountry ?? DEFAULT_PARTNER_PHONE_OPTIONAL_COUNTRY
  ).toUpperCase()
  const { orderType } = context
  return {
    name: !partner,
    email: flags.enable_order_email === true,
    phone:
      flags.enable_order_phone === true
        ? {
            required: !(partner && country === optionalCountry),
            disabled: context.disableCustomerPhone === true,
          }
        : false,
    carNumber: orderType === 'drive_thru',
    customDateTime:
      flags.enable_delivery_datetime === true &&
      (orderType === 'delivery' || orderType === 'takeaway'),
    address: orderType === 'delivery' && flags.enable_address_google_maps !== true,
    checkout_terms: hasTerms(flags.checkout_terms),
    country,
  }
}
