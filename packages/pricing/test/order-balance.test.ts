import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { orderBalance, PricingError, sumAmounts } from '../src/index'

describe('sumAmounts (ordering-payment §2 receipt payments)', () => {
  it('adds AED amounts exactly, where floats would drift', () => {
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.300')
    expect(sumAmounts([])).toBe('0.000')
  })
  it('adds KWD amounts at 3 decimals', () => {
    expect(sumAmounts(['1.005', '2.250', '0.745'])).toBe('4.000')
  })
  it('refuses a negative or non-numeric amount (programmer error)', () => {
    expect(() => sumAmounts(['-1'])).toThrow(PricingError)
    expect(() => sumAmounts(['abc'])).toThrow(/INVALID|non-negative/)
  })
})

describe('orderBalance (ordering-payment §2 "balance due, change")', () => {
  it('leaves the unpaid rest as balance due, no change (AED)', () => {
    expect(orderBalance('69.20', ['20.00'])).toEqual({ balanceDue: '49.200', change: '0.000' })
  })
  it('gives change when the diner paid more (KWD)', () => {
    expect(orderBalance('4.750', ['5.000'])).toEqual({ balanceDue: '0.000', change: '0.250' })
  })
  it('with no payments the whole total is due', () => {
    expect(orderBalance('12.500', [])).toEqual({ balanceDue: '12.500', change: '0.000' })
  })
})

describe('properties', () => {
  const money = fc
    .tuple(fc.integer({ min: 0, max: 10_000_000 }))
    .map(([mils]) => `${Math.trunc(mils / 1000)}.${String(mils % 1000).padStart(3, '0')}`)

  it('balance due minus change equals total minus paid, and one of them is zero', () => {
    fc.assert(
      fc.property(money, fc.array(money, { maxLength: 6 }), (total, payments) => {
        const { balanceDue, change } = orderBalance(total, payments)
        const mils = (s: string) => BigInt(s.replace('.', ''))
        const paid = payments.reduce((sum, p) => sum + mils(p), 0n)
        expect(mils(balanceDue) - mils(change)).toBe(mils(total) - paid)
        expect(balanceDue === '0.000' || change === '0.000').toBe(true)
      }),
      { numRuns: 1000 },
    )
  })
})
