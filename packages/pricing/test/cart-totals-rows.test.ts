import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cartTotalsRows, taxLabel } from '../src/index'

// spec: ordering-payment §2 Cart screen (totals); menu-browsing §9
describe('cartTotalsRows', () => {
  it('a delivery order shows its delivery fee row, even at 0', () => {
    expect(cartTotalsRows({ orderType: 'delivery', discount: '0', loyaltyDiscount: '0' })).toEqual({
      delivery: true,
      deliveryFeePending: false,
      discount: false,
      loyalty: false,
    })
  })

  // spec: ordering-payment §4 "confirm the map position, which fetches delivery fees"
  it('a delivery fee not looked up yet is pending, not an amount of 0', () => {
    const rows = cartTotalsRows({
      orderType: 'delivery',
      discount: '0',
      loyaltyDiscount: '0',
      deliveryFeeKnown: false,
    })
    expect(rows.delivery).toBe(true)
    expect(rows.deliveryFeePending).toBe(true)
    expect(
      cartTotalsRows({
        orderType: 'delivery',
        discount: '0',
        loyaltyDiscount: '0',
        deliveryFeeKnown: true,
      }).deliveryFeePending,
    ).toBe(false)
  })

  it('no other order type has a pending fee, whatever is known of the location', () => {
    for (const orderType of ['dine_in', 'takeaway', 'drive_thru', null] as const) {
      const rows = cartTotalsRows({
        orderType,
        discount: '0',
        loyaltyDiscount: '0',
        deliveryFeeKnown: false,
      })
      expect(rows).toMatchObject({ delivery: false, deliveryFeePending: false })
    }
  })

  it('other order types have no delivery row; discounts above 0 show', () => {
    expect(
      cartTotalsRows({ orderType: 'dine_in', discount: '4.500', loyaltyDiscount: '0.001' }),
    ).toEqual({ delivery: false, deliveryFeePending: false, discount: true, loyalty: true })
    expect(cartTotalsRows({ orderType: null, discount: '0.000', loyaltyDiscount: '0.00' })).toEqual(
      { delivery: false, deliveryFeePending: false, discount: false, loyalty: false },
    )
  })

  describe('properties', () => {
    const milli = fc.integer({ min: 0, max: 10_000_000 })
    const text = (n: number) => `${Math.floor(n / 1000)}.${String(n % 1000).padStart(3, '0')}`
    it('each discount row shows exactly when its amount is above 0', () => {
      fc.assert(
        fc.property(
          fc.constantFrom('delivery', 'dine_in', 'takeaway', 'drive_thru', null),
          milli,
          milli,
          (orderType, discount, loyalty) => {
            const rows = cartTotalsRows({
              orderType,
              discount: text(discount),
              loyaltyDiscount: text(loyalty),
            })
            expect(rows).toEqual({
              delivery: orderType === 'delivery',
              deliveryFeePending: false,
              discount: discount > 0,
              loyalty: loyalty > 0,
            })
          },
        ),
        { numRuns: 1000 },
      )
    })
  })
})

// spec: menu-browsing §3 Tax (type percentage or fixed, rate)
describe('taxLabel', () => {
  it('a percentage tax names its rate as given; a fixed tax only its name', () => {
    expect(taxLabel({ name: 'VAT', type: 'percentage', rate: '5' })).toBe('VAT (5%)')
    expect(taxLabel({ name: 'VAT', type: 'percentage', rate: '5.00' })).toBe('VAT (5.00%)')
    expect(taxLabel({ name: 'Service charge', type: 'fixed', rate: '10.00' })).toBe(
      'Service charge',
    )
  })
})
