import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type CartLine,
  type CartLineNamesMenu,
  type CartLineVariation,
  cartLineWithMenuNames,
  lineTotal,
  lineUnitPrice,
} from '../src/index'
import { line } from './fixtures'

// spec: menu-browsing §2 "a language change swaps the segment and reloads the menu"; §3 Cart line
// (name, variations with values flagged selected, combo_groups). The cart follows the language
// the diner chose; what was ordered and what it costs do not change.

// The demo venue's Classic Beef Burger, added in English with Size Large (+6.00) and Doneness
// Medium, as createCartLine and cartVariations store it.
const burgerEn: CartLine = line({
  uuid: 'u-burger',
  id: 1011,
  category: 103,
  name: 'Classic Beef Burger',
  price: '45.00',
  qty: 2,
  variations: [
    {
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
      ],
    },
    {
      id: 4,
      name: 'Doneness',
      values: [
        {
          id: 42,
          name: 'Medium',
          variation_value: 'Medium',
          price: '0.00',
          math: '+',
          selected: true,
        },
      ],
    },
  ],
})

// The same menu in Arabic (the demo seed translates the group names; here the values too).
const menuAr: CartLineNamesMenu = {
  products: [
    { id: 1011, name: 'برجر لحم كلاسيكي', combo_groups: [] },
    {
      id: 1062,
      name: 'صندوق المشاوي',
      combo_groups: [
        {
          id: 3,
          name: 'الطبق الرئيسي',
          products: [
            { id: 1022, name: 'شيش طاووق' },
            { id: 1021, name: 'مشاوي مشكلة' },
          ],
        },
        { id: 4, name: 'طبق جانبي', products: [{ id: 1081, name: 'بطاطا مقلية' }] },
      ],
    },
  ],
  variations: [
    {
      id: 1,
      name: 'الحجم',
      values: [
        { id: 11, value: 'عادي' },
        { id: 12, value: 'كبير' },
      ],
    },
    {
      id: 2,
      name: 'إضافات',
      values: [
        { id: 21, value: null, variation_value: 'جبن' },
        { id: 23, value: null, variation_value: null, name: 'أفوكادو' },
      ],
    },
    { id: 4, name: 'درجة الطهي', values: [{ id: 42, value: 'متوسط' }] },
  ],
}

