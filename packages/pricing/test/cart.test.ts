import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addToCart,
  type Cart,
  type CartLine,
  calculateCartTotals,
  cartItemCount,
  changeQuantity,
  clampQuantity,
  isAlreadyAdded,
  isInCart,
  isQuantityAllowed,
  PricingError,
  quantityBounds,
  removeFromCart,
} from '../src/index'
import { exclusive, FIXED_FEE, line, VAT, variation } from './fixtures'

const same = { enable_adding_same_item_cart: true }
const once = { enable_adding_same_item_cart: false }

describe('addToCart (menu-browsing §4 Cart actions)', () => {
  it('appends a line without touching the old cart', () => {
    const empty: Cart = []
    const result = addToCart(empty, line({ uuid: 'a' }), once)
    expect(result.added).toBe(true)
    expect(result.cart.map((l) => l.uuid)).toEqual(['a'])
    expect(empty).toEqual([])
  })
  it('refuses an already-carted product unless enable_adding_same_item_cart', () => {
    const cart = [line({ uuid: 'a', id: 10 })]
    const refused = addToCart(cart, line({ uuid: 'b', id: 10 }), once)
    expect(refused).toEqual({ added: false, reason: 'already_in_cart', cart })
    expect(refused.cart).toBe(cart)
    const allowed = addToCart(cart, line({ uuid: 'b', id: 10 }), same)
    expect(allowed.added).toBe(true)
    expect(allowed.cart).toHaveLength(2)
  })
  it('throws DUPLICATE_UUID for a uuid already in the cart', () => {
    expect(() => addToCart([line({ uuid: 'a' })], line({ uuid: 'a', id: 11 }), same)).toThrow(
      PricingError,
    )
  })
})

describe('isInCart', () => {
  it('matches the product id whatever its type (menu-browsing §4 "Already Added To Cart")', () => {
    const cart = [line({ uuid: 'a', id: 10 })]
    expect(isInCart(cart, 10)).toBe(true)
    expect(isInCart(cart, '10')).toBe(true)
    expect(isInCart(cart, 11)).toBe(false)
  })
})

describe('isAlreadyAdded (menu-browsing §4 Cart actions, "Already Added To Cart")', () => {
  it('a carted product may not be added again, unless same-item adding is on', () => {
    const cart = [line({ uuid: 'a', id: 10 })]
    expect(isAlreadyAdded(cart, 10, { enable_adding_same_item_cart: false })).toBe(true)
    expect(isAlreadyAdded(cart, 10, { enable_adding_same_item_cart: true })).toBe(false)
    expect(isAlreadyAdded(cart, 11, { enable_adding_same_item_cart: false })).toBe(false)
  })
})

describe('removeFromCart (menu-browsing §4 "remove by uuid")', () => {
  it('removes only that line', () => {
    const cart = [line({ uuid: 'a' }), line({ uuid: 'b', id: 2 }), line({ uuid: 'c', id: 3 })]
    expect(removeFromCart(cart, 'b').map((l) => l.uuid)).toEqual(['a', 'c'])
    expect(cart).toHaveLength(3)
  })
  it('returns the same cart for an unknown uuid', () => {
    const cart = [line({ uuid: 'a' })]
    expect(removeFromCart(cart, 'zzz')).toBe(cart)
  })
})

describe('changeQuantity (menu-browsing §4; §5 Quantity bounds)', () => {
  const cart = [
    line({ uuid: 'a', qty: 2, max_qty: 5 }),
    line({ uuid: 'b', id: 2, qty: 1, max_qty: null }),
  ]
  it('sets the quantity of that line only', () => {
    const next = changeQuantity(cart, 'a', 4)
    expect(next[0]?.qty).toBe(4)
    expect(next[1]).toBe(cart[1])
    expect(cart[0]?.qty).toBe(2)
  })
  it('stops at max_qty and is unbounded without one', () => {
    expect(changeQuantity(cart, 'a', 9)[0]?.qty).toBe(5)
    expect(changeQuantity(cart, 'b', 999)[1]?.qty).toBe(999)
  })
  it('throws INVALID_QUANTITY below 1 or for fractions', () => {
    expect(() => changeQuantity(cart, 'a', 0)).toThrow(/quantity/)
    expect(() => changeQuantity(cart, 'a', 2.5)).toThrow(PricingError)
  })
})

