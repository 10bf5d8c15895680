import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkoutLocationLabel } from '../src/index'

// spec: ordering-payment §2 Checkout screen (table or room label)
describe('checkoutLocationLabel', () => {
  it("dine-in at table 12 shows 'Table# 12'; at room 204 'Room# 204'", () => {
    expect(checkoutLocationLabel('dine_in', { location: '12', type: 'Table' })).toEqual({
      key: 'ui_str_table',
      text: 'Table#',
      location: '12',
    })
    expect(checkoutLocationLabel('dine_in', { location: '204', type: 'Room' })).toEqual({
      key: 'ui_str_room',
      text: 'Room#',
      location: '204',
    })
  })

  it('no label without a location or for another order type', () => {
    expect(checkoutLocationLabel('dine_in', null)).toBeNull()
    expect(checkoutLocationLabel('takeaway', { location: '12', type: 'Table' })).toBeNull()
    expect(checkoutLocationLabel('delivery', { location: '204', type: 'Room' })).toBeNull()
  })

  describe('properties', () => {
    it('a label shows exactly for dine-in with a location, carrying its number', () => {
      fc.assert(
        fc.property(
          fc.constantFrom('delivery', 'dine_in', 'takeaway', 'drive_thru'),
          fc.option(fc.record({ location: fc.string(), type: fc.constantFrom('Table', 'Room') }), {
            nil: null,
          }),
          (orderType, location) => {
            const label = checkoutLocationLabel(orderType, location)
            expect(label !== null).toBe(orderType === 'dine_in' && location !== null)
            if (label !== null && location !== null) {
              expect(label.location).toBe(location.location)
              expect(label.text).toBe(location.type === 'Room' ? 'Room#' : 'Table#')
            }
          },
        ),
        { numRuns: 1000 },
      )
    })
  })
})
