import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ApiClientUsageError, MESSAGES, orderCouponId } from '../src/index'

// spec: ordering-payment §3 Order payload (create) "coupon (id)"; §3 Coupon "id"
describe('orderCouponId', () => {
  it('no applied coupon sends no coupon id', () => {
    expect(orderCouponId(null)).toBeNull()
  })

  it('a numeric id is sent as it is', () => {
    expect(orderCouponId({ id: 17 })).toBe(17)
    expect(orderCouponId({ id: 0 })).toBe(0)
  })

  it('a string of digits is sent as its number', () => {
    expect(orderCouponId({ id: '42' })).toBe(42)
    expect(orderCouponId({ id: '007' })).toBe(7)
  })

  it('an id that is not a whole number throws a named error, never sends NaN', () => {
    for (const id of ['', 'SAVE10', '4.5', '-3', ' 12', '1e3', '0x1f']) {
      expect(() => orderCouponId({ id })).toThrow(ApiClientUsageError)
    }
    for (const id of [4.5, -1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => orderCouponId({ id })).toThrow(MESSAGES.invalidCouponId)
    }
  })

  describe('properties', () => {
    it('any non-negative safe integer, as a number or as its digits, comes back as itself', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (id) => {
          expect(orderCouponId({ id })).toBe(id)
          expect(orderCouponId({ id: String(id) })).toBe(id)
        }),
        { numRuns: 1000 },
      )
    })

    it('a string with anything but digits is refused', () => {
      fc.assert(
        fc.property(
          fc.string({ minLength: 1 }).filter((text) => /\D/.test(text)),
          (id) => {
            expect(() => orderCouponId({ id })).toThrow(ApiClientUsageError)
          },
        ),
        { numRuns: 1000 },
      )
    })
  })
})
