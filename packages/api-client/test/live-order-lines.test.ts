import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { liveOrderLines } from '../src/index'

// spec: ordering-payment §4 Placing an order (existing_order merge dialog lists the open order's items)
describe('liveOrderLines', () => {
  it('given an open order with a removed line, the dialog lists only the others, in order', () => {
    const lines = [
      { cart_uuid: 'a', status: null },
      { cart_uuid: 'b', status: 'Deleted' },
      { cart_uuid: 'c' },
    ]
    expect(liveOrderLines(lines).map((line) => line.cart_uuid)).toEqual(['a', 'c'])
  })

  describe('properties', () => {
    it('keeps exactly the lines whose status is not Deleted, order unchanged', () => {
      fc.assert(
        fc.property(
          fc.array(
            fc.record({ id: fc.nat(), status: fc.constantFrom('Deleted', null, undefined) }),
          ),
          (lines) => {
            const out = liveOrderLines(lines)
            expect(out.every((line) => line.status !== 'Deleted')).toBe(true)
            expect(out.length).toBe(lines.filter((line) => line.status !== 'Deleted').length)
            expect(out).toEqual(lines.filter((line) => line.status !== 'Deleted'))
          },
        ),
        { numRuns: 1000 },
      )
    })
  })
})
