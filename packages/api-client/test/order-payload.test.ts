import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  buildOrderLineItem,
  buildOrderPayload,
  type CartLine,
  defaultCustomerName,
  GENERIC_CUSTOMER_NAME,
  type OrderPayloadInput,
  orderCreateBodySchema,
  toE164Phone,
  toPoint,
  variationText,
} from '../src/index'

const burger: CartLine = {
  uuid: 'cart-1',
  id: 11,
  name: 'Burger',
  sku: 'BRG-1',
  price: '28.500',
  qty: 2,
  special_instructions: 'No onions',
  variations: [
    {
      id: 4,
      name: 'Size',
      values: [
        { id: 41, variation_value: 'Regular', selected: false },
        { id: 42, variation_value: 'Large', price: '3.000', math: '+', selected: true },
      ],
    },
    {
      id: 5,
      name: 'Extras',
      values: [
        { id: 51, variation_value: 'Cheese', selected: true },
        { id: 52, name: 'Bacon', selected: true },
        { id: 53, variation_value: 'Egg' },
      ],
    },
  ],
  combo_groups: [
    {
      id: 6,
      name: 'Side',
      products: [
        { id: 61, name: 'Fries', selected: true, increase_price_by: '2.000' },
        { id: 62, name: 'Salad', selected: false },
      ],
    },
  ],
}

const tea: CartLine = { uuid: 'cart-2', id: 12, name: 'Tea', price: '5', qty: 1 }

const base: OrderPayloadInput = {
  menu: { id: 7, currency: 'AED', menu_country: 'AE' },
  lines: [burger, tea],
  orderType: 'delivery',
  paymentType: 'card',
  customer: { name: '  Sam  ', email: 'sam@example.com', phone: '050 123 4567' },
  address: 'Flat 12, Marina Tower, Al Sufouh Road, Dubai Marina',
  addressParts: {
    flatNo: 'Flat 12',
    buildingPremise: 'Marina Tower',
    areaStreet: 'Al Sufouh Road',
    landmark: '',
  },
  addressPlaceData: { place_id: 'p1' },
  deliveryLocation: { lat: 25.08, lng: 55.14 },
  orderComments: 'Ring twice',
  totals: {
    subTotal: '62.000',
    total: '73.100',
    discount: '6.200',
    taxes: '2.300',
    deliveryFees: '15.000',
  },
  couponId: 9,
  deliveryDateTime: '2026-11-22T18:30:00.000Z',
  employeeId: null,
  loyaltyDiscounts: [],
  origin: null,
  originLocation: null,
}