describe('quantity bounds (menu-browsing §5 "capped by pos_available_qty (not for combos) and by max_qty")', () => {
  it('is min 1 and unbounded without caps', () => {
    expect(quantityBounds({})).toEqual({ min: 1, max: null })
  })
  it('takes the smaller of pos_available_qty and max_qty', () => {
    expect(quantityBounds({ pos_available_qty: 3, max_qty: 10 })).toEqual({ min: 1, max: 3 })
    expect(quantityBounds({ pos_available_qty: 30, max_qty: 10 })).toEqual({ min: 1, max: 10 })
    expect(quantityBounds({ pos_available_qty: 7 })).toEqual({ min: 1, max: 7 })
  })
  it('ignores pos_available_qty for combos', () => {
    expect(quantityBounds({ pos_available_qty: 3, enable_combo: true })).toEqual({
      min: 1,
      max: null,
    })
    expect(quantityBounds({ pos_available_qty: 3, max_qty: 8, enable_combo: true })).toEqual({
      min: 1,
      max: 8,
    })
  })
  it('clamps like the stepper buttons and accepts only typed values inside the bounds', () => {
    const bounds = { min: 1, max: 3 } as const
    expect(clampQuantity(5, bounds)).toBe(3)
    expect(clampQuantity(2, bounds)).toBe(2)
    expect(isQuantityAllowed(3, bounds)).toBe(true)
    expect(isQuantityAllowed(4, bounds)).toBe(false)
    expect(isQuantityAllowed(0, bounds)).toBe(false)
    expect(isQuantityAllowed(1.5, bounds)).toBe(false)
    expect(isQuantityAllowed(Number.NaN, bounds)).toBe(false)
    expect(isQuantityAllowed(10_000, { min: 1, max: null })).toBe(true)
  })
})

describe('cartItemCount (menu-browsing §2 cart badge: total quantity)', () => {
  it('sums the quantities', () => {
    expect(cartItemCount([line({ uuid: 'a', qty: 2 }), line({ uuid: 'b', qty: 3 })])).toBe(5)
    expect(cartItemCount([])).toBe(0)
  })
})

describe('properties', () => {
  const amount = fc
    .tuple(fc.nat(500), fc.nat(999))
    .map(([whole, frac]) => `${whole}.${String(frac).padStart(3, '0')}`)
  const lineArb = (uuid: string, id: number): fc.Arbitrary<CartLine> =>
    fc
      .record({
        price: amount,
        qty: fc.integer({ min: 1, max: 20 }),
        adj: amount,
        plus: fc.boolean(),
      })
      .map((r) =>
        line({
          uuid,
          id,
          category: id % 3,
          price: r.price,
          qty: r.qty,
          variations: [variation([{ price: r.adj, math: r.plus ? '+' : '-', selected: true }])],
        }),
      )
  const cartArb = fc
    .array(fc.integer({ min: 1, max: 1000 }), { maxLength: 8 })
    .chain((ids) => fc.tuple(...ids.map((id, index) => lineArb(`l${index}`, id))))
  it('adding then removing a line gives the same cart and the same totals', () => {
    fc.assert(
      fc.property(cartArb, lineArb('new', 5000), (cart, extra) => {
        const settings = exclusive([VAT, FIXED_FEE])
        const before = calculateCartTotals({ cart, settings, orderType: 'takeaway' })
        const added = addToCart(cart, extra, same)
        expect(added.added).toBe(true)
        const back = removeFromCart(added.cart, 'new')
        expect(back).toEqual(cart)
        expect(calculateCartTotals({ cart: back, settings, orderType: 'takeaway' })).toEqual(before)
      }),
      { numRuns: 1000 },
    )
  })
  it('a changed quantity always stays within 1..max_qty', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 100 }),
        (max, wanted) => {
          const next = changeQuantity([line({ uuid: 'a', max_qty: max })], 'a', wanted)
          const qty = next[0]?.qty ?? 0
          expect(qty).toBeGreaterThanOrEqual(1)
          expect(qty).toBeLessThanOrEqual(max)
          expect(qty).toBe(Math.min(wanted, max))
        },
      ),
      { numRuns: 1000 },
    )
  })
})
