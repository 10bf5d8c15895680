import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type CartLine,
  type Coupon,
  cartSubtotal,
  compareAmounts,
  couponDiscount,
  couponShortfall,
  isCouponApplicable,
  PricingError,
  sumAmounts,
} from '../src/index'
import { line } from './fixtures'

// The demo venue's drinks: Still Water 12.00 (category 106); a burger 45.00 (category 103).
const water = (qty: number): CartLine =>
  line({ uuid: 'water', id: 1044, category: 106, price: '12.00', qty })
const burger = line({ uuid: 'burger', id: 1011, category: 103, price: '45.00' })
// FLAT5: 5.00 off from 30.00; BURGER20: 20 % of the Burgers category (103).
const FLAT5: Coupon = {
  discount_value_type: 'fixed',
  discount_value: '5.00',
  min_order_value: '30.00',
  max_discount_value: '5.00',
}
const BURGER20: Coupon = {
  discount_value_type: 'percentage',
  discount_value: '20',
  min_order_value: '0',
  categories: [103],
}

describe('below min_order_value (ordering-payment §5 "Discount applies only if the cart subtotal is at least min_order_value")', () => {
  it('says how much is missing: 30.00 − 12.00 = 18.00, then 30.00 − 24.00 = 6.00', () => {
    expect(couponShortfall([water(1)], FLAT5)).toEqual({
      reason: 'minimum',
      minimum: '30.000',
      missing: '18.000',
    })
    expect(couponShortfall([water(2)], FLAT5)).toEqual({
      reason: 'minimum',
      minimum: '30.000',
      missing: '6.000',
    })
  })
  it('is null once the subtotal reaches the minimum (36.00, and exactly 30.00)', () => {
    expect(couponShortfall([water(3)], FLAT5)).toBeNull()
    const thirty = line({ uuid: 't', price: '30.000' })
    expect(couponShortfall([thirty], FLAT5)).toBeNull()
  })
  it('rounds a minimum with more than 3 decimals up, so reaching it is enough (30.0001 -> 30.001)', () => {
    const coupon = { ...FLAT5, min_order_value: '30.0001' }
    const thirty = line({ uuid: 't', price: '30.000' })
    expect(couponShortfall([thirty], coupon)).toEqual({
      reason: 'minimum',
      minimum: '30.001',
      missing: '0.001',
    })
  })
  it('an empty cart misses the whole minimum of a coupon counting every line', () => {
    expect(couponShortfall([], FLAT5)).toEqual({
      reason: 'minimum',
      minimum: '30.000',
      missing: '30.000',
    })
  })
})

describe('no matching line (ordering-payment §5 "If the coupon lists products or categories, only matching cart items count")', () => {
  it('a category coupon on a cart without that category', () => {
    expect(couponShortfall([water(2)], BURGER20)).toEqual({ reason: 'no-eligible-items' })
    expect(couponShortfall([water(2)], { ...BURGER20, categories: [{ id: 103 }] })).toEqual({
      reason: 'no-eligible-items',
    })
  })
  it('a product coupon on a cart without that product', () => {
    const chai: Coupon = { discount_value_type: 'fixed', discount_value: '3.00', products: [1041] }
    expect(couponShortfall([water(1), burger], chai)).toEqual({ reason: 'no-eligible-items' })
  })
  it('is null once a matching line is added: 20 % of 45.00', () => {
    expect(couponShortfall([water(2), burger], BURGER20)).toBeNull()
  })
  it('says no matching line before the minimum (adding just anything would not help), then the minimum', () => {
    const coupon = { ...BURGER20, min_order_value: '100.00' }
    expect(couponShortfall([water(1)], coupon)).toEqual({ reason: 'no-eligible-items' })
    // 12.00 + 45.00 = 57.00: the burger counts, 43.00 to go.
    expect(couponShortfall([water(1), burger], coupon)).toEqual({
      reason: 'minimum',
      minimum: '100.000',
      missing: '43.000',
    })
  })
  it('a coupon counting every line on an empty cart with no minimum: nothing in the cart counts', () => {
    expect(couponShortfall([], { ...FLAT5, min_order_value: null })).toEqual({
      reason: 'no-eligible-items',
    })
  })
})