describe('order payload (ordering-payment §3 Order payload, §5 rules)', () => {
  it('builds every field of a delivery order', () => {
    const payload = buildOrderPayload(base)
    expect(payload).toEqual({
      menu: 7,
      customer_name: 'Sam',
      address: 'Flat 12, Marina Tower, Al Sufouh Road, Dubai Marina',
      address_coordinates: { type: 'Point', coordinates: [55.14, 25.08] },
      address_google_place_data: { place_id: 'p1' },
      address_flat_no: 'Flat 12',
      address_building_premise: 'Marina Tower',
      address_area_street: 'Al Sufouh Road',
      address_landmark: '',
      email: 'sam@example.com',
      phone: '+971501234567',
      order_comments: 'Ring twice',
      order_type: 'delivery',
      delivery_fees: '15.000',
      delivery_fees_currency: 'AED',
      coupon: 9,
      discount: '6.200',
      taxes: '2.300',
      sub_total: '62.000',
      sub_total_currency: 'AED',
      total: '73.100',
      total_currency: 'AED',
      delivery_datetime: '2026-11-22T18:30:00.000Z',
      payment_type: 'card',
      line_items: [
        expect.objectContaining({ cart_uuid: 'cart-1' }),
        expect.objectContaining({ cart_uuid: 'cart-2' }),
      ],
      additional_data: { employee_id: null, iiko_loyalty_discounts: [], car_number: null },
      origin_label: null,
      origin_type: null,
      origin_location: null,
    })
  })

  it('passes its own input schema unchanged (what venue-api validates)', () => {
    const payload = buildOrderPayload(base)
    expect(v.parse(orderCreateBodySchema, payload)).toEqual(payload)
  })

  it('builds a line item: selected value ids, variation text, combo groups, price and currency', () => {
    expect(buildOrderLineItem(burger, 'AED')).toEqual({
      product: 11,
      product_sku: 'BRG-1',
      product_name: 'Burger',
      product_variations: [
        {
          id: 4,
          name: 'Size',
          values: [
            {
              id: 41,
              variation_value: 'Regular',
              name: null,
              price: '0',
              math: '+',
              selected: false,
            },
            {
              id: 42,
              variation_value: 'Large',
              name: null,
              price: '3.000',
              math: '+',
              selected: true,
            },
          ],
        },
        {
          id: 5,
          name: 'Extras',
          values: [
            {
              id: 51,
              variation_value: 'Cheese',
              name: null,
              price: '0',
              math: '+',
              selected: true,
            },
            { id: 52, variation_value: null, name: 'Bacon', price: '0', math: '+', selected: true },
            { id: 53, variation_value: 'Egg', name: null, price: '0', math: '+', selected: false },
          ],
        },
      ],
      product_variation: 'Size: Large; Extras: Cheese, Bacon; Side: Fries',
      variations: [42, 51, 52],
      combo_groups: [
        {
          id: 6,
          name: 'Side',
          products: [
            {
              id: 61,
              name: 'Fries',
              selected: true,
              increase_price_by: '2.000',
              product_variations: [],
            },
            {
              id: 62,
              name: 'Salad',
              selected: false,
              increase_price_by: '0',
              product_variations: [],
            },
          ],
        },
      ],
      product_price: '28.500',
      product_price_currency: 'AED',
      quantity: 2,
      special_instructions: 'No onions',
      cart_uuid: 'cart-1',
      status: null,
    })
  })

  it('accepts @carte/pricing-shaped lines: digit-string ids, null fields, unit_price', () => {
    const item = buildOrderLineItem(
      {
        uuid: 'c9',
        id: '15',
        name: 'Wrap',
        sku: null,
        price: '10.000',
        unit_price: '12.500',
        qty: 1,
        special_instructions: null,
        variations: [
          {
            id: '8',
            name: 'Sauce',
            values: [
              { variation_value: 'No id', selected: true },
              { id: '81', variation_value: 'Garlic', price: null, math: null, selected: true },
            ],
          },
        ],
      },
      'AED',
    )
    expect(item.product).toBe(15)
    expect(item.product_price).toBe('12.500')
    expect(item.variations).toEqual([81])
    expect(item.product_variations).toEqual([
      {
        id: 8,
        name: 'Sauce',
        values: [
          { id: 81, variation_value: 'Garlic', name: null, price: '0', math: '+', selected: true },
        ],
      },
    ])
    expect(() => buildOrderLineItem({ ...tea, id: 'abc' }, 'AED')).toThrow('[@carte/api-client]')
  })

  it("marks a removed line with status 'Deleted'", () => {
    expect(buildOrderLineItem({ ...tea, deleted: true }, 'KWD').status).toBe('Deleted')
    expect(buildOrderLineItem(tea, 'KWD')).toMatchObject({
      product_sku: '',
      product_variation: '',
      variations: [],
      combo_groups: [],
      special_instructions: '',
      status: null,
    })
  })

  it("default customer name: 'Table# {n}' from the origin, 'Room# {n}' for rooms, else generic", () => {
    expect(defaultCustomerName('', { label: '12', type: 'Table' })).toBe('Table# 12')
    expect(defaultCustomerName(null, { label: '204', type: 'Room' })).toBe('Room# 204')
    expect(defaultCustomerName('  ', null)).toBe(GENERIC_CUSTOMER_NAME)
    expect(defaultCustomerName('Ali', { label: '12', type: 'Table' })).toBe('Ali')
    expect(defaultCustomerName(undefined, null, 'Guest')).toBe('Guest')
  })

  it('dine-in at a table: origin label, lower-cased type, origin location longitude first, no address', () => {
    const payload = buildOrderPayload({
      ...base,
      orderType: 'dine_in',
      customer: {},
      origin: { label: '12', type: 'Table' },
      originLocation: { lat: 29.37, lng: 47.98 },
    })
    expect(payload.customer_name).toBe('Table# 12')
    expect(payload.origin_label).toBe('12')
    expect(payload.origin_type).toBe('table')
    expect(payload.origin_location).toEqual({ type: 'Point', coordinates: [47.98, 29.37] })
    expect(payload.address).toBe('')
    expect(payload.address_coordinates).toBeNull()
    expect(payload.address_flat_no).toBe('')
    expect(payload.address_google_place_data).toBeNull()
  })

  it('substitutes the default contact when the diner gives no e-mail or phone (§5)', () => {
    const payload = buildOrderPayload({
      ...base,
      customer: { name: 'Sam' },
      defaultContact: { email: 'orders@venue.example', phone: '+97140000000' },
    })
    expect(payload.email).toBe('orders@venue.example')
    expect(payload.phone).toBe('+97140000000')
  })

  it('carries employee id, loyalty discounts and the drive-thru car number in additional_data', () => {
    const loyalty = [{ name: 'HH', discounts: [{ discountSum: '1.000' }] }]
    const payload = buildOrderPayload({
      ...base,
      orderType: 'drive_thru',
      customer: { name: 'Sam', carNumber: ' A 12345 ' },
      employeeId: 'EMP1001',
      loyaltyDiscounts: loyalty,
    })
    expect(payload.additional_data).toEqual({
      employee_id: 'EMP1001',
      iiko_loyalty_discounts: loyalty,
      car_number: 'A 12345',
    })
  })

  it('missing optional totals are "0"; a float total is a programmer error', () => {
    const payload = buildOrderPayload({ ...base, totals: { subTotal: '5', total: '5' } })
    expect([payload.discount, payload.taxes, payload.delivery_fees]).toEqual(['0', '0', '0'])
    expect(() => buildOrderPayload({ ...base, totals: { subTotal: '5', total: '5.1e2' } })).toThrow(
      '[@carte/api-client]',
    )
  })
})

