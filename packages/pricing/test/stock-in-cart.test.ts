import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addToCart,
  type Cart,
  type CartLine,
  changeQuantity,
  isMaximumInCart,
  isOutOfStock,
  lineQuantityBounds,
  quantityBounds,
  quantityInCart,
} from '../src/index'
import { line } from './fixtures'

const same = { enable_adding_same_item_cart: true }

// spec: menu-browsing §5 Quantity "Quantity is capped by pos_available_qty (not for combos) and by
// max_qty"; ordering-payment §5 Add to open order "Quantity is capped by pos_available_qty". The POS
// count is the product's stock, so lines of one product (same-item adding on, or other variations)
// share it: four Zubaidi Fish in stock are four in the whole cart, not four per line.
describe('one stock for every line of a product', () => {
  const fish: Cart = [
    line({ uuid: 'a', id: 2003, qty: 3, max_qty: 4 }),
    line({ uuid: 'b', id: 77, qty: 9, max_qty: null }),
  ]
  it('quantityInCart sums the lines of that product only, less the line left out', () => {
    expect(quantityInCart(fish, 2003)).toBe(3)
    expect(quantityInCart(fish, '2003')).toBe(3)
    expect(quantityInCart(fish, 2003, { except: 'a' })).toBe(0)
    expect(quantityInCart(fish, 5)).toBe(0)
  })
  it('the product page may add only what the cart does not hold yet', () => {
    expect(quantityBounds({ pos_available_qty: 4 }, 3)).toEqual({ min: 1, max: 1 })
    expect(quantityBounds({ pos_available_qty: 4 }, 4)).toEqual({ min: 1, max: 0 })
    // Unbounded stays unbounded; a combo's POS count does not apply.
    expect(quantityBounds({}, 7)).toEqual({ min: 1, max: null })
    expect(quantityBounds({ pos_available_qty: 4, enable_combo: true }, 9)).toEqual({
      min: 1,
      max: null,
    })
  })
  it('a second line of 4 is refused when 3 of a stock of 4 are carted, a line of 1 is added', () => {
    const second = addToCart(fish, line({ uuid: 'c', id: 2003, qty: 4, max_qty: 4 }), same)
    expect(second).toEqual({ added: false, reason: 'exceeds_stock', cart: fish })
    const last = addToCart(fish, line({ uuid: 'c', id: 2003, qty: 1, max_qty: 4 }), same)
    expect(last.added).toBe(true)
  })
  it("raising a line's quantity stops where the product's other lines leave off", () => {
    const two: Cart = [
      line({ uuid: 'a', id: 2003, qty: 3, max_qty: 4 }),
      line({ uuid: 'c', id: 2003, qty: 1, max_qty: 4 }),
    ]
    expect(changeQuantity(two, 'c', 4)[1]?.qty).toBe(1)
    expect(changeQuantity(two, 'a', 2)[0]?.qty).toBe(2)
  })
  it('properties: whatever is added or raised, a product never passes its stock in the cart', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.array(
          fc.record({ add: fc.boolean(), qty: fc.integer({ min: 1, max: 15 }), at: fc.nat(5) }),
          { maxLength: 12 },
        ),
        (stock, steps) => {
          let cart: Cart = []
          for (const [index, step] of steps.entries()) {
            if (step.add) {
              const next = line({ uuid: `u${index}`, id: 9, qty: step.qty, max_qty: stock })
              cart = addToCart(cart, next, same).cart
            } else {
              const target = cart[step.at % Math.max(cart.length, 1)]
              if (target) cart = changeQuantity(cart, target.uuid, step.qty)
            }
            expect(quantityInCart(cart, 9)).toBeLessThanOrEqual(stock)
          }
        },
      ),
      { numRuns: 1000 },
    )
  })
})

// spec: menu-browsing §4 "Each combo group requires exactly one product"; §5 "Out of stock products
// show 'Out of Stock' and cannot be added". A group whose every product is out of stock can never
// be completed.
describe('isOutOfStock of a combo', () => {
  const group = (...flags: boolean[]) => ({
    products: flags.map((out_of_stock) => ({ out_of_stock })),
  })
  it('is out of stock when a group has no product in stock', () => {
    expect(
      isOutOfStock({ enable_combo: true, combo_groups: [group(false), group(true, true)] }),
    ).toBe(true)
  })
  it('is orderable while every group has a product in stock', () => {
    expect(
      isOutOfStock({ enable_combo: true, combo_groups: [group(true, false), group(false)] }),
    ).toBe(false)
  })
  it('a product that is not a combo ignores its combo groups', () => {
    expect(isOutOfStock({ enable_combo: false, combo_groups: [group(true)] })).toBe(false)
  })
})

describe('lineQuantityBounds (the cart stepper of one line)', () => {
  it('is max_qty less the other lines, never below the line itself', () => {
    const cart: Cart = [
      line({ uuid: 'a', id: 2003, qty: 3, max_qty: 4 }),
      line({ uuid: 'c', id: 2003, qty: 2, max_qty: 4 }),
      line({ uuid: 'd', id: 1, qty: 2, max_qty: null }),
    ]
    expect(lineQuantityBounds(cart, cart[0] as CartLine)).toEqual({ min: 1, max: 3 })
    expect(lineQuantityBounds(cart, cart[1] as CartLine)).toEqual({ min: 1, max: 2 })
    expect(lineQuantityBounds(cart, cart[2] as CartLine)).toEqual({ min: 1, max: null })
  })
  it('a line out of stock (its own max_qty 0, persisted by an older version) keeps a maximum of 0', () => {
    const out = line({ uuid: 'o', id: 1044, qty: 1, max_qty: 0 })
    expect(lineQuantityBounds([out], out)).toEqual({ min: 1, max: 0 })
  })
})

describe('isMaximumInCart (one rule for every add button: product page, format-4 row, Select Variations)', () => {
  it('is true once the lines reach the stock, false below it or without a maximum', () => {
    const three: Cart = [line({ uuid: 'a', id: 2003, qty: 3, max_qty: 4 })]
    const four: Cart = [...three, line({ uuid: 'b', id: 2003, qty: 1, max_qty: 4 })]
    expect(isMaximumInCart(three, { id: 2003, pos_available_qty: 4 })).toBe(false)
    expect(isMaximumInCart(four, { id: 2003, pos_available_qty: 4 })).toBe(true)
    expect(isMaximumInCart(four, { id: 2003 })).toBe(false)
    expect(isMaximumInCart(four, { id: 2003, pos_available_qty: 4, enable_combo: true })).toBe(
      false,
    )
  })
})
