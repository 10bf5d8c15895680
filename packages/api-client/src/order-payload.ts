import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js'
import { assert, MESSAGES } from './assert'
import type { OrderType } from './schemas/menu'
import type { LoyaltyDiscount } from './schemas/order'
import {
  DELETED_LINE_STATUS,
  type OrderCreateBody,
  type OrderLineItem,
  type PaymentType,
} from './schemas/order'
import { isDecimalString, type Point } from './schemas/primitives'

/** Name used when the diner gives none and there is no table or room. spec: ordering-payment §5 */
export const GENERIC_CUSTOMER_NAME = 'Carte Customer'

/** A value of a cart variation group. spec: ordering-payment §3 Cart item variations */
export interface CartLineVariationValue {
  readonly id: number
  readonly variation_value?: string | null
  readonly name?: string | null
  readonly price?: string
  readonly math?: '+' | '-'
  readonly selected?: boolean
}

/** A variation group of a cart line. */
export interface CartLineVariation {
  readonly id: number
  readonly name: string
  readonly values: readonly CartLineVariationValue[]
}

/** A product of a cart line's combo group. */
export interface CartLineComboProduct {
  readonly id: number
  readonly name: string
  readonly selected?: boolean
  readonly increase_price_by?: string
  readonly product_variations?: readonly CartLineVariation[]
}

/** A combo group of a cart line. */
export interface CartLineComboGroup {
  readonly id: number
  readonly name: string
  readonly products: readonly CartLineComboProduct[]
}

/** A cart line as the cart holds it. spec: ordering-payment §3 Cart item */
export interface CartLine {
  readonly uuid: string
  /** Product id. */
  readonly id: number
  readonly name: string
  readonly sku?: string | null
  /** Unit price as a decimal string (from @carte/pricing). */
  readonly price: string
  readonly qty: number
  readonly special_instructions?: string | null
  readonly variations?: readonly CartLineVariation[]
  readonly combo_groups?: readonly CartLineComboGroup[]
  /** A line removed from an open order: sent with status 'Deleted'. */
  readonly deleted?: boolean
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
  readonly loyaltyDiscounts?: readonly LoyaltyDiscount[]
  readonly origin?: OrderOrigin | null
  /** The diner's current position (dine-in geofence). */
  readonly originLocation?: LatLng | null
}

/**
 * A GeoJSON-like point, longitude first.
 * @param position latitude and longitude
 * @returns { type: 'Point', coordinates: [lng, lat] }
 * spec: ordering-payment §9 "Geofence location sent as a point with longitude first"
 */
export function toPoint(position: LatLng): Point {
  assert(Number.isFinite(position.lat) && Number.isFinite(position.lng), MESSAGES.invalidCoordinate)
  return { type: 'Point', coordinates: [position.lng, position.lat] }
}

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

/**
 * The readable variation text of a cart line: 'Group: value, value; Combo: product'.
 * @param line the cart line
 * @returns the text ('' when nothing is selected)
 * spec: ordering-payment §3 Order line item product_variation (text)
 */
export function variationText(line: Pick<CartLine, 'variations' | 'combo_groups'>): string {
  const parts: string[] = []
  for (const group of line.variations ?? []) {
    const chosen = group.values
      .filter((value) => value.selected === true)
      .map((value) => value.variation_value ?? value.name ?? '')
      .filter((label) => label !== '')
    if (chosen.length > 0) parts.push(`${group.name}: ${chosen.join(', ')}`)
  }
  for (const combo of line.combo_groups ?? []) {
    const chosen = combo.products.filter((product) => product.selected === true)
    for (const product of chosen) {
      const inner = variationText({ variations: product.product_variations ?? [] })
      parts.push(`${combo.name}: ${product.name}${inner === '' ? '' : ` (${inner})`}`)
    }
  }
  return parts.join('; ')
}

function normaliseVariations(groups: readonly CartLineVariation[] | undefined) {
  return (groups ?? []).map((group) => ({
    id: group.id,
    name: group.name,
    values: group.values.map((value) => ({
      id: value.id,
      variation_value: value.variation_value ?? null,
      name: value.name ?? null,
      price: value.price ?? '0',
      math: value.math ?? '+',
      selected: value.selected === true,
    })),
  }))
}

/**
 * One order line item from a cart line: selected value ids, the variation text, combo groups,
 * status 'Deleted' for a removed line.
 * @param line the cart line
 * @param currency the menu currency (product_price_currency)
 * @returns the line item the server expects
 * spec: ordering-payment §3 Order line item
 */