describe('no shortfall to tell', () => {
  it('a coupon of value 0 (free delivery only) is null whatever the cart: no cart can change it', () => {
    const freeDelivery: Coupon = {
      discount_value_type: 'fixed',
      discount_value: '0.00',
      min_order_value: '50.00',
      free_delivery: true,
    }
    expect(couponShortfall([water(1)], freeDelivery)).toBeNull()
    expect(couponShortfall([water(1)], { ...freeDelivery, categories: [103] })).toBeNull()
  })
  it('a discount that only rounds to 0.000 is null: 0.001 % of 12.00 = 0.00012', () => {
    const tiny: Coupon = { discount_value_type: 'percentage', discount_value: '0.001' }
    expect(couponDiscount([water(1)], tiny)).toBe('0.000')
    expect(couponShortfall([water(1)], tiny)).toBeNull()
  })
  it('throws PricingError for an unknown discount_value_type (a programmer error)', () => {
    const bad = { ...FLAT5, discount_value_type: 'bogus' } as unknown as Coupon
    expect(() => couponShortfall([water(3)], bad)).toThrow(PricingError)
  })
})

// The hint shows the amount with the menu's decimals: rounded down it would fall short.
describe('couponShortfall with the places the amount is shown with', () => {
  const short = (price: string, decimalPlaces?: number) =>
    couponShortfall(
      [line({ uuid: 'l', price })],
      FLAT5,
      decimalPlaces === undefined ? {} : { decimalPlaces },
    )
  it('rounds what is missing up to those places (a 3-decimal subtotal 1.004 short of 30.00)', () => {
    expect(short('28.996')).toEqual({ reason: 'minimum', minimum: '30.000', missing: '1.004' })
    expect(short('28.996', 2)).toEqual({ reason: 'minimum', minimum: '30.000', missing: '1.010' })
    expect(short('28.996', 0)).toEqual({ reason: 'minimum', minimum: '30.000', missing: '2.000' })
    expect(short('28.990', 2)).toEqual({ reason: 'minimum', minimum: '30.000', missing: '1.010' })
  })
  it('refuses places outside 0 to 6 as a programmer error', () => {
    expect(() => short('1.000', 7)).toThrow(PricingError)
    expect(() => short('1.000', 1.5)).toThrow(PricingError)
  })
  it('properties: the amount shown is on the places, reaches the minimum, and is less than one step over', () => {
    // Thousandths as integers: '1.010' is 1010.
    const thousandths = (value: string) => Number(value.replace('.', ''))
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 29_999 }),
        fc.integer({ min: 0, max: 3 }),
        (milli, dp) => {
          const price = `${Math.floor(milli / 1000)}.${String(milli % 1000).padStart(3, '0')}`
          const shortfall = short(price, dp)
          if (shortfall?.reason !== 'minimum') throw new Error('expected the minimum')
          const missing = thousandths(shortfall.missing)
          const exact = 30_000 - milli
          const step = 10 ** (3 - dp)
          expect(missing % step).toBe(0)
          expect(missing).toBeGreaterThanOrEqual(exact)
          expect(missing - exact).toBeLessThan(step)
        },
      ),
      { numRuns: 1000 },
    )
  })
})

