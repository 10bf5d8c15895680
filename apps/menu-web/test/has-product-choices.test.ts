import { describe, expect, it } from 'vitest'
import { hasProductChoices } from '../src/lib/has-product-choices'
import { menuFrom } from './fixtures'

// spec: menu-browsing §2 Dialogs ('Select Variations'), §4 "Each combo group requires exactly one
// product", §5 Variations: a format-4 row asks first when there is anything to choose.
const menu = menuFrom({
  variations: [
    {
      id: 1,
      name: 'Size',
      required: true,
      multiple: false,
      values: [
        { id: 11, name: 'Regular', price: '0.00' },
        { id: 12, name: 'Large', price: '6.00' },
      ],
    },
  ],
  categories: [{ id: 1, name: 'Drinks', view_format: 4, products: [1, 2, 3, 4] }],
  products: [
    { id: 1, name: 'Still Water', category: 1, price: '12.00' },
    {
      id: 2,
      name: 'Flat White',
      category: 1,
      price: '22.00',
      product_variations: [
        { variation: 1, variation_value: 11, price: '22.00', math: '+' },
        { variation: 1, variation_value: 12, price: '6.00', math: '+' },
      ],
    },
    {
      id: 3,
      name: 'Burger Meal',
      category: 1,
      price: '55.00',
      enable_combo: true,
      combo_groups: [
        {
          id: 1,
          name: 'Drink',
          products: [{ id: 1, name: 'Still Water', increase_price_by: '0.00' }],
        },
      ],
    },
    {
      id: 4,
      name: 'Old Meal',
      category: 1,
      price: '40.00',
      enable_combo: false,
      combo_groups: [
        {
          id: 1,
          name: 'Drink',
          products: [{ id: 1, name: 'Still Water', increase_price_by: '0.00' }],
        },
      ],
    },
  ],
})

function product(id: number) {
  const found = menu.products.find((candidate) => candidate.id === id)
  if (!found) throw new Error(`fixture product ${id}`)
  return found
}

describe('hasProductChoices', () => {
  it('a product without variations or combos is added at once', () => {
    expect(hasProductChoices(menu, product(1))).toBe(false)
  })

  it('a product with variation groups asks first', () => {
    expect(hasProductChoices(menu, product(2))).toBe(true)
  })

  it('a combo product (enable_combo with combo groups) asks first', () => {
    expect(hasProductChoices(menu, product(3))).toBe(true)
  })

  it('combo groups of a product with enable_combo off are no choice (the product page shows none)', () => {
    expect(hasProductChoices(menu, product(4))).toBe(false)
  })

  it("variation entries whose group is not in the menu's variations offer nothing to choose", () => {
    const unknownGroup = {
      ...product(1),
      product_variations: [
        {
          variation: 9,
          variation_value: 91,
          price: '1.00',
          math: '+' as const,
          display_price: true,
        },
      ],
    }
    expect(hasProductChoices(menu, unknownGroup)).toBe(false)
  })
})
