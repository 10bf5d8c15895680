import { menuSchema, parseResponse } from '@carte/api-client'
import { describe, expect, it } from 'vitest'
import { screenAbove } from '../src/lib/screen-above'

// A menu with a parent category (1), its sub-category (2), a product in the sub-category (10) and
// a product with no category (11): the schema fills every other field.
const menu = parseResponse(menuSchema, {
  id: 1,
  license: 'test',
  license_status: 'ACTIVE',
  name: 'Test venue',
  categories: [
    { id: 1, name: 'Mains' },
    { id: 2, name: 'Burgers', parent: 1 },
  ],
  products: [
    { id: 10, name: 'Classic Burger', category: 2, price: '40.00' },
    { id: 11, name: 'Loose Product', category: null, price: '5.00' },
  ],
})

const at = (pathname: string, searchStr = '') => screenAbove({ pathname, searchStr }, menu, 'en')

describe("screenAbove: where Back goes with no earlier entry of the app (menu-browsing §2 Header bar, §4 Cart actions 'back')", () => {
  it("a product's screen above is its category, in the screen's language", () => {
    expect(at('/en/product/10')).toBe('/en/category/2')
    expect(screenAbove({ pathname: '/ar/product/10', searchStr: '' }, menu, 'ar')).toBe(
      '/ar/category/2',
    )
  })

  it('a product opened from the search goes back to the search (its carousel is the results)', () => {
    expect(at('/en/product/10', '?from=search')).toBe('/en/search')
  })

  it('a product without a category, or one the menu does not have, goes to the home', () => {
    expect(at('/en/product/11')).toBe('/en/home')
    expect(at('/en/product/999')).toBe('/en/home')
  })

  it('a sub-category goes to its parent; a top-level or unknown category to the home', () => {
    expect(at('/en/category/2')).toBe('/en/category/1')
    expect(at('/en/category/1')).toBe('/en/home')
    expect(at('/en/category/77')).toBe('/en/home')
  })

  it('the checkout goes to the cart; other screens to the home', () => {
    expect(at('/en/checkout')).toBe('/en/cart')
    for (const path of ['/en/cart', '/en/search', '/en/page/3', '/en/order/55', '/en/promotions']) {
      expect(at(path)).toBe('/en/home')
    }
  })
})
