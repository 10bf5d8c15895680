import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  cartComboGroups,
  cartVariations,
  comboGroups,
  createCartLine,
  lineUnitPrice,
  type MenuVariation,
  type ProductWithOptions,
  variationGroups,
} from '../src/index'
import { line } from './fixtures'

// The demo venue's groups: Size (required, single), Extras (multi, at most 3), Cup (optional).
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
    {
      id: 2,
      name: 'Extras',
      values: [
        { id: 21, value: null, variation_value: 'Cheese' },
        { id: 22, value: null, variation_value: null, name: 'Beef bacon' },
        { id: 23 },
      ],
      required: false,
      multiple: true,
      max_choices_allowed: 3,
    },
    {
      id: 5,
      name: 'Cup',
      values: [{ id: 52, value: 'Own cup' }],
      required: false,
      multiple: false,
      max_choices_allowed: null,
    },
  ],
}

const burger: ProductWithOptions = {
  // The product lists Extras before Size: the groups follow the product's order.
  product_variations: [
    { variation: 2, variation_value: 21, price: '3.00', math: '+' },
    { variation: 2, variation_value: 22, price: '5.00', math: '+' },
    { variation: 2, variation_value: 23, price: '4.00', math: '+' },
    { variation: 1, variation_value: 11, price: '0.00', math: '+' },
    { variation: 1, variation_value: 12, price: '6.00', math: '+' },
    { variation: 5, variation_value: 52, price: '1.00', math: '-' },
    // A value the menu does not know, and a group it does not know.
    { variation: 1, variation_value: 99, price: '9.00', math: '+' },
    { variation: 77, variation_value: 1, price: '1.00', math: '+' },
  ],
  combo_groups: [],
  enable_combo: false,
}

const label = (price: string, math: '+' | '-') =>
  price === '0.00' ? undefined : `${math} ${price}`

describe('variationGroups (menu-browsing §3 Product variation entry, Variation; §4 Variation dialog)', () => {
  it("lists the menu's groups the product uses, in the product's order, with its own prices", () => {
    const groups = variationGroups(menu, burger, label)
    expect(groups.map((g) => [g.id, g.name, g.required, g.multiple, g.maxChoicesAllowed])).toEqual([
      [2, 'Extras', false, true, 3],
      [1, 'Size', true, false, null],
      [5, 'Cup', false, false, null],
    ])
    expect(groups[0]?.values).toEqual([
      { id: 21, label: 'Cheese', priceLabel: '+ 3.00' },
      { id: 22, label: 'Beef bacon', priceLabel: '+ 5.00' },
      { id: 23, label: '23', priceLabel: '+ 4.00' },
    ])
    // Regular costs nothing extra (no label); the unknown value 99 is left out.
    expect(groups[1]?.values).toEqual([
      { id: 11, label: 'Regular', priceLabel: undefined },
      { id: 12, label: 'Large', priceLabel: '+ 6.00' },
    ])
    expect(groups[2]?.values).toEqual([{ id: 52, label: 'Own cup', priceLabel: '- 1.00' }])
  })

  it('a product without variation entries has no groups', () => {
    expect(variationGroups(menu, { product_variations: [] }, label)).toEqual([])
  })
})

describe('cartVariations (menu-browsing §3 Cart line "values flagged selected")', () => {
  it('carries every value of each group, the chosen ones selected, priced for the line', () => {
    const variations = cartVariations(menu, burger, { '1': ['12'], '2': ['21', '22'] })
    expect(variations.map((g) => g.id)).toEqual([2, 1, 5])
    expect(variations[1]).toEqual({
      id: 1,
      name: 'Size',
      values: [
        {
          id: 11,
          name: 'Regular',
          variation_value: 'Regular',
          price: '0.00',
          math: '+',
          selected: false,
        },
        {
          id: 12,
          name: 'Large',
          variation_value: 'Large',
          price: '6.00',
          math: '+',
          selected: true,
        },
        { id: 99, name: '', variation_value: '', price: '9.00', math: '+', selected: false },
      ],
    })
    // 20.00 + Large 6.00 + Cheese 3.00 + Beef bacon 5.00 = 34.00
    expect(lineUnitPrice(line({ uuid: 'a', price: '20.00', variations }))).toBe('34.000')
  })
})

