import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { resetCartStateAfterOrder } from '../src/index'

const placed = {
  couponCode: 'SAVE10',
  orderComments: 'No onions',
  paymentType: 'card' as const,
  orderType: 'delivery' as const,
  deliveryFormattedAddress: 'Marina Walk, Dubai',
  deliveryLocationConfirmed: true,
}

// spec: ordering-payment §4 Order status values "resets the cart and order location state"
describe('resetCartStateAfterOrder', () => {
  it('given a placed order, coupon, comments, payment and order type are cleared', () => {
    expect(resetCartStateAfterOrder(placed)).toEqual({
      couponCode: '',
      orderComments: '',
      paymentType: null,
      orderType: null,
      deliveryFormattedAddress: 'Marina Walk, Dubai',
      deliveryLocationConfirmed: true,
    })
  })

  it('the delivery address stays, and the input is not changed', () => {
    const out = resetCartStateAfterOrder(placed)
    expect(out.deliveryFormattedAddress).toBe('Marina Walk, Dubai')
    expect(placed.couponCode).toBe('SAVE10')
  })

  it('an already reset state comes back as the same object (no store update)', () => {
    const reset = {
      ...placed,
      couponCode: '',
      orderComments: '',
      paymentType: null,
      orderType: null,
    }
    expect(resetCartStateAfterOrder(reset)).toBe(reset)
  })

  describe('properties', () => {
    it('is idempotent and keeps every other field', () => {
      fc.assert(
        fc.property(
          fc.string(),
          fc.string(),
          fc.constantFrom('cash', 'machine', 'card', null),
          fc.constantFrom('delivery', 'dine_in', 'takeaway', 'drive_thru', null),
          fc.string(),
          (couponCode, orderComments, paymentType, orderType, other) => {
            const state = { couponCode, orderComments, paymentType, orderType, other }
            const once = resetCartStateAfterOrder(state)
            expect(once.other).toBe(other)
            expect([once.couponCode, once.orderComments, once.paymentType, once.orderType]).toEqual(
              ['', '', null, null],
            )
            expect(resetCartStateAfterOrder(once)).toBe(once)
          },
        ),
        { numRuns: 1000 },
      )
    })
  })
})
