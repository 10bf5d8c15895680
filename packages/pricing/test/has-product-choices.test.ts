import { describe, expect, it } from 'vitest'
import { hasProductChoices, type MenuVariation, type ProductWithOptions } from '../src/index'

// spec: menu-browsing §2 Dialogs ('Select Variations'), §4 "Each combo group requires exactly one
// product", §5 Variations: a format-4 row asks first when there is anything to choose.
const menu: { variations: MenuVariation[] } = {
  variations: [
    {
      id: 1,
      name: 'Size',
      values: [
        { id: 11, value: 'Regular' },
        { id: 12, value: 'Large' },
      ],
      required: true,
      multiple: false,
      max_choices_allowed: null,
    },
  ],
}
const plain: ProductWithOptions = { product_variations: [], combo_groups: [], enable_combo: false }
const drink = { id: 1, name: 'Still Water', increase_price_by: '0.00' }

describe('hasProductChoices', () => {
  it('a product without variations or combos is added at once', () => {
    expect(hasProductChoices(menu, plain)).toBe(false)
  })

  it('a product with variation groups asks first', () => {
    const flatWhite = {
      ...plain,
      product_variations: [
        { variation: 1, variation_value: 11, price: '22.00', math: '+' as const },
        { variation: 1, variation_value: 12, price: '6.00', math: '+' as const },
      ],
    }
    expect(hasProductChoices(menu, flatWhite)).toBe(true)
  })

  it('a combo product (enable_combo with combo groups) asks first', () => {
    const meal = {
      ...plain,
      enable_combo: true,
      combo_groups: [{ id: 1, name: 'Drink', products: [drink] }],
    }
    expect(hasProductChoices(menu, meal)).toBe(true)
  })

  it('combo groups of a product with enable_combo off are no choice (the product page shows none)', () => {
    const old = { ...plain, combo_groups: [{ id: 1, name: 'Drink', products: [drink] }] }
    expect(hasProductChoices(menu, old)).toBe(false)
  })

  it("variation entries whose group is not in the menu's variations offer nothing to choose", () => {
    const unknownGroup = {
      ...plain,
      product_variations: [
        { variation: 9, variation_value: 91, price: '1.00', math: '+' as const },
      ],
    }
    expect(hasProductChoices(menu, unknownGroup)).toBe(false)
  })
})
