import { assert, MESSAGES } from '../assert'
import type { OrderCreateBody } from '../schemas/order'
import { isDecimalString } from '../schemas/primitives'
import { buildOrderLineItem } from './build-order-line-item'
import { defaultCustomerName } from './default-customer-name'
import { toE164Phone } from './to-e164-phone'
import { toPoint } from './to-point'
import { text } from './trim-text'
import type { OrderPayloadInput } from './types'

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
      iiko_loyalty_discounts: (input.loyaltyDiscounts ?? []).map((loyalty) => ({
        name: loyalty.name,
        discounts: loyalty.discounts.map((discount) => ({ discountSum: discount.discountSum })),
      })),
      car_number: input.orderType === 'drive_thru' && car !== '' ? car : null,
    },
    origin_label: input.origin ? input.origin.label : null,
    origin_type: input.origin ? input.origin.type.toLowerCase() : null,
    origin_location: input.originLocation ? toPoint(input.originLocation) : null,
  }
}