describe('combo groups (menu-browsing §3 Combo group; §4 "Each combo group requires exactly one product")', () => {
  const meal: ProductWithOptions = {
    product_variations: [],
    enable_combo: true,
    combo_groups: [
      {
        id: 1,
        name: 'Side',
        products: [
          { id: 1081, name: 'Fries', increase_price_by: '0.00', out_of_stock: false },
          { id: 1082, name: 'Sweet Potato Fries', increase_price_by: '3.00' },
          { id: 1083, name: 'Onion Rings', increase_price_by: '2.00', out_of_stock: true },
        ],
      },
      {
        id: 2,
        name: 'Drink',
        products: [{ id: 1043, name: 'Lemon Mint', increase_price_by: '4.00' }],
      },
    ],
  }

  it('offers each group with priced, stock-flagged products; none unless enable_combo', () => {
    const groups = comboGroups(meal, label)
    expect(groups[0]?.products).toEqual([
      { id: 1081, name: 'Fries', priceLabel: undefined, outOfStock: false },
      { id: 1082, name: 'Sweet Potato Fries', priceLabel: '+ 3.00', outOfStock: undefined },
      { id: 1083, name: 'Onion Rings', priceLabel: '+ 2.00', outOfStock: true },
    ])
    expect(comboGroups({ ...meal, enable_combo: false }, label)).toEqual([])
    expect(cartComboGroups({ ...meal, enable_combo: false }, { '1': '1081' })).toEqual([])
  })

  it('flags the chosen product of each group, priced by increase_price_by', () => {
    const combos = cartComboGroups(meal, { '1': '1082', '2': '1043' })
    expect(combos[0]?.products.map((p) => p.selected)).toEqual([false, true, false])
    expect(combos[1]?.products.map((p) => p.selected)).toEqual([true])
    // Burger Meal 55.00 + sweet potato fries 3.00 + lemon mint 4.00 = 62.00 (as venue-api prices it)
    expect(lineUnitPrice(line({ uuid: 'm', price: '55.00', combo_groups: combos }))).toBe('62.000')
  })
})

