import type { DeepReadonly } from '../deep-readonly'
import type { LoyaltyDiscount } from '../schemas/order'
import type { OrderType } from '../schemas/order-types'
import type { PaymentType } from '../schemas/payment-types'

/** An entity id as carts hold it: a number or a string of digits (sent as a number). */
export type CartId = number | string

/**
 * A value of a cart variation group (the same shape @carte/pricing's cart lines use).
 * spec: ordering-payment §3 Cart item variations (values flagged selected)
 */
export interface CartLineVariationValue {
  /** Values without an id cannot be named to the server and are left out. */
  readonly id?: CartId | undefined
  readonly variation_value?: string | null | undefined
  readonly name?: string | null | undefined
  readonly price?: string | null | undefined
  readonly math?: '+' | '-' | null | undefined
  readonly selected?: boolean | null | undefined
}

/** A variation group of a cart line. */
export interface CartLineVariation {
  readonly id: CartId
  readonly name: string
  readonly values: readonly CartLineVariationValue[]
}

/** A product of a cart line's combo group. */
export interface CartLineComboProduct {
  readonly id: CartId
  readonly name: string
  readonly selected?: boolean | null | undefined
  readonly increase_price_by?: string | null | undefined
  readonly product_variations?: readonly CartLineVariation[] | undefined
}

/** A combo group of a cart line. */
export interface CartLineComboGroup {
  readonly id: CartId
  readonly name: string
  readonly products: readonly CartLineComboProduct[]
}

/**
 * A cart line as the cart holds it (structurally @carte/pricing's CartLine, plus two optional
 * fields). spec: ordering-payment §3 Cart item
 */
export interface CartLine {
  readonly uuid: string
  /** Product id. */
  readonly id: CartId
  readonly name: string
  readonly sku?: string | null | undefined
  /** The cart's price after the product discount (decimal string); product_price only without unit_price. */
  readonly price: string
  /**
   * The line's unit price with variations and combos: pass @carte/pricing `lineUnitPrice(line)`.
   * Sent as product_price, which is what venue-api's order read answers for the line.
   */
  readonly unit_price?: string | undefined
  readonly qty: number
  readonly special_instructions?: string | null | undefined
  readonly variations?: readonly CartLineVariation[] | undefined
  readonly combo_groups?: readonly CartLineComboGroup[] | undefined
  /** A line removed from an open order: sent with status 'Deleted'. */
  readonly deleted?: boolean | undefined
}

/** Where the order comes from: a table or a room. spec: menu-browsing §2 Location-coded paths */
export interface OrderOrigin {
  /** The order location, e.g. the table number '12'. */
  readonly label: string
  /** The location type, e.g. 'Table' or 'Room' (sent lower-cased). */
  readonly type: string
}

/** A latitude/longitude pair. */
export interface LatLng {
  readonly lat: number
  readonly lng: number
}

/** Everything the order payload is built from. spec: ordering-payment §3 Order payload (create) */
export interface OrderPayloadInput {
  readonly menu: {
    readonly id: number
    readonly currency: string
    readonly menu_country?: string | null
  }
  readonly lines: readonly CartLine[]
  readonly orderType: OrderType
  readonly paymentType: PaymentType
  readonly customer?: {
    readonly name?: string | null
    readonly email?: string | null
    readonly phone?: string | null
    /** Drive-thru car number (sent in additional_data.car_number). */
    readonly carNumber?: string | null
  }
  /** Contact used when the diner gives no e-mail or phone (deployment values, not in the spec). */
  readonly defaultContact?: { readonly email?: string; readonly phone?: string }
  /** Name used with no diner name and no origin (default GENERIC_CUSTOMER_NAME). */
  readonly genericCustomerName?: string
  /** The delivery address text, already joined (see @carte/forms deliveryAddressText). */
  readonly address?: string | null
  readonly addressParts?: {
    readonly flatNo?: string | null
    readonly buildingPremise?: string | null
    readonly areaStreet?: string | null
    readonly landmark?: string | null
  }
  readonly addressPlaceData?: unknown
  /** The confirmed delivery map position. */
  readonly deliveryLocation?: LatLng | null
  readonly orderComments?: string | null
  /** Decimal strings computed by @carte/pricing. */
  readonly totals: {
    readonly subTotal: string
    readonly total: string
    readonly discount?: string
    readonly taxes?: string
    readonly deliveryFees?: string
  }
  readonly couponId?: number | null
  /** ISO instant chosen by the diner, or null. */
  readonly deliveryDateTime?: string | null
  readonly employeeId?: string | null
  readonly loyaltyDiscounts?: readonly DeepReadonly<LoyaltyDiscount>[]
  readonly origin?: OrderOrigin | null
  /** The diner's current position (dine-in geofence). */
  readonly originLocation?: LatLng | null
}
