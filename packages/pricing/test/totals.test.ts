import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type Coupon,
  calculateCartTotals,
  cartSubtotal,
  isDeliveryFeeWaived,
  loyaltyDiscountTotal,
  PricingError,
  taxBreakdown,
} from '../src/index'
import { exclusive, FIXED_FEE, inclusive, line, SERVICE, VAT, variation } from './fixtures'

// AED cart: (12.50 + 3.00) × 2 = 31.00 and 20.00 × 1 -> subtotal 51.00
const aedCart = [
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
// KWD cart: 1.250 × 3 = 3.750 and 0.875 × 2 = 1.750 -> subtotal 5.500
const kwdCart = [
  line({ uuid: 'k1', id: 1, price: '1.250', qty: 3 }),
  line({ uuid: 'k2', id: 2, price: '0.875', qty: 2 }),
]

describe('cartSubtotal (menu-browsing §9 internal 3 decimals)', () => {
  it('sums unit price × qty in AED and KWD', () => {
    expect(cartSubtotal(aedCart)).toBe('51.000')
    expect(cartSubtotal(kwdCart)).toBe('5.500')
    expect(cartSubtotal([])).toBe('0.000')
  })
})

describe('taxBreakdown (menu-browsing §9 "Percentage taxes apply to the subtotal, inclusive or exclusive")', () => {
  it('itemises exclusive percentage taxes on the subtotal and fixed taxes at their rate', () => {
    expect(
      taxBreakdown('51.000', exclusive([VAT, SERVICE, FIXED_FEE])).map((t) => [
        t.name,
        t.amount,
        t.included,
      ]),
    ).toEqual([
      ['VAT', '2.550', false],
      ['Service', '5.100', false],
      ['Municipality fee', '2.000', false],
    ])
  })
  it('rounds each KWD tax half-up at 3 decimals', () => {
    // 1.255 × 5 % = 0.06275 -> 0.063
    expect(taxBreakdown('1.255', exclusive([VAT]))[0]?.amount).toBe('0.063')
  })
  it('reads inclusive taxes as the part of the subtotal that is tax, shared by rate', () => {
    // 115 = 100 net + 5 % + 10 %
    expect(
      taxBreakdown('115.000', inclusive([VAT, SERVICE])).map((t) => [t.amount, t.included]),
    ).toEqual([
      ['5.000', true],
      ['10.000', true],
    ])
    // one tax: 52.50 − 52.50 / 1.05 = 2.50
    expect(taxBreakdown('52.500', inclusive([VAT]))[0]?.amount).toBe('2.500')
  })
  it('throws UNKNOWN_TAX_TYPE for another type', () => {
    expect(() =>
      taxBreakdown('1', exclusive([{ id: 1, name: 'x', type: 'other' as 'fixed', rate: '1' }])),
    ).toThrow(PricingError)
  })
})

describe('calculateCartTotals (menu-browsing §9 "Total is the subtotal plus fixed taxes plus the delivery fee (if not waived) minus discount minus loyalty discounts")', () => {
  it('adds exclusive percentage and fixed taxes (AED)', () => {
    const totals = calculateCartTotals({
      cart: aedCart,
      settings: exclusive([VAT, SERVICE, FIXED_FEE]),
      orderType: 'takeaway',
    })
    // 51.00 + 2.55 + 5.10 + 2.00 = 60.65
    expect(totals).toMatchObject({
      itemCount: 3,
      subtotal: '51.000',
      taxTotal: '9.650',
      deliveryFee: '0.000',
      discount: '0.000',
      loyaltyDiscount: '0.000',
      total: '60.650',
    })
    expect(totals.lines).toEqual([
      { uuid: 'a', unitPrice: '15.500', lineTotal: '31.000' },
      { uuid: 'b', unitPrice: '20.000', lineTotal: '20.000' },
    ])
  })
  it('charges the delivery fee for delivery orders only', () => {
    const input = { cart: aedCart, settings: exclusive([]), deliveryFee: '10.00' } as const
    expect(calculateCartTotals({ ...input, orderType: 'delivery' }).total).toBe('61.000')
    expect(calculateCartTotals({ ...input, orderType: 'dine_in' }).total).toBe('51.000')
  })
  it('waives the fee with a free-delivery coupon whose min_order_value is met (menu-browsing §9)', () => {
    const coupon: Coupon = {
      discount_value_type: 'percentage',
      discount_value: '10',
      min_order_value: '50',
      free_delivery: true,
    }
    const totals = calculateCartTotals({
      cart: aedCart,
      settings: exclusive([]),
      orderType: 'delivery',
      deliveryFee: '10.00',
      coupon,
    })
    // 51.00 − 5.10 discount, no fee
    expect(totals).toMatchObject({
      deliveryFee: '0.000',
      deliveryFeeWaived: true,
      discount: '5.100',
      total: '45.900',
    })
    const notMet = calculateCartTotals({
      cart: aedCart,
      settings: exclusive([]),
      orderType: 'delivery',
      deliveryFee: '10.00',
      coupon: { ...coupon, min_order_value: '60' },
    })
    expect(notMet).toMatchObject({
      deliveryFee: '10.000',
      deliveryFeeWaived: false,
      discount: '0.000',
      total: '61.000',
    })
  })
  it('subtracts the coupon discount (capped) and the loyalty discounts', () => {
    const totals = calculateCartTotals({
      cart: aedCart,
      settings: exclusive([VAT]),
      orderType: 'dine_in',
      coupon: { discount_value_type: 'percentage', discount_value: '10', max_discount_value: '4' },
      loyaltyDiscounts: [
        { name: 'Lunch', discounts: [{ discountSum: '1.5' }, { discountSum: '0.5' }] },
        { name: 'Staff', discounts: [{ discountSum: '1' }] },
      ],
    })
    // 51.00 + 2.55 − 4.00 − 3.00 = 46.55
    expect(totals).toMatchObject({ discount: '4.000', loyaltyDiscount: '3.000', total: '46.550' })
  })
  it('keeps an inclusive total equal to the subtotal and still adds fixed taxes (KWD)', () => {
    const totals = calculateCartTotals({
      cart: kwdCart,
      settings: inclusive([VAT]),
      orderType: 'dine_in',
    })
    // 5.500 × 5 / 105 = 0.261904… -> 0.262 included
    expect(totals).toMatchObject({ subtotal: '5.500', taxTotal: '0.262', total: '5.500' })
    const withFixed = calculateCartTotals({
      cart: kwdCart,
      settings: inclusive([VAT, { id: 3, name: 'Fee', type: 'fixed', rate: '0.250' }]),
      orderType: 'dine_in',
    })
    expect(withFixed.total).toBe('5.750')
  })
  it('computes exclusive KWD totals at 3 decimals', () => {
    // 5.500 + 5 % (0.275) = 5.775
    expect(
      calculateCartTotals({ cart: kwdCart, settings: exclusive([VAT]), orderType: 'takeaway' })
        .total,
    ).toBe('5.775')
  })
  it('never returns a negative total', () => {
    const totals = calculateCartTotals({
      cart: kwdCart,
      settings: exclusive([]),
      orderType: 'takeaway',
      loyaltyDiscounts: [{ discounts: [{ discountSum: '9.000' }] }],
    })
    expect(totals.total).toBe('0.000')
  })
  it('throws for an unknown order type or a number where a decimal string belongs', () => {
    expect(() =>
      calculateCartTotals({ cart: [], settings: exclusive([]), orderType: 'pickup' as 'takeaway' }),
    ).toThrow(/order type/)
    expect(() =>
      calculateCartTotals({
        cart: [],
        settings: exclusive([]),
        orderType: 'delivery',
        deliveryFee: 5 as unknown as string,
      }),
    ).toThrow(PricingError)
  })
})

describe('isDeliveryFeeWaived and loyaltyDiscountTotal', () => {
  it('waives only for free_delivery coupons whose minimum is met (menu-browsing §9)', () => {
    const coupon: Coupon = {
      discount_value_type: 'fixed',
      discount_value: '0',
      free_delivery: true,
      min_order_value: '30',
    }
    expect(isDeliveryFeeWaived(coupon, '30.00')).toBe(true)
    expect(isDeliveryFeeWaived(coupon, '29.99')).toBe(false)
    expect(isDeliveryFeeWaived({ ...coupon, free_delivery: false }, '99')).toBe(false)
    expect(isDeliveryFeeWaived(null, '99')).toBe(false)
  })
  it('sums every discountSum (ordering-payment §3 iiko_loyalty_discounts)', () => {
    expect(
      loyaltyDiscountTotal([
        { discounts: [{ discountSum: '0.125' }, { discountSum: '0.250' }] },
        { discounts: [] },
      ]),
    ).toBe('0.375')
  })
})

describe('properties', () => {
  const amount = fc
    .tuple(fc.nat(2000), fc.nat(999))
    .map(([w, f]) => `${w}.${String(f).padStart(3, '0')}`)
  const rate = fc
    .tuple(fc.nat(30), fc.nat(99))
    .map(([w, f]) => `${w}.${String(f).padStart(2, '0')}`)
  it('an inclusive-tax total equals the subtotal', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ price: amount, qty: fc.integer({ min: 1, max: 9 }) }), {
          maxLength: 10,
        }),
        fc.array(rate, { minLength: 1, maxLength: 3 }),
        (rows, rates) => {
          const cart = rows.map((r, i) =>
            line({ uuid: `u${i}`, id: i, price: r.price, qty: r.qty }),
          )
          const taxes = rates.map((r, i) => ({
            id: i,
            name: `T${i}`,
            type: 'percentage' as const,
            rate: r,
          }))
          const totals = calculateCartTotals({
            cart,
            settings: inclusive(taxes),
            orderType: 'dine_in',
          })
          expect(totals.total).toBe(totals.subtotal)
        },
      ),
      { numRuns: 1000 },
    )
  })
  it('every total is a 3-decimal string, never NaN, for any mix of taxes, fee, coupon and loyalty', () => {
    const tax = fc.record({
      type: fc.constantFrom('percentage' as const, 'fixed' as const),
      rate: rate,
    })
    fc.assert(
      fc.property(
        fc.array(fc.record({ price: amount, qty: fc.integer({ min: 1, max: 9 }) }), {
          maxLength: 6,
        }),
        fc.array(tax, { maxLength: 3 }),
        fc.boolean(),
        fc.constantFrom(
          'delivery' as const,
          'dine_in' as const,
          'takeaway' as const,
          'drive_thru' as const,
        ),
        amount,
        fc.option(amount, { nil: undefined }),
        fc.array(amount, { maxLength: 3 }),
        (rows, taxes, included, orderType, fee, couponValue, loyalty) => {
          const cart = rows.map((r, i) =>
            line({ uuid: `u${i}`, id: i, price: r.price, qty: r.qty }),
          )
          const totals = calculateCartTotals({
            cart,
            settings: {
              taxes: taxes.map((t, i) => ({ id: i, name: `T${i}`, ...t })),
              cart_subtotal_include_tax: included,
            },
            orderType,
            deliveryFee: fee,
            coupon:
              couponValue === undefined
                ? null
                : {
                    discount_value_type: 'fixed',
                    discount_value: couponValue,
                    free_delivery: true,
                  },
            loyaltyDiscounts: [{ discounts: loyalty.map((discountSum) => ({ discountSum })) }],
          })
          const money = [
            totals.subtotal,
            totals.taxTotal,
            totals.deliveryFee,
            totals.discount,
            totals.loyaltyDiscount,
            totals.total,
            ...totals.taxes.map((t) => t.amount),
            ...totals.lines.flatMap((l) => [l.unitPrice, l.lineTotal]),
          ]
          for (const value of money) expect(value).toMatch(/^\d+\.\d{3}$/)
        },
      ),
      { numRuns: 1000 },
    )
  })
})
