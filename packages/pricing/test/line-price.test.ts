import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  compareAmounts,
  createCartLine,
  discountedPrice,
  lineTotal,
  lineUnitPrice,
  PricingError,
  priceWithTax,
  upsellPrice,
} from '../src/index'
import { FIXED_FEE, line, SERVICE, VAT, variation } from './fixtures'

describe('discountedPrice (menu-browsing §9 "price minus the discount percentage (before tax)")', () => {
  it('takes the percent off in AED and KWD', () => {
    // 40 − 40 × 15 / 100 = 34
    expect(discountedPrice('40.00', '15')).toBe('34.000')
    // 3.250 KWD − 12.5 % = 3.250 − 0.40625 = 2.84375 -> 2.844 (half-up)
    expect(discountedPrice('3.250', '12.5')).toBe('2.844')
  })
  it('leaves the price as is without a discount', () => {
    expect(discountedPrice('12.5')).toBe('12.500')
    expect(discountedPrice('12.5', null)).toBe('12.500')
    expect(discountedPrice('12.5', '0')).toBe('12.500')
  })
  it('throws for a percent above 100 or negative', () => {
    expect(() => discountedPrice('10', '101')).toThrow(PricingError)
    expect(() => discountedPrice('10', '-5')).toThrow(/percentage/)
  })
})

describe('lineUnitPrice (menu-browsing §9 variation math; §3 combo increase_price_by)', () => {
  it('adds and subtracts selected variation values only', () => {
    const l = line({
      uuid: 'a',
      price: '12.50',
      variations: [
        variation([
          { price: '3.00', math: '+', selected: true },
          { price: '5.00', math: '+', selected: false },
        ]),
        variation([{ price: '1.25', math: '-', selected: true }]),
      ],
    })
    // 12.50 + 3.00 − 1.25 = 14.25
    expect(lineUnitPrice(l)).toBe('14.250')
  })
  it("adds the selected combo products' increase_price_by and their variations", () => {
    const l = line({
      uuid: 'b',
      price: '2.500',
      combo_groups: [
        {
          id: 1,
          name: 'Drink',
          products: [
            { id: 5, name: 'Cola', selected: false, increase_price_by: '0.300' },
            {
              id: 6,
              name: 'Juice',
              selected: true,
              increase_price_by: '0.450',
              product_variations: [variation([{ price: '0.100', math: '+', selected: true }])],
            },
          ],
        },
        {
          id: 2,
          name: 'Side',
          products: [{ id: 7, name: 'Fries', selected: true, increase_price_by: null }],
        },
      ],
    })
    // 2.500 + 0.450 + 0.100 + 0 = 3.050 KWD
    expect(lineUnitPrice(l)).toBe('3.050')
  })
  it('reads a value without math as +, without price as 0, and without selected as not chosen', () => {
    const l = line({
      uuid: 'e',
      price: '5.00',
      variations: [
        {
          id: 1,
          name: 'Extras',
          values: [
            { price: '1.50', math: null, selected: true },
            { price: null, math: '-', selected: true },
            { price: '9.00', math: '+' },
          ],
        },
      ],
    })
    // 5.00 + 1.50 − 0 = 6.50 AED; the unselected 9.00 does not count
    expect(lineUnitPrice(l)).toBe('6.500')
  })
  it('never goes below zero', () => {
    const l = line({
      uuid: 'c',
      price: '1',
      variations: [variation([{ price: '3', math: '-', selected: true }])],
    })
    expect(lineUnitPrice(l)).toBe('0.000')
  })
  it('throws UNKNOWN_MATH for an operator other than + or -', () => {
    const bad = line({
      uuid: 'd',
      variations: [
        { id: 1, name: 'x', values: [{ price: '1', math: '*' as '+', selected: true }] },
      ],
    })
    expect(() => lineUnitPrice(bad)).toThrow(/variation math/)
  })
})

