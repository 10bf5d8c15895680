import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { loyaltyDiscountRows, loyaltyDiscountTotal, sumAmounts } from '../src/index'

// spec: ordering-payment §2 Cart screen and Order page (loyalty discount rows), §3
// iiko_loyalty_discounts (name, discounts[].discountSum)
describe('loyaltyDiscountRows', () => {
  it('gives one row per promotion with the sum of its discounts, in the answer order', () => {
    expect(
      loyaltyDiscountRows([
        {
          name: 'Lunch club: 10% off mains',
          discounts: [{ discountSum: '0.350' }, { discountSum: '0.35' }],
        },
        { name: 'Staff discount 20%', discounts: [{ discountSum: '1.4' }] },
      ]),
    ).toEqual([
      { name: 'Lunch club: 10% off mains', amount: '0.700' },
      { name: 'Staff discount 20%', amount: '1.400' },
    ])
  })

  it('leaves out a promotion that takes nothing off; a promotion without a name keeps an empty one', () => {
    expect(
      loyaltyDiscountRows([
        { name: 'Nothing today', discounts: [{ discountSum: '0.000' }] },
        { name: 'Empty', discounts: [] },
        { discounts: [{ discountSum: '2' }] },
      ]),
    ).toEqual([{ name: '', amount: '2.000' }])
  })

  describe('properties', () => {
    const milli = fc.integer({ min: 0, max: 5_000_000 })
    const text = (n: number) => `${Math.floor(n / 1000)}.${String(n % 1000).padStart(3, '0')}`
    const promotions = fc.array(
      fc.record({
        name: fc.string({ maxLength: 12 }),
        discounts: fc.array(
          milli.map((n) => ({ discountSum: text(n) })),
          { maxLength: 4 },
        ),
      }),
      { maxLength: 6 },
    )

    it('the rows take off exactly the loyalty total, each row something', () => {
      fc.assert(
        fc.property(promotions, (answer) => {
          const rows = loyaltyDiscountRows(answer)
          expect(sumAmounts(rows.map((row) => row.amount))).toBe(loyaltyDiscountTotal(answer))
          for (const row of rows) expect(row.amount).not.toMatch(/^0\.000$/)
          expect(rows.length).toBeLessThanOrEqual(answer.length)
        }),
      )
    })

    it('every promotion that takes something off has its row, under its name, in order', () => {
      fc.assert(
        fc.property(promotions, (answer) => {
          const giving = answer.filter((promotion) =>
            promotion.discounts.some((discount) => discount.discountSum !== '0.000'),
          )
          expect(loyaltyDiscountRows(answer).map((row) => row.name)).toEqual(
            giving.map((promotion) => promotion.name),
          )
        }),
      )
    })
  })
})
