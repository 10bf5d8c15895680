import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { appliedDeliveryFee } from '../src/index'

// spec: ordering-payment §4 Delivery location flow (the zone lookup fetches the delivery fee)
describe('appliedDeliveryFee', () => {
  it('given a delivery order and a zone fee of 7.500, the cart counts 7.500', () => {
    expect(appliedDeliveryFee('delivery', '7.500')).toBe('7.500')
  })

  it('counts 0 while the zone is unknown', () => {
    expect(appliedDeliveryFee('delivery', undefined)).toBe('0')
    expect(appliedDeliveryFee('delivery', null)).toBe('0')
  })

  it('other order types never pay a delivery fee', () => {
    for (const type of ['dine_in', 'takeaway', 'drive_thru', null] as const) {
      expect(appliedDeliveryFee(type, '7.500')).toBe('0')
    }
  })

  it('refuses a zone fee that is not a decimal string: money is never a JS number (INVALID_AMOUNT)', () => {
    for (const bad of [5, '-5', 'abc', '1e3'] as unknown as string[]) {
      expect(() => appliedDeliveryFee('delivery', bad)).toThrow(
        expect.objectContaining({ name: 'PricingError', code: 'INVALID_AMOUNT' }),
      )
    }
  })

  describe('properties', () => {
    it('the fee is the zone fee only for delivery', () => {
      fc.assert(
        fc.property(
          fc.constantFrom('delivery', 'dine_in', 'takeaway', 'drive_thru', null),
          fc.tuple(fc.nat(1000), fc.nat(999)).map(([w, p]) => `${w}.${String(p).padStart(3, '0')}`),
          (type, fee) => {
            expect(appliedDeliveryFee(type, fee)).toBe(type === 'delivery' ? fee : '0')
          },
        ),
        { numRuns: 1000 },
      )
    })
  })
})