describe('lineTotal (menu-browsing §3 Cart line price × qty)', () => {
  it('multiplies the unit price by qty', () => {
    // (12.50 + 3.00) × 3 = 46.50
    const l = line({
      uuid: 'a',
      price: '12.50',
      qty: 3,
      variations: [variation([{ price: '3', math: '+', selected: true }])],
    })
    expect(lineTotal(l)).toBe('46.500')
  })
  it('throws INVALID_QUANTITY for a qty that is not a whole number ≥ 1', () => {
    expect(() => lineTotal(line({ uuid: 'a', qty: 0 }))).toThrow(/quantity/)
    expect(() => lineTotal(line({ uuid: 'a', qty: 1.5 }))).toThrow(PricingError)
  })
})

describe('priceWithTax (menu-browsing §9 "the price plus the sum of percentage taxes")', () => {
  it('adds every percentage tax when display_prices_with_tax is on, never fixed ones', () => {
    // 20.00 AED + 5 % + 10 % = 23.00
    expect(
      priceWithTax('20.00', { taxes: [VAT, SERVICE, FIXED_FEE], display_prices_with_tax: true }),
    ).toBe('23.000')
    // 1.255 KWD + 5 % = 1.31775 -> 1.318
    expect(priceWithTax('1.255', { taxes: [VAT], display_prices_with_tax: true })).toBe('1.318')
  })
  it('shows the price as is when display_prices_with_tax is off', () => {
    expect(priceWithTax('20.00', { taxes: [VAT], display_prices_with_tax: false })).toBe('20.000')
  })
  it('throws UNKNOWN_TAX_TYPE for a tax that is neither percentage nor fixed', () => {
    const odd = { id: 9, name: 'Odd', type: 'compound' as 'fixed', rate: '1' }
    expect(() => priceWithTax('1', { taxes: [odd], display_prices_with_tax: true })).toThrow(
      /tax type/,
    )
    expect(() => priceWithTax('1', { taxes: [odd], display_prices_with_tax: false })).toThrow(
      PricingError,
    )
  })
})

describe('upsellPrice (ordering-payment §5 Upsell price)', () => {
  it('takes the discount percent, adds percentage taxes when shown with tax, rounds once to 3 decimals', () => {
    // (10.00 − 10 %) = 9.00; + 5 % = 9.45
    expect(
      upsellPrice(
        { price: '10.00', discount: '10' },
        { taxes: [VAT], display_prices_with_tax: true },
      ),
    ).toBe('9.450')
    // 1.111 − 10 % = 0.9999; + 5 % = 1.049895 -> 1.050 (rounded once, not twice)
    expect(
      upsellPrice(
        { price: '1.111', discount: '10' },
        { taxes: [VAT], display_prices_with_tax: true },
      ),
    ).toBe('1.050')
    expect(
      upsellPrice(
        { price: '10.00', discount: '10' },
        { taxes: [VAT], display_prices_with_tax: false },
      ),
    ).toBe('9.000')
  })
})

describe('createCartLine (menu-browsing §3 Cart line; §5 Quantity)', () => {
  const product = {
    id: 42,
    category: 7,
    name: 'Burger',
    sku: 'B-1',
    price: '30.00',
    discount: '10',
    pos_available_qty: 4,
    max_qty: 10,
  }
  it('stores the discounted price, the max quantity and clamps qty', () => {
    const created = createCartLine(product, { uuid: 'u1', qty: 9 })
    expect(created).toMatchObject({
      uuid: 'u1',
      id: 42,
      category: 7,
      price: '27.000',
      qty: 4,
      max_qty: 4,
    })
    expect(created.variations).toEqual([])
  })
  it('ignores pos_available_qty for combos', () => {
    expect(createCartLine({ ...product, enable_combo: true }, { uuid: 'u2', qty: 9 }).max_qty).toBe(
      10,
    )
  })
})

describe('properties', () => {
  it('a discount never raises the price and never goes below zero', () => {
    fc.assert(
      fc.property(fc.nat(10 ** 9), fc.nat(999), fc.nat(100), (whole, thousandths, pct) => {
        const price = `${whole}.${String(thousandths).padStart(3, '0')}`
        const result = discountedPrice(price, String(pct))
        expect(compareAmounts(result, '0')).toBeGreaterThanOrEqual(0)
        expect(compareAmounts(result, price)).toBeLessThanOrEqual(0)
      }),
      { numRuns: 1000 },
    )
  })
})
