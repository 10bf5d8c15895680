import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Product, upsellProducts } from '../src/index'
import { closedSlot, isShown, menuFrom, noOrderSlot } from './fixtures'

// spec: ordering-payment §2 Cart screen (upsell)
describe('upsellProducts', () => {
  // A stand-in for @carte/pricing's isOutOfStock (this package does not depend on it): the flag,
  // or a POS count of 0 or less on a product that is not a combo.
  const isOutOfStock = (p: Product) =>
    Boolean(p.out_of_stock) ||
    (!p.enable_combo && p.pos_available_qty !== null && p.pos_available_qty <= 0)
  const stock = { isOutOfStock }
  const menu = menuFrom({
    categories: [
      { id: 1, name: 'Mains' },
      { id: 2, name: 'Late night', category_hours: closedSlot },
    ],
    products: [
      { id: 10, name: 'Fries', category: 1, price: '9.00', upsell_cart: true },
      { id: 11, name: 'Steak', category: 1, price: '99.00' },
      {
        id: 12,
        name: 'Sold out',
        category: 1,
        price: '5.00',
        upsell_cart: true,
        out_of_stock: true,
      },
      {
        id: 13,
        name: 'POS empty',
        category: 1,
        price: '5.00',
        upsell_cart: true,
        pos_available_qty: 0,
      },
      {
        id: 14,
        name: 'POS two',
        category: 1,
        price: '5.00',
        upsell_cart: true,
        pos_available_qty: 2,
      },
      {
        id: 15,
        name: 'No link',
        category: 1,
        price: '5.00',
        upsell_cart: true,
        disable_link: true,
      },
      {
        id: 16,
        name: 'Elsewhere',
        category: 1,
        price: '5.00',
        upsell_cart: true,
        external_link: 'https://example.com',
      },
      { id: 17, name: 'Midnight', category: 2, price: '5.00', upsell_cart: true },
      {
        id: 18,
        name: 'Breakfast',
        category: 1,
        price: '5.00',
        upsell_cart: true,
        product_hours: closedSlot,
      },
      { id: 19, name: 'Cola', category: 1, price: '4.00', upsell_cart: true },
    ],
  })

  it('keeps upsell_cart products that are shown now, in stock and linkable, in menu order', () => {
    expect(upsellProducts(menu, isShown, stock).map((p) => p.id)).toEqual([10, 14, 19])
  })

  // ordering-payment §2 Cart screen "open categories"; README reading: inside a slot with
  // disable_order a product is shown but cannot be ordered, so the cart does not suggest it.
  it('leaves out a product whose category or own hours are inside a disable_order slot', () => {
    const noOrder = menuFrom({
      categories: [
        { id: 1, name: 'Mains' },
        { id: 3, name: 'Drinks', category_hours: noOrderSlot },
      ],
      products: [
        { id: 10, name: 'Fries', category: 1, price: '9.00', upsell_cart: true },
        { id: 20, name: 'Lemonade', category: 3, price: '6.00', upsell_cart: true },
        {
          id: 21,
          name: 'Tea',
          category: 1,
          price: '5.00',
          upsell_cart: true,
          product_hours: noOrderSlot,
        },
      ],
    })
    expect(upsellProducts(noOrder, isShown, stock).map((p) => p.id)).toEqual([10])
  })

  it('a carted product is not suggested again unless same-item adding is on (menu-browsing §4 Cart actions)', () => {
    const carted = (id: number) => id === 10
    expect(upsellProducts(menu, isShown, { ...stock, isCarted: carted }).map((p) => p.id)).toEqual([
      14, 19,
    ])
    const sameItem = { ...menu, enable_adding_same_item_cart: true }
    expect(
      upsellProducts(sameItem, isShown, { ...stock, isCarted: carted }).map((p) => p.id),
    ).toEqual([10, 14, 19])
  })

  it('none qualifies: empty (the cart hides the section)', () => {
    expect(
      upsellProducts(menuFrom({ categories: menu.categories, products: [] }), isShown, stock),
    ).toEqual([])
  })

  it('stock is the injected rule, so the cart suggests what a product page can add: a combo with a POS count of 0 is suggested, a product the rule calls out of stock is not', () => {
    const combo = menuFrom({
      categories: [{ id: 1, name: 'Mains' }],
      products: [
        {
          id: 1,
          name: 'Meal deal',
          category: 1,
          price: '20.00',
          upsell_cart: true,
          enable_combo: true,
          pos_available_qty: 0,
        },
        { id: 2, name: 'Fries', category: 1, price: '9.00', upsell_cart: true },
      ],
    })
    expect(upsellProducts(combo, isShown, stock).map((p) => p.id)).toEqual([1, 2])
    const friesGone = { isOutOfStock: (p: Product) => p.id === 2 }
    expect(upsellProducts(combo, isShown, friesGone).map((p) => p.id)).toEqual([1])
  })

  describe('properties', () => {
    it('a product is suggested exactly when every condition holds', () => {
      fc.assert(
        fc.property(
          fc.record({
            upsell: fc.boolean(),
            outOfStock: fc.boolean(),
            qty: fc.option(fc.integer({ min: -2, max: 3 }), { nil: null }),
            combo: fc.boolean(),
            disableLink: fc.boolean(),
            external: fc.constantFrom('', 'https://example.com'),
            inHours: fc.boolean(),
          }),
          (p) => {
            const one = menuFrom({
              categories: [{ id: 1, name: 'Mains' }],
              products: [
                {
                  id: 1,
                  name: 'P',
                  category: 1,
                  price: '1.00',
                  upsell_cart: p.upsell,
                  out_of_stock: p.outOfStock,
                  pos_available_qty: p.qty,
                  enable_combo: p.combo,
                  disable_link: p.disableLink,
                  external_link: p.external,
                  product_hours: p.inHours ? [] : closedSlot,
                },
              ],
            })
            const expected =
              p.upsell &&
              !p.outOfStock &&
              (p.combo || p.qty === null || p.qty > 0) &&
              !p.disableLink &&
              p.external === '' &&
              p.inHours
            expect(upsellProducts(one, isShown, stock).length).toBe(expected ? 1 : 0)
          },
        ),
        { numRuns: 1000 },
      )
    })
  })
})
