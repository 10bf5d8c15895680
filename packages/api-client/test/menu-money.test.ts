// The menu's money, rates and discount are what @carte/pricing computes with, and it refuses a
// negative amount (INVALID_AMOUNT) and a discount outside 0..100 (INVALID_PERCENT). A menu carrying
// one must fail its schema with a SchemaError naming the field (architecture: "A response that fails
// its schema is an error state with the support message, never a white screen"), not parse and throw
// later inside a price.
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { VENUES, Venues } from '../../../apps/venue-api/src/seed/index'
import {
  couponSchema,
  deliveryZoneSchema,
  isDecimalString,
  menuSchema,
  menuSectionSchema,
  moneySchema,
  orderSchema,
  parseResponse,
  SchemaError,
} from '../src/index'
import { fullProduct, minimalMenu } from './fixtures'

/** The path SchemaError names for a bad answer, or null when the answer parses. */
function failingPath(schema: v.GenericSchema, input: unknown): string | null {
  try {
    parseResponse(schema, input)
    return null
  } catch (error) {
    if (error instanceof SchemaError) return error.path
    throw error
  }
}

const productWith = (fields: Record<string, unknown>) => ({
  ...minimalMenu,
  products: [{ ...fullProduct, ...fields }],
})

describe('menu money is a non-negative decimal (menu-browsing §3 Product, Tax, Menu data)', () => {
  const bad: readonly [string, unknown, string][] = [
    ['product price -5.00', productWith({ price: '-5.00' }), 'products[0].price'],
    ['product price -5 as a number', productWith({ price: -5 }), 'products[0].price'],
    ['product discount 150 (percent)', productWith({ discount: '150' }), 'products[0].discount'],
    ['product discount 100.5 (percent)', productWith({ discount: 100.5 }), 'products[0].discount'],
    ['product discount -10 (percent)', productWith({ discount: '-10' }), 'products[0].discount'],
    [
      'variation entry price -1 (math carries the sign)',
      productWith({
        product_variations: [{ variation: 4, variation_value: 41, price: '-1', math: '-' }],
      }),
      'products[0].product_variations[0].price',
    ],
    [
      'combo increase_price_by -2',
      productWith({
        combo_groups: [{ id: 5, name: 'Side', products: [{ id: 51, increase_price_by: '-2' }] }],
      }),
      'products[0].combo_groups[0].products[0].increase_price_by',
    ],
    [
      'variation value price -0.5',
      {
        ...minimalMenu,
        variations: [{ id: 4, name: 'Size', values: [{ id: 41, price: '-0.5', math: '+' }] }],
      },
      'variations[0].values[0].price',
    ],
    [
      'tax rate -5',
      { ...minimalMenu, taxes: [{ id: 1, name: 'VAT', type: 'percentage', rate: '-5' }] },
      'taxes[0].rate',
    ],
    [
      'alt_currency_exchange_rate -2',
      { ...minimalMenu, alt_currency_exchange_rate: '-2' },
      'alt_currency_exchange_rate',
    ],
    [
      'minimum_order_amount -1',
      { ...minimalMenu, minimum_order_amount: '-1' },
      'minimum_order_amount',
    ],
  ]
  for (const [name, menu, path] of bad) {
    it(`${name}: SchemaError at ${path}`, () => {
      expect(failingPath(menuSchema, menu)).toBe(path)
    })
  }

  it('keeps the edges that are valid: price 0, discount 0 and 100 (also 100.000), rate 0', () => {
    for (const discount of ['0', '100', '100.000', 100, '99.999', '0.5']) {
      expect(failingPath(menuSchema, productWith({ discount })), String(discount)).toBeNull()
    }
    const menu = v.parse(menuSchema, {
      ...productWith({ price: '0', discount: '100.000' }),
      taxes: [{ id: 1, name: 'VAT', type: 'percentage', rate: 0 }],
      alt_currency_exchange_rate: '0.272',
      minimum_order_amount: '0.000',
    })
    expect(menu.products[0]?.discount).toBe('100.000')
    expect(menu.taxes[0]?.rate).toBe('0')
    expect(menu.alt_currency_exchange_rate).toBe('0.272')
  })
})

describe('every seeded venue of apps/venue-api parses through menuSchema (menu-browsing §3)', () => {
  const venues = new Venues('http://127.0.0.1:8787')
  for (const seed of VENUES) {
    for (const { code } of seed.languages) {
      it(`${seed.license} (${code})`, () => {
        const served = JSON.parse(venues.menuJson(seed, code)) as unknown
        expect(failingPath(menuSchema, served)).toBeNull()
      })
    }
  }
})

describe('the other money answers are non-negative too (ordering-payment §3; pricing refuses negatives)', () => {
  it('coupon, delivery zone and table section', () => {
    const coupon = { id: 1, discount_value_type: 'percentage', discount_value: '10' }
    expect(failingPath(couponSchema, coupon)).toBeNull()
    expect(failingPath(couponSchema, { ...coupon, discount_value: '-10' })).toBe('discount_value')
    expect(failingPath(couponSchema, { ...coupon, min_order_value: '-1' })).toBe('min_order_value')
    expect(failingPath(deliveryZoneSchema, { delivery_amount: '-3' })).toBe('delivery_amount')
    expect(failingPath(menuSectionSchema, { minimum_order_amount: '-1' })).toBe(
      'minimum_order_amount',
    )
  })
  it('an order read with a negative total (pricing writes max(0, ...))', () => {
    expect(failingPath(orderSchema, { uuid: 'u', status: 'pending', total: '-1.000' })).toBe(
      'total',
    )
    expect(failingPath(orderSchema, { uuid: 'u', status: 'pending', total: '1.000' })).toBeNull()
  })
  it('moneySchema and isDecimalString refuse a sign', () => {
    expect(v.safeParse(moneySchema, '-3').success).toBe(false)
    expect(v.safeParse(moneySchema, -3).success).toBe(false)
    expect(v.safeParse(moneySchema, '+3').success).toBe(false)
    expect(isDecimalString('-3')).toBe(false)
    expect(isDecimalString('3.500')).toBe(true)
  })
})
