import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isProductShown, shownProducts } from '../src/index'
import { closedSlot, isShown, menuFrom } from './fixtures'

// spec: menu-browsing §4 Open or closed "Products and categories appear only within their own hours"
describe('isProductShown', () => {
  const menu = menuFrom({
    categories: [
      { id: 1, name: 'Mains' },
      { id: 2, name: 'Breakfast', category_hours: closedSlot },
    ],
    products: [],
  })

  it('needs a known category inside its hours and the product inside its own', () => {
    expect(isProductShown(menu, { category: 1, product_hours: [] }, isShown)).toBe(true)
    expect(isProductShown(menu, { category: 2, product_hours: [] }, isShown)).toBe(false)
    expect(isProductShown(menu, { category: 1, product_hours: closedSlot }, isShown)).toBe(false)
    expect(isProductShown(menu, { category: 9, product_hours: [] }, isShown)).toBe(false)
    expect(isProductShown(menu, { category: null, product_hours: [] }, isShown)).toBe(false)
  })

  describe('properties', () => {
    it('the lists show exactly the products the product page shows (shownProducts agrees)', () => {
      fc.assert(
        fc.property(
          fc.array(
            fc.record({
              category: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
              open: fc.boolean(),
            }),
            { maxLength: 12 },
          ),
          fc.boolean(),
          (rows, breakfastOpen) => {
            const one = menuFrom({
              categories: [
                { id: 1, name: 'Mains' },
                {
                  id: 2,
                  name: 'Breakfast',
                  ...(breakfastOpen ? {} : { category_hours: closedSlot }),
                },
              ],
              products: rows.map((row, index) => ({
                id: 100 + index,
                name: `P${index}`,
                category: row.category,
                price: '1.00',
                product_hours: row.open ? [] : closedSlot,
              })),
            })
            expect(shownProducts(one, isShown).map((p) => p.id)).toEqual(
              one.products.filter((p) => isProductShown(one, p, isShown)).map((p) => p.id),
            )
          },
        ),
        { numRuns: 1000 },
      )
    })
  })
})