describe("a combo product's own variations (menu-browsing §2 Product page, §3 Combo group; ordering-payment §3 Cart item combo_groups)", () => {
  // The demo's Grill Box: 65.00 less 10 %; Main: Shish Tawook (+0) or Mixed Grill (+20.00), which
  // has its own Doneness (required, no price) and Extras (at most 3, priced); Side: Fries.
  const doneness: MenuVariation = {
    id: 4,
    name: 'Doneness',
    values: [
      { id: 41, value: 'Medium rare' },
      { id: 42, value: 'Medium' },
    ],
    required: true,
    multiple: false,
    max_choices_allowed: null,
  }
  const grillMenu = { variations: [...menu.variations, doneness] }
  const grillBox: ProductWithOptions = {
    product_variations: [],
    enable_combo: true,
    combo_groups: [
      {
        id: 3,
        name: 'Main',
        products: [
          { id: 1022, name: 'Shish Tawook', increase_price_by: '0.00' },
          {
            id: 1021,
            name: 'Mixed Grill',
            increase_price_by: '20.00',
            product_variations: [
              { variation: 4, variation_value: 41, price: '0.00', math: '+' },
              { variation: 4, variation_value: 42, price: '0.00', math: '+' },
              { variation: 2, variation_value: 21, price: '3.00', math: '+' },
              { variation: 2, variation_value: 23, price: '4.00', math: '+' },
              { variation: 5, variation_value: 52, price: '1.00', math: '-' },
            ],
          },
        ],
      },
      { id: 4, name: 'Side', products: [{ id: 1081, name: 'Fries', increase_price_by: '0.00' }] },
    ],
  }

  it("offers each combo product's own variation groups when the menu is given", () => {
    const groups = comboGroups(grillBox, label, { menu: grillMenu, variationPriceLabel: () => 'v' })
    const [tawook, mixed] = groups[0]?.products ?? []
    expect(tawook?.variationGroups).toEqual([])
    expect(mixed?.priceLabel).toBe('+ 20.00')
    expect(
      mixed?.variationGroups?.map((g) => [
        g.name,
        g.required,
        g.maxChoicesAllowed,
        g.values.length,
      ]),
    ).toEqual([
      ['Doneness', true, null, 2],
      ['Extras', false, 3, 2],
      ['Cup', false, null, 1],
    ])
    expect(mixed?.variationGroups?.[1]?.values[0]).toEqual({
      id: 21,
      label: 'Cheese',
      priceLabel: 'v',
    })
    // Without the menu the options stay as before (no variation groups at all).
    expect(comboGroups(grillBox, label)[0]?.products[1]).not.toHaveProperty('variationGroups')
  })

  it("carries the chosen product's variations into the cart line and prices them", () => {
    const combos = cartComboGroups(
      grillBox,
      { '3': '1021', '4': '1081' },
      { menu: grillMenu, variations: { '3': { '4': ['42'], '2': ['21', '23'] } } },
    )
    const mixed = combos[0]?.products[1]
    expect(mixed?.selected).toBe(true)
    expect(mixed?.product_variations?.map((g) => g.id)).toEqual([4, 2, 5])
    expect(
      mixed?.product_variations?.flatMap((g) =>
        g.values.filter((v) => v.selected).map((v) => v.id),
      ),
    ).toEqual([42, 21, 23])
    expect(combos[0]?.products[0]?.product_variations).toEqual([])
    const cartLine = createCartLine(
      {
        id: 1062,
        category: 108,
        name: 'Grill Box',
        price: '65.00',
        discount: '10',
        enable_combo: true,
      },
      { uuid: 'g', qty: 2, combo_groups: combos },
    )
    // 65.00 − 10 % = 58.50; + Mixed Grill 20.00 + Medium 0.00 + Cheese 3.00 + Avocado 4.00 = 85.50
    expect(lineUnitPrice(cartLine)).toBe('85.500')
  })

  it("a variation chosen for a product that is not the group's chosen one costs nothing", () => {
    const combos = cartComboGroups(
      grillBox,
      { '3': '1022', '4': '1081' },
      { menu: grillMenu, variations: { '3': { '2': ['21'] } } },
    )
    expect(lineUnitPrice(line({ uuid: 't', price: '58.50', combo_groups: combos }))).toBe('58.500')
  })

  it("the combo product's subtracting variation lowers the unit price", () => {
    const combos = cartComboGroups(
      grillBox,
      { '3': '1021', '4': '1081' },
      { menu: grillMenu, variations: { '3': { '4': ['41'], '5': ['52'] } } },
    )
    // 58.50 + 20.00 − Own cup 1.00 = 77.50
    expect(lineUnitPrice(line({ uuid: 'c', price: '58.50', combo_groups: combos }))).toBe('77.500')
  })
})

