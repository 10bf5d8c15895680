import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isOrderingOpen, sectionTableNumber } from '../src/index'

// spec: ordering-payment §6 "Ordering requires the menu to be open"; §8 Menu closed
describe('isOrderingOpen', () => {
  it('given ordering switched on and the venue open, the diner can order', () => {
    expect(isOrderingOpen({ enableOrder: true, venueOpen: true })).toBe(true)
  })

  it('a closed venue disables ordering even with enable_order on (§8 Menu closed)', () => {
    expect(isOrderingOpen({ enableOrder: true, venueOpen: false })).toBe(false)
  })

  it('enable_order off disables ordering even while the venue is open', () => {
    expect(isOrderingOpen({ enableOrder: false, venueOpen: true })).toBe(false)
    expect(isOrderingOpen({ enableOrder: false, venueOpen: false })).toBe(false)
  })
})

// spec: ordering-payment §7 menu_section "for Table orders"; §5 minimum per table section
describe('sectionTableNumber', () => {
  it('a dine-in order at table 12 asks the section of table 12', () => {
    expect(sectionTableNumber('dine_in', { type: 'Table', location: '12' })).toBe('12')
  })

  it('a room asks no section (the section minimum is per table)', () => {
    expect(sectionTableNumber('dine_in', { type: 'Room', location: '305' })).toBeNull()
  })

  it('takeaway, delivery or drive-thru at a table asks no section', () => {
    for (const orderType of ['takeaway', 'delivery', 'drive_thru']) {
      expect(sectionTableNumber(orderType, { type: 'Table', location: '12' })).toBeNull()
    }
  })

  it('no order location asks no section', () => {
    expect(sectionTableNumber('dine_in', null)).toBeNull()
  })

  describe('properties', () => {
    it('a number is asked exactly for dine_in at a Table, and it is that table', () => {
      fc.assert(
        fc.property(
          fc.constantFrom('dine_in', 'takeaway', 'delivery', 'drive_thru'),
          fc.option(fc.record({ type: fc.constantFrom('Table', 'Room'), location: fc.string() }), {
            nil: null,
          }),
          (orderType, location) => {
            const asked = orderType === 'dine_in' && location?.type === 'Table'
            expect(sectionTableNumber(orderType, location)).toBe(
              asked ? (location?.location ?? 'unreachable') : null,
            )
          },
        ),
        { numRuns: 1000 },
      )
    })
  })
})
