import { describe, expect, it } from 'vitest'
import { type AddFormContext, isAddFormShown, type Product } from '../src/index'
import { closedSlot, isShown, menuFrom } from './fixtures'

// spec: menu-browsing §2 Product page "The add-to-cart form is shown only when ordering is enabled,
// the menu is open, category and product hours pass, and the price is above 0 or zero-price items
// are enabled".
const menu = menuFrom({
  enable_order: true,
  categories: [
    { id: 1, name: 'Open', products: [11, 12, 14] },
    { id: 3, name: 'Late night', category_hours: closedSlot, products: [13] },
  ],
  products: [
    { id: 11, name: 'Tea', category: 1, price: '5.00' },
    { id: 12, name: 'Breakfast tea', category: 1, price: '6.00', product_hours: closedSlot },
    { id: 13, name: 'Shawarma', category: 3, price: '20.00' },
    { id: 14, name: 'Water', category: 1, price: '0.00' },
  ],
})

function product(id: number): Product {
  const found = menu.products.find((candidate) => candidate.id === id)
  if (!found) throw new Error(`fixture product ${id}`)
  return found
}

// @carte/pricing's isPriceOrderable without zero-price items, by hand: above 0.
const aboveZero = (price: string) => /[1-9]/.test(price) && !price.startsWith('-')
const open: AddFormContext = { menu, venueOpen: true, isShown, isPriceOrderable: aboveZero }

describe('isAddFormShown (menu-browsing §2 Product page)', () => {
  it('shown with ordering on, the venue open, both hours passing and a price above 0', () => {
    expect(isAddFormShown(product(11), open)).toBe(true)
  })

  it('not when ordering is off', () => {
    const off = { ...open, menu: { ...menu, enable_order: false } }
    expect(isAddFormShown(product(11), off)).toBe(false)
  })

  it('not when the venue is closed', () => {
    expect(isAddFormShown(product(11), { ...open, venueOpen: false })).toBe(false)
  })

  it("not outside the category's hours", () => {
    expect(isAddFormShown(product(13), open)).toBe(false)
  })

  it("not outside the product's own hours (a row would still list it: only category hours apply there)", () => {
    expect(isAddFormShown(product(12), open)).toBe(false)
  })

  it('a price of 0 only with zero-price items enabled', () => {
    expect(isAddFormShown(product(14), open)).toBe(false)
    expect(isAddFormShown(product(14), { ...open, isPriceOrderable: () => true })).toBe(true)
  })

  it('not for a product outside every known category', () => {
    expect(isAddFormShown({ ...product(11), category: 99 }, open)).toBe(false)
  })
})
