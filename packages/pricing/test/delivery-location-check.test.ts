import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deliveryLocationCheck } from '../src/index'

// spec: ordering-payment §2 Cart screen (payment-type toggle, checkout button), §4 Delivery location flow
describe('deliveryLocationCheck', () => {
  it('delivery with maps needs a confirmed location whose zone answered', () => {
    const delivery = { orderType: 'delivery' as const, mapsEnabled: true }
    expect(deliveryLocationCheck({ ...delivery, confirmed: false, zoneKnown: true })).toEqual({
      needed: true,
      valid: false,
    })
    expect(deliveryLocationCheck({ ...delivery, confirmed: true, zoneKnown: false })).toEqual({
      needed: true,
      valid: false,
    })
    expect(deliveryLocationCheck({ ...delivery, confirmed: true, zoneKnown: true })).toEqual({
      needed: true,
      valid: true,
    })
  })

  it('without maps, or for other order types, nothing is needed and it is valid', () => {
    expect(
      deliveryLocationCheck({
        orderType: 'delivery',
        mapsEnabled: false,
        confirmed: false,
        zoneKnown: false,
      }),
    ).toEqual({ needed: false, valid: true })
    expect(
      deliveryLocationCheck({
        orderType: 'dine_in',
        mapsEnabled: true,
        confirmed: false,
        zoneKnown: false,
      }),
    ).toEqual({ needed: false, valid: true })
  })

  describe('properties', () => {
    it('valid exactly when not needed, or confirmed with the zone known', () => {
      fc.assert(
        fc.property(
          fc.constantFrom('delivery', 'dine_in', 'takeaway', 'drive_thru', null),
          fc.boolean(),
          fc.boolean(),
          fc.boolean(),
          (orderType, mapsEnabled, confirmed, zoneKnown) => {
            const check = deliveryLocationCheck({ orderType, mapsEnabled, confirmed, zoneKnown })
            expect(check.needed).toBe(orderType === 'delivery' && mapsEnabled)
            expect(check.valid).toBe(!check.needed || (confirmed && zoneKnown))
          },
        ),
        { numRuns: 1000 },
      )
    })
  })
})
