import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSplitValid, PricingError, roundHalfUp, SPLIT_GUESTS, splitEvenly } from '../src/index'

describe('splitEvenly (ordering-payment §5 "Default split is half each, the last guest absorbing the rounding difference")', () => {
  it('splits between 2 guests by default', () => {
    expect(splitEvenly('50.000', 2)).toEqual(['25.00', '25.00'])
    expect(SPLIT_GUESTS).toEqual({ min: 2, max: 6, default: 2 })
  })
  it('lets the last guest absorb the rounding difference (AED)', () => {
    // 100 / 3 = 33.333… -> 33.33, 33.33, 33.34
    expect(splitEvenly('100.00', 2, 3)).toEqual(['33.33', '33.33', '33.34'])
    // 10.01 / 2 = 5.005 -> 5.01 (half-up), last 5.00
    expect(splitEvenly('10.01', 2, 2)).toEqual(['5.01', '5.00'])
  })
  it('works at 3 decimals (KWD)', () => {
    // 10 / 6 = 1.6666… -> 1.667 × 5 = 8.335, last 1.665
    expect(splitEvenly('10.000', 3, 6)).toEqual([
      '1.667',
      '1.667',
      '1.667',
      '1.667',
      '1.667',
      '1.665',
    ])
  })
  it('never leaves the last guest a negative share', () => {
    // 0.03 / 6 = 0.005 would round up to 0.01 each (0.05 > 0.03): shares round down instead
    expect(splitEvenly('0.03', 2, 6)).toEqual(['0.00', '0.00', '0.00', '0.00', '0.00', '0.03'])
  })
  it('throws INVALID_GUESTS outside 2–6', () => {
    expect(() => splitEvenly('10', 2, 1)).toThrow(PricingError)
    expect(() => splitEvenly('10', 2, 7)).toThrow(/guests must be/)
    expect(() => splitEvenly('10', 2, 2.5)).toThrow(PricingError)
  })
})

describe('isSplitValid (ordering-payment §5 "The split total must equal balance due at the decimal places")', () => {
  it('accepts a split that sums to the balance due at the menu decimals', () => {
    expect(isSplitValid(['30.00', '20.50'], '50.50', 2)).toBe(true)
    // balance due 50.499 shows as 50.50 in AED
    expect(isSplitValid(['30.00', '20.50'], '50.499', 2)).toBe(true)
    expect(isSplitValid(['1.250', '1.250', '0.500'], '3.000', 3)).toBe(true)
  })
  it("rejects any other sum ('Invalid Split Total')", () => {
    expect(isSplitValid(['30.00', '20.49'], '50.50', 2)).toBe(false)
    expect(isSplitValid(['1.250', '1.251'], '2.500', 3)).toBe(false)
  })
  it('reads an empty share as 0 and rejects text or negatives without throwing', () => {
    expect(isSplitValid(['50.50', ''], '50.50', 2)).toBe(true)
    expect(isSplitValid(['50.50', 'x'], '50.50', 2)).toBe(false)
    expect(isSplitValid(['60.50', '-10'], '50.50', 2)).toBe(false)
  })
  it('throws INVALID_GUESTS for fewer than 2 or more than 6 shares', () => {
    expect(() => isSplitValid(['1'], '1', 2)).toThrow(PricingError)
    expect(() => isSplitValid(['1', '1', '1', '1', '1', '1', '1'], '7', 2)).toThrow(PricingError)
  })
})

describe('properties', () => {
  it('split shares always sum exactly to the amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.nat(999),
        fc.constantFrom(0, 1, 2, 3),
        fc.integer({ min: 2, max: 6 }),
        (whole, frac, places, guests) => {
          const due = `${whole}.${String(frac).padStart(3, '0')}`
          const shares = splitEvenly(due, places, guests)
          expect(shares).toHaveLength(guests)
          // Summed with exact integer arithmetic, independent of the package.
          const scale = 10n ** BigInt(places)
          const toUnits = (s: string): bigint => {
            const [int = '0', dec = ''] = s.split('.')
            return BigInt(int) * scale + BigInt(dec.padEnd(places, '0') || '0')
          }
          const sum = shares.reduce((acc, s) => acc + toUnits(s), 0n)
          expect(sum).toBe(toUnits(roundHalfUp(due, places)))
          for (const s of shares) expect(s.startsWith('-')).toBe(false)
          expect(isSplitValid(shares, due, places)).toBe(true)
        },
      ),
      { numRuns: 1000 },
    )
  })
})