describe('properties', () => {
  const valueIds = ['11', '12', '21', '22', '23', '52', '99', '404']
  const selection = fc.record(
    { '1': fc.subarray(valueIds), '2': fc.subarray(valueIds), '5': fc.subarray(valueIds) },
    { requiredKeys: [] },
  )

  it('exactly the chosen values the product offers in that group are selected, and the unit price moves by their math', () => {
    const adjust: Record<string, number> = {
      '11': 0,
      '12': 600,
      '21': 300,
      '22': 500,
      '23': 400,
      '52': -100,
      '99': 900,
    }
    const groupOf: Record<string, string> = {
      '11': '1',
      '12': '1',
      '99': '1',
      '21': '2',
      '22': '2',
      '23': '2',
      '52': '5',
    }
    fc.assert(
      fc.property(selection, (chosen) => {
        const variations = cartVariations(menu, burger, chosen)
        const selected = variations.flatMap((g) =>
          g.values.filter((v) => v.selected).map((v) => `${g.id}:${String(v.id)}`),
        )
        const expected = Object.entries(chosen).flatMap(([group, ids]) =>
          ids.filter((id) => groupOf[id] === group).map((id) => `${group}:${id}`),
        )
        expect(selected.sort()).toEqual(expected.sort())
        // In fils: 20.00 plus the chosen adjustments, floored at 0.
        const fils =
          2000 + expected.reduce((sum, key) => sum + (adjust[key.split(':')[1] ?? ''] ?? 0), 0)
        const unit = lineUnitPrice(line({ uuid: 'p', price: '20.00', variations }))
        expect(unit).toBe(
          `${Math.floor(Math.max(fils, 0) / 100)}.${String(Math.max(fils, 0) % 100).padStart(2, '0')}0`,
        )
      }),
      { numRuns: 1000 },
    )
  })

  it("a combo line costs its price plus the chosen products' increase and their chosen variations, nothing else", () => {
    // Prices in fils so the expectation is integer arithmetic done by hand.
    const entry = fc.record({ fils: fc.nat(900), minus: fc.boolean() })
    const comboProduct = fc.record({
      increase: fc.nat(3000),
      entries: fc.array(entry, { maxLength: 3 }),
    })
    const fils = (n: number) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`
    fc.assert(
      fc.property(
        fc.array(fc.array(comboProduct, { minLength: 1, maxLength: 3 }), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.array(fc.nat(2), { minLength: 3, maxLength: 3 }),
        fc.array(fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }), {
          minLength: 3,
          maxLength: 3,
        }),
        (groupSpecs, picks, ticks) => {
          const groupMenu = {
            variations: [
              {
                id: 7,
                name: 'Options',
                values: [0, 1, 2].map((id) => ({ id })),
                required: false,
                multiple: true,
              },
            ],
          }
          const product: ProductWithOptions = {
            product_variations: [],
            enable_combo: true,
            combo_groups: groupSpecs.map((products, g) => ({
              id: g,
              name: `G${g}`,
              products: products.map((p, i) => ({
                id: i,
                name: `P${i}`,
                increase_price_by: fils(p.increase),
                product_variations: p.entries.map((e, j) => ({
                  variation: 7,
                  variation_value: j,
                  price: fils(e.fils),
                  math: e.minus ? ('-' as const) : ('+' as const),
                })),
              })),
            })),
          }
          const selection = Object.fromEntries(
            groupSpecs.map((_, g) => [String(g), String(picks[g] ?? 0)]),
          )
          // The diner ticks values for every group's chosen product (only existing values count).
          const variations = Object.fromEntries(
            groupSpecs.map((_, g) => [
              String(g),
              { '7': (ticks[g] ?? []).flatMap((on, j) => (on ? [String(j)] : [])) },
            ]),
          )
          let expected = 5000
          groupSpecs.forEach((products, g) => {
            const chosen = products[picks[g] ?? 0]
            if (!chosen) return
            expected += chosen.increase
            chosen.entries.forEach((e, j) => {
              if (ticks[g]?.[j]) expected += e.minus ? -e.fils : e.fils
            })
          })
          const combos = cartComboGroups(product, selection, { menu: groupMenu, variations })
          const unit = lineUnitPrice(line({ uuid: 'q', price: '50.00', combo_groups: combos }))
          expect(unit).toBe(`${fils(Math.max(expected, 0))}0`)
        },
      ),
      { numRuns: 1000 },
    )
  })
})
