import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isMinimumPending } from '../src/index'

// spec: ordering-payment §5 "A minimum order amount applies per table section"; §2 Cart checkout
// button ("no minimum-order error"); §7 menu_section
describe('isMinimumPending', () => {
  it('given a table order whose section has not answered, the minimum is pending (checkout waits)', () => {
    expect(isMinimumPending({ sectionTable: '12', sectionLoading: true })).toBe(true)
  })

  it('once the section answered, nothing is pending', () => {
    expect(isMinimumPending({ sectionTable: '12', sectionLoading: false })).toBe(false)
  })

  it('without a section lookup (no table, a room, takeaway) nothing is pending, even if a disabled lookup reads as loading', () => {
    expect(isMinimumPending({ sectionTable: null, sectionLoading: true })).toBe(false)
    expect(isMinimumPending({ sectionTable: null, sectionLoading: false })).toBe(false)
  })

  describe('properties', () => {
    it('pending exactly when a table is asked and its answer is still loading', () => {
      fc.assert(
        fc.property(
          fc.option(fc.string(), { nil: null }),
          fc.boolean(),
          (sectionTable, loading) => {
            const expected = sectionTable === null ? false : loading
            expect(isMinimumPending({ sectionTable, sectionLoading: loading })).toBe(expected)
          },
        ),
        { numRuns: 1000 },
      )
    })
  })
})
