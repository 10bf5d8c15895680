import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type Coupon,
  compareAmounts,
  couponDiscount,
  couponEligibleAmount,
  isCouponApplicable,
  PricingError,
} from '../src/index'
import { line, variation } from './fixtures'

// AED: product 10 / category 1 = (12.50 + 3.00) × 2 = 31.00; product 20 / category 2 = 20.00
const cart = [
  line({
    uuid: 'a',
    id: 10,
    category: 1,
    price: '12.50',
    qty: 2,
    variations: [variation([{ price: '3.00', math: '+', selected: true }])],
  }),
  line({ uuid: 'b', id: 20, category: 2, price: '20.00', qty: 1 }),
]
const percent = (value: string, extra: Partial<Coupon> = {}): Coupon => ({
  discount_value_type: 'percentage',
  discount_value: value,
  ...extra,
})
const fixedOff = (value: string, extra: Partial<Coupon> = {}): Coupon => ({
  discount_value_type: 'fixed',
  discount_value: value,
  ...extra,
})

describe('coupon applicability (ordering-payment §5 "only if the cart subtotal is at least min_order_value (default 0)")', () => {
  it('applies at or above min_order_value, defaulting to 0', () => {
    expect(isCouponApplicable(percent('10', { min_order_value: '51' }), '51.000')).toBe(true)
    expect(isCouponApplicable(percent('10', { min_order_value: '51' }), '50.999')).toBe(false)
    expect(isCouponApplicable(percent('10'), '0')).toBe(true)
  })
  it('gives no discount below the minimum', () => {
    expect(couponDiscount(cart, percent('10', { min_order_value: '60.00' }))).toBe('0.000')
  })
})

describe('eligible amount (ordering-payment §5 "only matching cart items count; otherwise all items count")', () => {
  it('counts every line when the coupon lists neither products nor categories', () => {
    expect(couponEligibleAmount(cart, percent('10'))).toBe('51.000')
    expect(couponEligibleAmount(cart, percent('10', { products: [], categories: null }))).toBe(
      '51.000',
    )
  })
  it('counts lines of listed products or listed categories (ids or objects)', () => {
    expect(couponEligibleAmount(cart, percent('10', { products: [20] }))).toBe('20.000')
    expect(couponEligibleAmount(cart, percent('10', { categories: [{ id: 1 }] }))).toBe('31.000')
    expect(couponEligibleAmount(cart, percent('10', { products: ['20'], categories: [1] }))).toBe(
      '51.000',
    )
    expect(couponEligibleAmount(cart, percent('10', { products: [99] }))).toBe('0.000')
  })
})

describe('coupon discount (ordering-payment §5 Coupon)', () => {
  it('percentage: eligible amount × value / 100', () => {
    expect(couponDiscount(cart, percent('10'))).toBe('5.100')
    expect(couponDiscount(cart, percent('50', { products: [20] }))).toBe('10.000')
    // KWD: 5.500 × 12.5 % = 0.6875 -> 0.688 (3 decimals, half-up)
    const kwd = [line({ uuid: 'k', price: '1.375', qty: 4 })]
    expect(couponDiscount(kwd, percent('12.5'))).toBe('0.688')
  })
  it('fixed: the value, capped at the eligible amount', () => {
    expect(couponDiscount(cart, fixedOff('5', { products: [20] }))).toBe('5.000')
    expect(couponDiscount(cart, fixedOff('40', { categories: [1] }))).toBe('31.000')
    expect(
      couponDiscount(cart, { discount_value_type: 'fixed_amount', discount_value: '7.5' }),
    ).toBe('7.500')
  })
  it('caps the result by max_discount_value; absent or 0 means no cap', () => {
    expect(couponDiscount(cart, percent('10', { max_discount_value: '3' }))).toBe('3.000')
    expect(couponDiscount(cart, percent('10', { max_discount_value: '0' }))).toBe('5.100')
    expect(couponDiscount(cart, percent('10', { max_discount_value: null }))).toBe('5.100')
    // a cap with more than 3 decimals stays an upper bound (rounded down, not up)
    expect(couponDiscount(cart, percent('10', { max_discount_value: '3.0009' }))).toBe('3.000')
  })
  it('throws for an unknown discount_value_type or a negative value', () => {
    expect(() =>
      couponDiscount(cart, { discount_value_type: 'bogo' as 'fixed', discount_value: '1' }),
    ).toThrow(/discount_value_type/)
    expect(() => couponDiscount(cart, fixedOff('-1'))).toThrow(PricingError)
  })
})

describe('properties', () => {
  const amount = fc
    .tuple(fc.nat(1000), fc.nat(999))
    .map(([w, f]) => `${w}.${String(f).padStart(3, '0')}`)
  const couponArb: fc.Arbitrary<Coupon> = fc.record({
    discount_value_type: fc.constantFrom('percentage', 'fixed', 'fixed_amount'),
    discount_value: fc.oneof(amount, fc.integer({ min: 0, max: 150 }).map(String)),
    max_discount_value: fc.option(amount, { nil: undefined }),
    min_order_value: fc.option(amount, { nil: undefined }),
    products: fc.option(fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }), {
      nil: undefined,
    }),
    categories: fc.option(fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 2 }), {
      nil: undefined,
    }),
  })
  const cartArb = fc.array(
    fc.record({
      price: amount,
      qty: fc.integer({ min: 1, max: 5 }),
      id: fc.integer({ min: 1, max: 6 }),
    }),
    {
      maxLength: 8,
    },
  )
  it('a coupon discount stays within [0, eligible amount] and within its cap', () => {
    fc.assert(
      fc.property(cartArb, couponArb, (rows, coupon) => {
        const lines = rows.map((r, i) =>
          line({ uuid: `u${i}`, id: r.id, category: r.id % 3, price: r.price, qty: r.qty }),
        )
        const discount = couponDiscount(lines, coupon)
        expect(compareAmounts(discount, '0')).toBeGreaterThanOrEqual(0)
        expect(compareAmounts(discount, couponEligibleAmount(lines, coupon))).toBeLessThanOrEqual(0)
        const cap = coupon.max_discount_value
        if (cap !== undefined && cap !== null && compareAmounts(cap, '0') > 0) {
          expect(compareAmounts(discount, cap)).toBeLessThanOrEqual(0)
        }
        expect(discount).toMatch(/^\d+\.\d{3}$/)
      }),
      { numRuns: 1000 },
    )
  })
})
