import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { receiptRows } from '../src/index'

// spec: ordering-payment §2 Order page (order summary table rows)
describe('receiptRows', () => {
  it('a delivery fee above 0, a tip and change show their rows', () => {
    expect(
      receiptRows({ deliveryFees: '10.00', freeDelivery: false, tips: '2.500', change: '0.50' }),
    ).toEqual({ delivery: true, deliveryStruck: false, tips: true, change: true })
  })

  it('zero amounts (in any scale) have no row', () => {
    expect(
      receiptRows({ deliveryFees: '0.000', freeDelivery: false, tips: '0', change: '0.00' }),
    ).toEqual({ delivery: false, deliveryStruck: false, tips: false, change: false })
  })

  it('a free-delivery discount shows the delivery fee struck through, even at 0', () => {
    expect(
      receiptRows({ deliveryFees: '0.00', freeDelivery: true, tips: '0', change: '0' }),
    ).toEqual({ delivery: true, deliveryStruck: true, tips: false, change: false })
    expect(
      receiptRows({ deliveryFees: '15.00', freeDelivery: true, tips: '0', change: '0' })
        .deliveryStruck,
    ).toBe(true)
  })

  it('a tiny positive amount (one fils) still shows', () => {
    expect(
      receiptRows({ deliveryFees: '0.001', freeDelivery: false, tips: '0.001', change: '0.001' }),
    ).toEqual({ delivery: true, deliveryStruck: false, tips: true, change: true })
  })

  describe('properties', () => {
    // Amounts as integer thousandths written with 3 decimals, so the expected sign is known by hand.
    const milli = fc.integer({ min: 0, max: 10_000_000 })
    const text = (n: number) => `${Math.floor(n / 1000)}.${String(n % 1000).padStart(3, '0')}`

    it('each row shows exactly when its amount is above 0 (delivery also with free delivery)', () => {
      fc.assert(
        fc.property(milli, fc.boolean(), milli, milli, (fee, free, tip, change) => {
          const rows = receiptRows({
            deliveryFees: text(fee),
            freeDelivery: free,
            tips: text(tip),
            change: text(change),
          })
          expect(rows.delivery).toBe(free || fee > 0)
          expect(rows.deliveryStruck).toBe(free)
          expect(rows.tips).toBe(tip > 0)
          expect(rows.change).toBe(change > 0)
        }),
        { numRuns: 1000 },
      )
    })
  })
})