describe('phone, point and variation text helpers', () => {
  it('normalises phones to E.164 with the menu country (§5)', () => {
    expect(toE164Phone('050 123 4567', 'AE')).toBe('+971501234567')
    expect(toE164Phone('5000 0000', 'kw')).toBe('+96550000000')
    expect(toE164Phone('+44 20 7946 0958', 'AE')).toBe('+442079460958')
    expect(toE164Phone('  ', 'AE')).toBe('')
  })
  it('a point is [longitude, latitude] (§9)', () => {
    expect(toPoint({ lat: 1.5, lng: 2.5 })).toEqual({ type: 'Point', coordinates: [2.5, 1.5] })
    expect(() => toPoint({ lat: Number.NaN, lng: 1 })).toThrow('[@carte/api-client]')
  })
  it('variation text lists combo product variations in brackets', () => {
    expect(
      variationText({
        combo_groups: [
          {
            id: 1,
            name: 'Drink',
            products: [
              {
                id: 2,
                name: 'Cola',
                selected: true,
                product_variations: [
                  {
                    id: 3,
                    name: 'Ice',
                    values: [{ id: 4, variation_value: 'No ice', selected: true }],
                  },
                ],
              },
            ],
          },
        ],
      }),
    ).toBe('Drink: Cola (Ice: No ice)')
  })
})
