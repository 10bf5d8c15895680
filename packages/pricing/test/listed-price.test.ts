import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  compareAmounts,
  discountedPrice,
  listedPrice,
  PricingError,
  upsellPrice,
} from '../src/index'
import { FIXED_FEE, SERVICE, VAT } from './fixtures'

const withTax = (taxes = [VAT]) => ({ taxes, display_prices_with_tax: true })
const withoutTax = (taxes = [VAT]) => ({ taxes, display_prices_with_tax: false })

describe('listedPrice (menu-browsing §9 price with tax, discounted price)', () => {
  it('display_prices_with_tax on: the discounted price plus every percentage tax, never fixed ones', () => {
    // 100.00 − 10 % = 90.00; + 5 % = 94.50
    expect(listedPrice({ price: '100.00', discount: '10' }, withTax())).toBe('94.500')
    // 90.00 + 5 % + 10 % = 103.50; the fixed fee is per order
    expect(
      listedPrice({ price: '100.00', discount: '10' }, withTax([VAT, SERVICE, FIXED_FEE])),
    ).toBe('103.500')
  })

  it('display_prices_with_tax off: the discounted price as is', () => {
    expect(listedPrice({ price: '100.00', discount: '10' }, withoutTax())).toBe('90.000')
  })

  it('without a discount (null, absent or empty) the full price, with tax when shown with tax', () => {
    expect(listedPrice({ price: '22.00', discount: null }, withTax())).toBe('23.100')
    expect(listedPrice({ price: '22.00' }, withTax())).toBe('23.100')
    expect(listedPrice({ price: '22.00', discount: '' }, withoutTax())).toBe('22.000')
  })

  it('rounds once at the end, in KWD too (not after the discount and again after the tax)', () => {
    // 1.235 − 50 % = 0.6175; × 1.05 = 0.648375 -> 0.648 (rounding 0.6175 first would give 0.649)
    expect(listedPrice({ price: '1.235', discount: '50' }, withTax())).toBe('0.648')
    // 1.255 KWD + 5 % = 1.31775 -> 1.318
    expect(listedPrice({ price: '1.255' }, withTax())).toBe('1.318')
  })

  it('an upsell card shows the same price as the product card', () => {
    expect(upsellPrice({ price: '1.235', discount: '50' }, withTax())).toBe('0.648')
  })

  it('throws for an unknown tax type with the flag on or off, and for a bad price', () => {
    const odd = { id: 9, name: 'Odd', type: 'compound' as 'fixed', rate: '1' }
    expect(() => listedPrice({ price: '1' }, withTax([odd]))).toThrow(PricingError)
    expect(() => listedPrice({ price: '1' }, withoutTax([odd]))).toThrow(PricingError)
    expect(() => listedPrice({ price: '-1' }, withTax())).toThrow(PricingError)
  })
})

describe('properties', () => {
  const price = fc
    .tuple(fc.nat(10 ** 9), fc.nat(999))
    .map(([whole, thousandths]) => `${whole}.${String(thousandths).padStart(3, '0')}`)
  const discount = fc.oneof(fc.constant(null), fc.nat(100).map(String))
  const rate = fc
    .nat(3000)
    .map(
      (hundredths) =>
        `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`,
    )

  it('with the flag off, or no percentage tax, it is the discounted price', () => {
    fc.assert(
      fc.property(price, discount, (p, d) => {
        expect(listedPrice({ price: p, discount: d }, withoutTax())).toBe(discountedPrice(p, d))
        expect(listedPrice({ price: p, discount: d }, withTax([FIXED_FEE]))).toBe(
          discountedPrice(p, d),
        )
      }),
      { numRuns: 1000 },
    )
  })

  it('a percentage tax never lowers the listed price; a discount never raises it', () => {
    fc.assert(
      fc.property(price, discount, rate, (p, d, r) => {
        const tax = [{ id: 1, name: 'VAT', type: 'percentage' as const, rate: r }]
        const shown = listedPrice({ price: p, discount: d }, withTax(tax))
        const untaxed = listedPrice({ price: p, discount: d }, withoutTax(tax))
        expect(compareAmounts(shown, untaxed)).toBeGreaterThanOrEqual(0)
        if (compareAmounts(r, '0') === 0) expect(shown).toBe(untaxed)
        const full = listedPrice({ price: p, discount: null }, withTax(tax))
        expect(compareAmounts(shown, full)).toBeLessThanOrEqual(0)
      }),
      { numRuns: 1000 },
    )
  })
})