export function buildOrderLineItem(line: CartLine, currency: string): OrderLineItem {
  assert(isDecimalString(line.price), MESSAGES.invalidDecimal)
  return {
    product: line.id,
    product_sku: line.sku ?? '',
    product_name: line.name,
    product_variations: normaliseVariations(line.variations),
    product_variation: variationText(line),
    variations: (line.variations ?? []).flatMap((group) =>
      group.values.filter((value) => value.selected === true).map((value) => value.id),
    ),
    combo_groups: (line.combo_groups ?? []).map((combo) => ({
      id: combo.id,
      name: combo.name,
      products: combo.products.map((product) => ({
        id: product.id,
        name: product.name,
        selected: product.selected === true,
        increase_price_by: product.increase_price_by ?? '0',
        product_variations: normaliseVariations(product.product_variations),
      })),
    })),
    product_price: line.price,
    product_price_currency: currency,
    quantity: line.qty,
    special_instructions: line.special_instructions ?? '',
    cart_uuid: line.uuid,
    status: line.deleted === true ? DELETED_LINE_STATUS : null,
  }
}

function text(value: string | null | undefined): string {
  return typeof value === 'string' ? value.trim() : ''
}

/**
 * The default customer name: the diner's name, else '{Type}# {label}' from the origin
 * (e.g. 'Table# 12'), else a generic name.
 * @param name the name typed (may be empty)
 * @param origin the table or room, or null
 * @param generic the generic name
 * @returns the name to send
 * spec: ordering-payment §5 "Default customer name when none is given: the origin label"
 */
export function defaultCustomerName(
  name: string | null | undefined,
  origin: OrderOrigin | null | undefined,
  generic: string = GENERIC_CUSTOMER_NAME,
): string {
  const given = text(name)
  if (given !== '') return given
  if (origin && origin.label.trim() !== '') return `${origin.type}# ${origin.label.trim()}`
  return generic
}

/**
 * Builds the order create payload: every field of ordering-payment §3, with the §5 rules (E.164
 * phone, default customer name, default contact, address text, point longitude first, lower-cased
 * origin type). Pure: no clock, no storage.
 * @param input cart, menu, customer, totals and origin
 * @returns the body for createOrder
 * spec: ordering-payment §3 Order payload (create); §5 Order payload rules
 */
export function buildOrderPayload(input: OrderPayloadInput): OrderCreateBody {
  const { totals } = input
  const money = [totals.subTotal, totals.total, totals.discount, totals.taxes, totals.deliveryFees]
  for (const amount of money) {
    assert(amount === undefined || isDecimalString(amount), MESSAGES.invalidDecimal)
  }
  const currency = input.menu.currency
  const delivery = input.orderType === 'delivery'
  const customer = input.customer ?? {}
  const phone = toE164Phone(text(customer.phone), input.menu.menu_country)
  const email = text(customer.email)
  const car = text(customer.carNumber)
  return {
    menu: input.menu.id,
    customer_name: defaultCustomerName(customer.name, input.origin, input.genericCustomerName),
    address: delivery ? text(input.address) : '',
    address_coordinates:
      delivery && input.deliveryLocation ? toPoint(input.deliveryLocation) : null,
    address_google_place_data: delivery ? (input.addressPlaceData ?? null) : null,
    address_flat_no: delivery ? text(input.addressParts?.flatNo) : '',
    address_building_premise: delivery ? text(input.addressParts?.buildingPremise) : '',
    address_area_street: delivery ? text(input.addressParts?.areaStreet) : '',
    address_landmark: delivery ? text(input.addressParts?.landmark) : '',
    email: email !== '' ? email : (input.defaultContact?.email ?? ''),
    phone: phone !== '' ? phone : (input.defaultContact?.phone ?? ''),
    order_comments: text(input.orderComments),
    order_type: input.orderType,
    delivery_fees: totals.deliveryFees ?? '0',
    delivery_fees_currency: currency,
    coupon: input.couponId ?? null,
    discount: totals.discount ?? '0',
    taxes: totals.taxes ?? '0',
    sub_total: totals.subTotal,
    sub_total_currency: currency,
    total: totals.total,
    total_currency: currency,
    delivery_datetime: input.deliveryDateTime ?? null,
    payment_type: input.paymentType,
    line_items: input.lines.map((line) => buildOrderLineItem(line, currency)),
    additional_data: {
      employee_id: input.employeeId ?? null,
      iiko_loyalty_discounts: [...(input.loyaltyDiscounts ?? [])],
      car_number: input.orderType === 'drive_thru' && car !== '' ? car : null,
    },
    origin_label: input.origin ? input.origin.label : null,
    origin_type: input.origin ? input.origin.type.toLowerCase() : null,
    origin_location: input.originLocation ? toPoint(input.originLocation) : null,
  }
}
