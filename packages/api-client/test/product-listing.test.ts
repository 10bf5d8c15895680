import { describe, expect, it } from 'vitest'
import { type Product, type ProductListingContext, productListing } from '../src/index'
import { closedSlot, isShown, menuFrom } from './fixtures'

// Two categories: one whose links are disabled, one outside its hours; products in each.
const menu = menuFrom({
  enable_order: true,
  categories: [
    { id: 1, name: 'Open', products: [11, 14] },
    { id: 2, name: 'Gift cards', disable_link: true, products: [12] },
    { id: 3, name: 'Late night', category_hours: closedSlot, products: [13] },
  ],
  products: [
    { id: 11, name: 'Tea', category: 1, price: '5.00' },
    { id: 12, name: 'Gift card', category: 2, price: '100.00' },
    { id: 13, name: 'Shawarma', category: 3, price: '20.00' },
    { id: 14, name: 'Water', category: 1, price: '0.00' },
  ],
})

function product(id: number) {
  const found = menu.products.find((candidate) => candidate.id === id)
  if (!found) throw new Error(`fixture product ${id}`)
  return found
}

// @carte/pricing's isPriceOrderable without zero-price items, by hand: above 0.
const aboveZero = (price: string) => /[1-9]/.test(price) && !price.startsWith('-')
// @carte/pricing's isOutOfStock, by hand: the flag, or a POS count below 1 on a product that is
// not a combo (menu-browsing §5 "capped by pos_available_qty (not for combos)").
const soldOut = (p: Product) =>
  p.out_of_stock || (!p.enable_combo && p.pos_available_qty !== null && p.pos_available_qty < 1)
const base: ProductListingContext = {
  menu,
  format: 1,
  venueOpen: true,
  isShown,
  isPriceOrderable: aboveZero,
  isOutOfStock: soldOut,
}

describe('productListing: link rules (menu-browsing §2 Category page)', () => {
  it('without a list category, a product whose own category has disable_link is not a link (home with home_display_all_categories)', () => {
    expect(productListing(product(12), base).linkDisabled).toBe(true)
    expect(productListing(product(11), base).linkDisabled).toBe(false)
  })

  it("the list's category still applies to every product when given (category page)", () => {
    const giftCards = menu.categories[1]
    expect(productListing(product(11), { ...base, category: giftCards }).linkDisabled).toBe(true)
  })

  it('product disable_link, out of stock and view format 4 disable the link', () => {
    const linkOff = { ...product(11), disable_link: true }
    const soldOut = { ...product(11), out_of_stock: true }
    expect(productListing(linkOff, base).linkDisabled).toBe(true)
    expect(productListing(soldOut, base).linkDisabled).toBe(true)
    expect(productListing(product(11), { ...base, format: 4 }).linkDisabled).toBe(true)
  })
})

describe('productListing: format 4 row button (menu-browsing §2 Category page)', () => {
  const row = { ...base, format: 4 as const }

  it('appears with ordering on, the venue open, category hours active and an orderable price', () => {
    expect(productListing(product(11), row).addShown).toBe(true)
  })

  it("without a list category, the product's own category hours decide", () => {
    expect(productListing(product(13), row).addShown).toBe(false)
  })

  it('not when ordering is off, the venue is closed, or the price is not orderable', () => {
    expect(
      productListing(product(11), { ...row, menu: { ...menu, enable_order: false } }).addShown,
    ).toBe(false)
    expect(productListing(product(11), { ...row, venueOpen: false }).addShown).toBe(false)
    expect(productListing(product(14), row).addShown).toBe(false)
    // enable_zero_price_item on: the pricing rule says every price is orderable.
    expect(productListing(product(14), { ...row, isPriceOrderable: () => true }).addShown).toBe(
      true,
    )
  })

  it('not for a product outside every known category', () => {
    expect(productListing({ ...product(11), category: 99 }, row).addShown).toBe(false)
  })

  it('never in the other formats', () => {
    for (const format of [1, 2, 3] as const) {
      expect(productListing(product(11), { ...row, format }).addShown).toBe(false)
    }
  })
})

// spec: menu-browsing §5 "Out of stock products show 'Out of Stock' and cannot be added";
// "Quantity: integer from 1 up to the maximum … capped by pos_available_qty (not for combos)"
describe('productListing: no orderable quantity is out of stock (menu-browsing §5)', () => {
  const row = { ...base, format: 4 as const }

  it.each([0, -1])('a POS count of %i: no row button, no link, shown out of stock', (count) => {
    const tea = { ...product(11), pos_available_qty: count }
    expect(productListing(tea, row)).toEqual({
      linkDisabled: true,
      addShown: false,
      outOfStock: true,
    })
    expect(productListing(tea, base)).toEqual({
      linkDisabled: true,
      addShown: false,
      outOfStock: true,
    })
  })

  it('a POS count of 1 still offers the row button', () => {
    const tea = { ...product(11), pos_available_qty: 1 }
    expect(productListing(tea, row)).toEqual({
      linkDisabled: true,
      addShown: true,
      outOfStock: false,
    })
  })

  it('a product flagged out_of_stock gets no row button either (its row says it once)', () => {
    expect(productListing({ ...product(11), out_of_stock: true }, row).addShown).toBe(false)
  })

  it('a combo ignores the POS count: the row button stays', () => {
    const combo = { ...product(11), enable_combo: true, pos_available_qty: 0 }
    expect(productListing(combo, row).addShown).toBe(true)
  })
})
