import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addToCart,
  createCartLine,
  isOutOfStock,
  PRICING_ERROR_MESSAGES,
  PricingError,
} from '../src/index'
import { line } from './fixtures'

const once = { enable_adding_same_item_cart: false }
const fries = { id: 51, category: 5, name: 'Fries', price: '9.00' }

// spec: menu-browsing §5 "Out of stock products show 'Out of Stock' and cannot be added";
// "Quantity: integer from 1 up to the maximum … capped by pos_available_qty (not for combos) and by max_qty"
describe('isOutOfStock (menu-browsing §5)', () => {
  it('a POS count of 0 or -1 leaves no orderable quantity: out of stock', () => {
    expect(isOutOfStock({ pos_available_qty: 0 })).toBe(true)
    expect(isOutOfStock({ pos_available_qty: -1 })).toBe(true)
  })
  it('a POS count of 1, or none reported, still lets one be ordered', () => {
    expect(isOutOfStock({ pos_available_qty: 1 })).toBe(false)
    expect(isOutOfStock({ pos_available_qty: null })).toBe(false)
    expect(isOutOfStock({})).toBe(false)
  })
  it('a combo ignores the POS count (not for combos)', () => {
    expect(isOutOfStock({ pos_available_qty: 0, enable_combo: true })).toBe(false)
  })
  it('the out_of_stock flag alone, or a max_qty below 1, is out of stock', () => {
    expect(isOutOfStock({ out_of_stock: true, pos_available_qty: 5 })).toBe(true)
    expect(isOutOfStock({ max_qty: 0 })).toBe(true)
    expect(isOutOfStock({ max_qty: 0, enable_combo: true })).toBe(true)
  })
  it('reads a cart line through its max_qty (a line persisted by an older version)', () => {
    expect(isOutOfStock({ max_qty: line({ uuid: 'a', max_qty: 0 }).max_qty })).toBe(true)
    expect(isOutOfStock({ max_qty: line({ uuid: 'a', max_qty: null }).max_qty })).toBe(false)
  })
})

describe('createCartLine refuses a product with no orderable quantity (menu-browsing §5)', () => {
  it.each([0, -1])('pos_available_qty %i throws OUT_OF_STOCK (no line with qty 1 of 0)', (pos) => {
    expect(() =>
      createCartLine({ ...fries, pos_available_qty: pos }, { uuid: 'u', qty: 1 }),
    ).toThrow(
      expect.objectContaining({
        name: 'PricingError',
        code: 'OUT_OF_STOCK',
        message: `[@carte/pricing] ${PRICING_ERROR_MESSAGES.OUT_OF_STOCK} (max quantity ${pos})`,
      }),
    )
  })
  it('a POS count of 1 gives a line of qty 1 and max_qty 1, even when 3 were asked', () => {
    const made = createCartLine({ ...fries, pos_available_qty: 1 }, { uuid: 'u', qty: 3 })
    expect(made).toMatchObject({ qty: 1, max_qty: 1, price: '9.000' })
  })
  it('a combo with a POS count of 0 is still made (the count does not apply)', () => {
    const made = createCartLine(
      { ...fries, pos_available_qty: 0, enable_combo: true },
      { uuid: 'u', qty: 2 },
    )
    expect(made).toMatchObject({ qty: 2, max_qty: null })
  })
})

describe('addToCart refuses a line with no orderable quantity (menu-browsing §5)', () => {
  it.each([0, -1])("max_qty %i: refused as 'out_of_stock', the cart unchanged", (max) => {
    const cart = [line({ uuid: 'a', id: 10 })]
    const result = addToCart(cart, line({ uuid: 'b', id: 11, max_qty: max }), once)
    expect(result).toEqual({ added: false, reason: 'out_of_stock', cart })
    expect(result.cart).toBe(cart)
  })
  it('max_qty 1 is added', () => {
    expect(addToCart([], line({ uuid: 'b', max_qty: 1 }), once).added).toBe(true)
  })
})

describe('properties', () => {
  const count = fc.option(fc.integer({ min: -5, max: 20 }), { nil: null })
  const product = fc.record({
    pos_available_qty: count,
    max_qty: count,
    enable_combo: fc.boolean(),
  })

  it('out of stock exactly when an applicable cap is below 1; otherwise a line is made and added with 1 ≤ qty ≤ every cap', () => {
    fc.assert(
      fc.property(product, fc.integer({ min: 1, max: 30 }), (caps, qty) => {
        const stock = caps.enable_combo ? null : caps.pos_available_qty
        // By hand from the spec: a cap that applies and is below 1 leaves nothing to order.
        const expected =
          (stock !== null && stock < 1) || (caps.max_qty !== null && caps.max_qty < 1)
        expect(isOutOfStock(caps)).toBe(expected)
        if (expected) {
          expect(() => createCartLine({ ...fries, ...caps }, { uuid: 'u', qty })).toThrow(
            PricingError,
          )
          return
        }
        const made = createCartLine({ ...fries, ...caps }, { uuid: 'u', qty })
        expect(made.qty).toBeGreaterThanOrEqual(1)
        expect(made.qty).toBeLessThanOrEqual(qty)
        if (stock !== null) expect(made.qty).toBeLessThanOrEqual(stock)
        if (caps.max_qty !== null) expect(made.qty).toBeLessThanOrEqual(caps.max_qty)
        expect(addToCart([], made, once).added).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })
})
