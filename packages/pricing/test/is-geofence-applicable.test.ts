import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isGeofenceApplicable } from '../src/index'

const dineIn = {
  enabled: true,
  orderType: 'dine_in' as const,
  hasLocation: true,
  hasProducts: true,
}

// spec: ordering-payment §4 Geofence (dine-in)
describe('isGeofenceApplicable', () => {
  it('given the geofence enabled, dine-in at a table with products, the check applies', () => {
    expect(isGeofenceApplicable(dineIn)).toBe(true)
  })

  it('does not apply when disabled, without a location, with an empty cart, or for other order types', () => {
    expect(isGeofenceApplicable({ ...dineIn, enabled: false })).toBe(false)
    expect(isGeofenceApplicable({ ...dineIn, hasLocation: false })).toBe(false)
    expect(isGeofenceApplicable({ ...dineIn, hasProducts: false })).toBe(false)
    for (const orderType of ['delivery', 'takeaway', 'drive_thru', null] as const) {
      expect(isGeofenceApplicable({ ...dineIn, orderType })).toBe(false)
    }
  })

  describe('properties', () => {
    it('applies only to dine-in, and dropping any condition turns it off', () => {
      fc.assert(
        fc.property(
          fc.boolean(),
          fc.constantFrom('delivery', 'dine_in', 'takeaway', 'drive_thru', null),
          fc.boolean(),
          fc.boolean(),
          (enabled, orderType, hasLocation, hasProducts) => {
            const applies = isGeofenceApplicable({ enabled, orderType, hasLocation, hasProducts })
            if (applies) expect(orderType).toBe('dine_in')
            expect(applies).toBe(enabled && hasLocation && hasProducts && orderType === 'dine_in')
          },
        ),
        { numRuns: 1000 },
      )
    })
  })
})