describe('properties', () => {
  // Amounts of at least 0.100 and coupons of at least 1 % or 0.001 off (caps at least 0.001):
  // a discount above zero never rounds away, so "no discount" always has a reason.
  const price = fc
    .tuple(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 100, max: 999 }))
    .map(([w, f]) => `${w}.${f}`)
  const amountArb = fc
    .tuple(fc.nat(300), fc.nat(999))
    .map(([w, f]) => `${w}.${String(f).padStart(3, '0')}`)
  const ids = fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 2 })
  const percentArb = fc.integer({ min: 1, max: 100 }).map(String)
  const fixedArb = fc.oneof(
    percentArb,
    amountArb.filter((a) => compareAmounts(a, '0.001') >= 0),
  )
  const valueArb = fc.oneof(
    percentArb.map((value) => ['percentage', value] as const),
    fc.tuple(fc.constantFrom('fixed' as const, 'fixed_amount' as const), fixedArb),
  )
  const couponArb: fc.Arbitrary<Coupon> = fc
    .record({
      value: valueArb,
      max_discount_value: fc.option(amountArb, { nil: undefined }),
      min_order_value: fc.option(amountArb, { nil: undefined }),
      products: fc.option(ids, { nil: undefined }),
      categories: fc.option(ids, { nil: undefined }),
    })
    .map(({ value: [discount_value_type, discount_value], ...rest }) => ({
      ...rest,
      discount_value_type,
      discount_value,
    }))
  const rowArb = fc.record({
    price,
    qty: fc.integer({ min: 1, max: 4 }),
    id: fc.integer({ min: 1, max: 8 }),
    category: fc.integer({ min: 1, max: 8 }),
  })
  type Row = { price: string; qty: number; id: number; category: number }
  const toCart = (rows: readonly Row[], from = 0): CartLine[] =>
    rows.map((r, i) =>
      line({ uuid: `u${from + i}`, id: r.id, category: r.category, price: r.price, qty: r.qty }),
    )
  const cartArb = fc.array(rowArb, { maxLength: 6 }).map((rows) => toCart(rows))
  const moreArb = fc.array(rowArb, { minLength: 1, maxLength: 4 }).map((rows) => toCart(rows, 100))
  const RUNS = { numRuns: 1000 }

  it('no shortfall exactly when the coupon gives a discount above 0 (§5 Coupon)', () => {
    fc.assert(
      fc.property(cartArb, couponArb, (cart, coupon) => {
        const gives = compareAmounts(couponDiscount(cart, coupon), '0') > 0
        expect(couponShortfall(cart, coupon) === null).toBe(gives)
      }),
      RUNS,
    )
  })

  it('minimum: missing + subtotal = minimum, missing > 0, the minimum within 0.001 above min_order_value', () => {
    fc.assert(
      fc.property(cartArb, couponArb, (cart, coupon) => {
        const shortfall = couponShortfall(cart, coupon)
        if (shortfall?.reason !== 'minimum') return
        const subtotal = cartSubtotal(cart)
        expect(compareAmounts(sumAmounts([shortfall.missing, subtotal]), shortfall.minimum)).toBe(0)
        expect(compareAmounts(shortfall.missing, '0')).toBe(1)
        expect(isCouponApplicable(coupon, subtotal)).toBe(false)
        expect(isCouponApplicable(coupon, shortfall.minimum)).toBe(true)
        expect(shortfall.missing).toMatch(/^\d+\.\d{3}$/)
        expect(shortfall.minimum).toMatch(/^\d+\.\d{3}$/)
      }),
      RUNS,
    )
  })

  it('minimum: adding a line worth `missing` to a non-empty cart gives the discount', () => {
    fc.assert(
      fc.property(cartArb, couponArb, rowArb, (cart, coupon, row) => {
        const shortfall = couponShortfall(cart, coupon)
        if (shortfall?.reason !== 'minimum' || cart.length === 0) return
        const added = [...toCart([{ ...row, price: shortfall.missing, qty: 1 }], 100), ...cart]
        expect(couponShortfall(added, coupon)).toBeNull()
        expect(compareAmounts(couponDiscount(added, coupon), '0')).toBe(1)
      }),
      RUNS,
    )
  })

  it('adding lines never takes a discount away, nor turns the minimum into no matching line', () => {
    fc.assert(
      fc.property(cartArb, moreArb, couponArb, (cart, more, coupon) => {
        const before = couponShortfall(cart, coupon)
        const after = couponShortfall([...cart, ...more], coupon)
        if (before === null) expect(after).toBeNull()
        if (before?.reason === 'minimum') expect(after?.reason).not.toBe('no-eligible-items')
      }),
      RUNS,
    )
  })

  it('adding lines the coupon does not count keeps "no matching line"', () => {
    fc.assert(
      fc.property(
        cartArb,
        moreArb,
        couponArb.filter((c) => (c.products?.length ?? 0) + (c.categories?.length ?? 0) > 0),
        (cart, more, coupon) => {
          if (couponShortfall(cart, coupon)?.reason !== 'no-eligible-items') return
          // Ids and categories 7 and 8 are never listed by the coupons generated here.
          const others = more.map((l) => ({ ...l, id: 7, category: 8 }))
          expect(couponShortfall([...cart, ...others], coupon)).toEqual({
            reason: 'no-eligible-items',
          })
        },
      ),
      RUNS,
    )
  })

  it('a coupon of value 0 never has a shortfall', () => {
    fc.assert(
      fc.property(cartArb, couponArb, (cart, coupon) => {
        expect(couponShortfall(cart, { ...coupon, discount_value: '0' })).toBeNull()
      }),
      RUNS,
    )
  })
})