describe('cartLineWithMenuNames (menu-browsing §2 language change, §3 Cart line)', () => {
  it('an English burger line shows the Arabic product, group and value names; price, qty and choices stay', () => {
    expect(cartLineWithMenuNames(burgerEn, menuAr)).toEqual({
      ...burgerEn,
      name: 'برجر لحم كلاسيكي',
      variations: [
        {
          id: 1,
          name: 'الحجم',
          values: [
            {
              id: 11,
              name: 'عادي',
              variation_value: 'عادي',
              price: '0.00',
              math: '+',
              selected: false,
            },
            {
              id: 12,
              name: 'كبير',
              variation_value: 'كبير',
              price: '6.00',
              math: '+',
              selected: true,
            },
          ],
        },
        {
          id: 4,
          name: 'درجة الطهي',
          values: [
            {
              id: 42,
              name: 'متوسط',
              variation_value: 'متوسط',
              price: '0.00',
              math: '+',
              selected: true,
            },
          ],
        },
      ],
    })
    // (45.00 + 6.00) × 2 = 102.000, before and after.
    expect(lineUnitPrice(cartLineWithMenuNames(burgerEn, menuAr))).toBe('51.000')
    expect(lineTotal(cartLineWithMenuNames(burgerEn, menuAr))).toBe('102.000')
  })

  it('a combo line shows the Arabic combo group and product names and the combo product’s variation names', () => {
    const grillBoxEn = line({
      uuid: 'u-grill',
      id: 1062,
      name: 'Grill Box',
      price: '58.50',
      combo_groups: [
        {
          id: 3,
          name: 'Main',
          products: [
            { id: 1022, name: 'Shish Tawook', increase_price_by: '0.00', selected: false },
            {
              id: 1021,
              name: 'Mixed Grill',
              increase_price_by: '20.00',
              selected: true,
              product_variations: [
                {
                  id: 2,
                  name: 'Extras',
                  values: [
                    {
                      id: 21,
                      name: 'Cheese',
                      variation_value: 'Cheese',
                      price: '3.00',
                      math: '+',
                      selected: true,
                    },
                    {
                      id: 23,
                      name: 'Avocado',
                      variation_value: 'Avocado',
                      price: '4.00',
                      math: '+',
                      selected: false,
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          id: 4,
          name: 'Side',
          products: [{ id: 1081, name: 'Fries', increase_price_by: '0.00', selected: true }],
        },
      ],
    })
    const shown = cartLineWithMenuNames(grillBoxEn, menuAr)
    expect(shown.name).toBe('صندوق المشاوي')
    expect(shown.combo_groups).toEqual([
      {
        id: 3,
        name: 'الطبق الرئيسي',
        products: [
          { id: 1022, name: 'شيش طاووق', increase_price_by: '0.00', selected: false },
          {
            id: 1021,
            name: 'مشاوي مشكلة',
            increase_price_by: '20.00',
            selected: true,
            product_variations: [
              {
                id: 2,
                name: 'إضافات',
                values: [
                  {
                    id: 21,
                    name: 'جبن',
                    variation_value: 'جبن',
                    price: '3.00',
                    math: '+',
                    selected: true,
                  },
                  {
                    id: 23,
                    name: 'أفوكادو',
                    variation_value: 'أفوكادو',
                    price: '4.00',
                    math: '+',
                    selected: false,
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        id: 4,
        name: 'طبق جانبي',
        products: [{ id: 1081, name: 'بطاطا مقلية', increase_price_by: '0.00', selected: true }],
      },
    ])
    // 58.50 + Mixed Grill 20.00 + Cheese 3.00 = 81.500 (Avocado is not selected).
    expect(lineUnitPrice(shown)).toBe('81.500')
  })

  it('a product, group, value or combo product the menu no longer has keeps its stored name', () => {
    const stored = line({
      uuid: 'u-gone',
      id: 999,
      name: 'Seasonal Soup',
      variations: [
        { id: 1, name: 'Size', values: [{ id: 19, name: 'Huge', price: '9.00', selected: true }] },
        { id: 77, name: 'Bowl', values: [{ id: 771, name: 'Bread bowl', selected: true }] },
      ],
      combo_groups: [
        {
          id: 9,
          name: 'Side',
          products: [{ id: 1081, name: 'Fries', increase_price_by: '0.00', selected: true }],
        },
      ],
    })
    expect(cartLineWithMenuNames(stored, menuAr)).toEqual({
      ...stored,
      variations: [
        // The group is known (Size → الحجم), its value 19 is not.
        { id: 1, name: 'الحجم', values: [{ id: 19, name: 'Huge', price: '9.00', selected: true }] },
        { id: 77, name: 'Bowl', values: [{ id: 771, name: 'Bread bowl', selected: true }] },
      ],
    })
    // A known product whose combo group 9 the menu lacks keeps that group's names too.
    const known = cartLineWithMenuNames({ ...stored, id: 1062 }, menuAr)
    expect(known.name).toBe('صندوق المشاوي')
    expect(known.combo_groups).toEqual(stored.combo_groups)
  })

  it('an empty name or a value with no label in the menu keeps the stored name', () => {
    const menu: CartLineNamesMenu = {
      products: [{ id: 1011, name: '' }],
      variations: [{ id: 1, name: '', values: [{ id: 12, value: null, name: null }] }],
    }
    expect(cartLineWithMenuNames(burgerEn, menu)).toEqual(burgerEn)
  })

  it('only the label fields a value carries are renamed; an absent or null label stays so', () => {
    const stored = line({
      uuid: 'u-labels',
      id: 1011,
      variations: [
        {
          id: 1,
          name: 'Size',
          values: [
            { id: 12, variation_value: 'Large', selected: true },
            { id: 11, name: 'Regular', variation_value: null, selected: false },
          ],
        },
      ],
    })
    expect(cartLineWithMenuNames(stored, menuAr).variations).toEqual([
      {
        id: 1,
        name: 'الحجم',
        values: [
          { id: 12, variation_value: 'كبير', selected: true },
          { id: 11, name: 'عادي', variation_value: null, selected: false },
        ],
      },
    ])
  })

  it('matches ids given as text against numeric ones (a menu may send either)', () => {
    const menu: CartLineNamesMenu = {
      products: [{ id: '1011', name: 'Burger de bœuf classique' }],
      variations: [{ id: '1', name: 'Taille', values: [{ id: '12', value: 'Grand' }] }],
    }
    const shown = cartLineWithMenuNames(burgerEn, menu)
    expect(shown.name).toBe('Burger de bœuf classique')
    expect(shown.variations?.[0]?.name).toBe('Taille')
    expect(shown.variations?.[0]?.values[1]?.name).toBe('Grand')
    // Doneness (4) is not in this menu: it keeps English.
    expect(shown.variations?.[1]?.name).toBe('Doneness')
  })

  it('leaves the stored line untouched and adds no fields it did not have', () => {
    const bare: CartLine = {
      uuid: 'u-bare',
      id: 1011,
      category: 103,
      name: 'Burger',
      price: '45.00',
      qty: 1,
    }
    const frozen = Object.freeze(bare)
    const shown = cartLineWithMenuNames(frozen, menuAr)
    expect(shown).toEqual({ ...bare, name: 'برجر لحم كلاسيكي' })
    expect(Object.keys(shown)).toEqual(Object.keys(bare))
    expect(bare.name).toBe('Burger')
    expect(cartLineWithMenuNames(burgerEn, menuAr)).not.toBe(burgerEn)
    expect(burgerEn.variations?.[0]?.name).toBe('Size')
  })
})

// Labels aside: the line with every name, variation_value and combo name blanked out.
function withoutLabels(value: CartLine): unknown {
  const variations = (groups: readonly CartLineVariation[] | undefined) =>
    groups?.map((group) => ({
      ...group,
      name: '',
      values: group.values.map((entry) => ({
        ...entry,
        ...('name' in entry ? { name: '' } : {}),
        ...('variation_value' in entry ? { variation_value: '' } : {}),
      })),
    }))
  return {
    ...value,
    name: '',
    ...('variations' in value ? { variations: variations(value.variations) } : {}),
    ...('combo_groups' in value
      ? {
          combo_groups: value.combo_groups?.map((group) => ({
            ...group,
            name: '',
            products: group.products.map((product) => ({
              ...product,
              name: '',
              ...('product_variations' in product
                ? { product_variations: variations(product.product_variations) }
                : {}),
            })),
          })),
        }
      : {}),
  }
}

describe('properties', () => {
  const id = fc.integer({ min: 1, max: 4 })
  const label = fc.string({ maxLength: 6 })
  const amount = fc
    .tuple(fc.nat(999), fc.nat(999))
    .map(([whole, thousandths]) => `${whole}.${String(thousandths).padStart(3, '0')}`)
  const value = fc.record(
    {
      id,
      name: fc.option(label, { nil: undefined }),
      variation_value: fc.option(label),
      price: fc.option(amount),
      math: fc.option(fc.constantFrom('+' as const, '-' as const)),
      selected: fc.option(fc.boolean()),
    },
    { requiredKeys: ['id'] },
  )
  const group = fc.record({ id, name: label, values: fc.array(value, { maxLength: 3 }) })
  const cartLine: fc.Arbitrary<CartLine> = fc.record(
    {
      uuid: fc.uuid(),
      id,
      category: id,
      name: label,
      price: amount,
      qty: fc.integer({ min: 1, max: 50 }),
      max_qty: fc.option(fc.integer({ min: 1, max: 50 })),
      special_instructions: fc.option(label),
      variations: fc.array(group, { maxLength: 3 }),
      combo_groups: fc.array(
        fc.record({
          id,
          name: label,
          products: fc.array(
            fc.record(
              {
                id,
                name: label,
                selected: fc.option(fc.boolean()),
                increase_price_by: fc.option(amount),
                product_variations: fc.array(group, { maxLength: 2 }),
              },
              { requiredKeys: ['id', 'name'] },
            ),
            { maxLength: 3 },
          ),
        }),
        { maxLength: 2 },
      ),
    },
    { requiredKeys: ['uuid', 'id', 'category', 'name', 'price', 'qty'] },
  )
  const named = fc.record({ id, name: label })
  const menu: fc.Arbitrary<CartLineNamesMenu> = fc.record({
    products: fc.array(
      fc.record({
        id,
        name: label,
        combo_groups: fc.array(
          fc.record({ id, name: label, products: fc.array(named, { maxLength: 3 }) }),
          { maxLength: 2 },
        ),
      }),
      { maxLength: 4 },
    ),
    variations: fc.array(
      fc.record({
        id,
        name: label,
        values: fc.array(
          fc.record({
            id,
            value: fc.option(label, { nil: undefined }),
            variation_value: fc.option(label),
            name: fc.option(label),
          }),
          { maxLength: 3 },
        ),
      }),
      { maxLength: 4 },
    ),
  })

  it('labels aside the line is unchanged, and its unit price and total are identical (1000 runs)', () => {
    fc.assert(
      fc.property(cartLine, menu, (stored, current) => {
        const shown = cartLineWithMenuNames(stored, current)
        expect(withoutLabels(shown)).toEqual(withoutLabels(stored))
        expect(lineUnitPrice(shown)).toBe(lineUnitPrice(stored))
        expect(lineTotal(shown)).toBe(lineTotal(stored))
      }),
      { numRuns: 1000 },
    )
  })

  it('renaming again with the same menu changes nothing (the names already are the menu’s)', () => {
    fc.assert(
      fc.property(cartLine, menu, (stored, current) => {
        const once = cartLineWithMenuNames(stored, current)
        expect(cartLineWithMenuNames(once, current)).toEqual(once)
      }),
      { numRuns: 1000 },
    )
  })

  it('a menu without products or variation groups leaves every name as stored', () => {
    fc.assert(
      fc.property(cartLine, (stored) => {
        expect(cartLineWithMenuNames(stored, { products: [], variations: [] })).toEqual(stored)
      }),
      { numRuns: 1000 },
    )
  })
})
