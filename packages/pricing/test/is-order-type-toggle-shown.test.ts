import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isOrderTypeToggleShown, type OrderType, type OrderTypeToggleInput } from '../src/index'

// spec: menu-browsing §4 Order type "The order-type toggle is shown only when the cart has products
// and there is no wishlist, order location or location type, or when forced to display".
const plain: OrderTypeToggleInput = {
  orderTypes: ['delivery', 'takeaway'],
  hasProducts: true,
  wishlist: false,
  atLocation: false,
  forced: false,
}

describe('isOrderTypeToggleShown (menu-browsing §4 Order type)', () => {
  it('shown with products, no wishlist and no order location', () => {
    expect(isOrderTypeToggleShown(plain)).toBe(true)
  })
  it('hidden on an empty cart, even when forced', () => {
    expect(isOrderTypeToggleShown({ ...plain, hasProducts: false })).toBe(false)
    expect(isOrderTypeToggleShown({ ...plain, hasProducts: false, forced: true })).toBe(false)
  })
  it('hidden in wishlist mode, unless forced', () => {
    expect(isOrderTypeToggleShown({ ...plain, wishlist: true })).toBe(false)
    expect(isOrderTypeToggleShown({ ...plain, wishlist: true, forced: true })).toBe(true)
  })
  it('hidden at a table or room (order location and type set), unless forced', () => {
    expect(isOrderTypeToggleShown({ ...plain, atLocation: true })).toBe(false)
    expect(isOrderTypeToggleShown({ ...plain, atLocation: true, forced: true })).toBe(true)
  })
  it('hidden when the venue offers one order type or none: nothing to toggle', () => {
    expect(isOrderTypeToggleShown({ ...plain, orderTypes: ['dine_in'], forced: true })).toBe(false)
    expect(isOrderTypeToggleShown({ ...plain, orderTypes: [] })).toBe(false)
  })
})

describe('properties', () => {
  const types: OrderType[] = ['delivery', 'dine_in', 'takeaway', 'drive_thru']
  it('never shown without products or with fewer than two types; forcing only lifts the wishlist and location clauses', () => {
    fc.assert(
      fc.property(
        fc.subarray(types),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (orderTypes, hasProducts, wishlist, atLocation, forced) => {
          const input = { orderTypes, hasProducts, wishlist, atLocation, forced }
          const shown = isOrderTypeToggleShown(input)
          if (!hasProducts || orderTypes.length < 2) expect(shown).toBe(false)
          else if (forced) expect(shown).toBe(true)
          else expect(shown).toBe(!wishlist && !atLocation)
        },
      ),
      { numRuns: 1000 },
    )
  })
})
