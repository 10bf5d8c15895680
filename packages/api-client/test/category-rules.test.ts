import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type AddFormContext,
  drawerCategories,
  homeCategories,
  isAddFormShown,
  isCategoryShown,
  isProductShown,
  type Product,
  type ProductListingContext,
  productListing,
  searchProducts,
  shownProducts,
  specialSections,
} from '../src/index'
import { closedSlot, isShown, menuFrom, noOrderSlot } from './fixtures'

// Menu of the reviewer's repro, in small: Salads disabled (enable: false), Drinks (format 4) and
// Burgers inside a whole-day slot with disable_order, Tea inside its own such slot.
const menu = menuFrom({
  enable_order: true,
  categories: [
    { id: 1, name: 'Mains' },
    { id: 3, name: 'Burgers', parent: 1, category_hours: noOrderSlot },
    { id: 5, name: 'Salads', enable: false },
    { id: 6, name: 'Drinks', category_hours: noOrderSlot, view_format: 4 },
    { id: 7, name: 'Desserts' },
    { id: 8, name: 'Late night', category_hours: closedSlot },
    { id: 9, name: 'Everything', enable_special_category: true, special_category_type: 'all' },
  ],
  products: [
    { id: 11, name: 'Spicy Chicken Burger', category: 3, price: '42.00' },
    { id: 12, name: 'Fattoush', category: 5, price: '34.00' },
    { id: 13, name: 'Lemon Mint', category: 6, price: '18.00' },
    { id: 14, name: 'Kunafa', category: 7, price: '25.00' },
    { id: 15, name: 'Tea', category: 7, price: '5.00', product_hours: noOrderSlot },
    { id: 16, name: 'Shawarma', category: 8, price: '20.00' },
  ],
})

function product(id: number): Product {
  const found = menu.products.find((candidate) => candidate.id === id)
  if (!found) throw new Error(`fixture product ${id}`)
  return found
}

// @carte/pricing's isPriceOrderable without zero-price items, by hand: above 0.
const aboveZero = (price: string) => /[1-9]/.test(price) && !price.startsWith('-')
const form: AddFormContext = { menu, venueOpen: true, isShown, isPriceOrderable: aboveZero }
const row: ProductListingContext = { ...form, format: 4, isOutOfStock: () => false }
const ids = (list: readonly { id: number }[]) => list.map((item) => item.id)

// spec: menu-browsing §2 "enabled categories" (Search, Category page); §2 Home page and Drawer
// "within opening hours"; README reading: one 'category shown' rule, enabled AND inside its hours.
describe('a category with enable: false is shown nowhere (isCategoryShown)', () => {
  it('isCategoryShown: enabled and inside its hours', () => {
    const [mains, , salads, , , late] = menu.categories
    if (!mains || !salads || !late) throw new Error('fixture')
    expect(isCategoryShown(mains, isShown)).toBe(true)
    expect(isCategoryShown(salads, isShown)).toBe(false)
    expect(isCategoryShown(late, isShown)).toBe(false)
  })

  it('home and drawer do not link it', () => {
    expect(ids(homeCategories(menu, isShown))).toEqual([1, 6, 7, 9])
    expect(ids(drawerCategories(menu, isShown))).toEqual([1, 6, 7, 9])
  })

  it('its products are not shown, not on the product page, and cannot be added', () => {
    expect(ids(shownProducts(menu, isShown))).toEqual([11, 13, 14, 15])
    expect(ids(shownProducts(menu, isShown, new Set([5])))).toEqual([])
    expect(isProductShown(menu, product(12), isShown)).toBe(false)
    expect(isAddFormShown(product(12), form)).toBe(false)
    expect(productListing(product(12), row).addShown).toBe(false)
  })

  it('search and special categories leave it out too', () => {
    // 'a' is in Fattoush (disabled Salads), Kunafa and Tea; Shawarma is outside its hours.
    expect(ids(searchProducts(menu, { searchTerm: 'a', checkedProperties: [] }, isShown))).toEqual([
      14, 15,
    ])
    const special = menu.categories[6]
    if (!special) throw new Error('fixture')
    expect(specialSections(menu, special, isShown).map((s) => s.category.id)).toEqual([3, 6, 7])
  })
})

// spec: menu-browsing §3 'Category hours entry: weekday, from_hour, to_hour, disable_order'; §2
// Product page 'category and product hours pass'; §2 Category page row button 'the category hours
// are active'. README reading: inside a slot with disable_order the category and its products
// are shown but cannot be ordered (closed wins over an overlapping slot).
describe('disable_order in category or product hours: shown, not orderable', () => {
  it('the category and its products stay listed', () => {
    expect(ids(homeCategories(menu, isShown))).toContain(6)
    expect(ids(shownProducts(menu, isShown, new Set([3, 6])))).toEqual([11, 13])
    expect(isProductShown(menu, product(11), isShown)).toBe(true)
    expect(isProductShown(menu, product(15), isShown)).toBe(true)
  })

  it("no add form on the product page (category's slot, or the product's own)", () => {
    expect(isAddFormShown(product(11), form)).toBe(false)
    expect(isAddFormShown(product(13), form)).toBe(false)
    expect(isAddFormShown(product(15), form)).toBe(false)
    expect(isAddFormShown(product(14), form)).toBe(true)
  })

  it('no format-4 row button, with the category given by the list or by the product', () => {
    const drinks = menu.categories[3]
    expect(productListing(product(13), { ...row, category: drinks }).addShown).toBe(false)
    expect(productListing(product(13), row).addShown).toBe(false)
    expect(productListing(product(15), row).addShown).toBe(false)
    expect(productListing(product(14), row).addShown).toBe(true)
  })
})

describe('properties', () => {
  it('no list, page or add action reaches a disabled or non-orderable category', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            enable: fc.boolean(),
            hours: fc.constantFrom([], closedSlot, noOrderSlot),
            parent: fc.boolean(),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.array(
          fc.record({ category: fc.nat(5), hours: fc.constantFrom([], closedSlot, noOrderSlot) }),
          { maxLength: 10 },
        ),
        (categories, products) => {
          const m = menuFrom({
            enable_order: true,
            categories: categories.map((c, index) => ({
              id: index + 1,
              name: `C${index}`,
              enable: c.enable,
              category_hours: c.hours,
              parent: c.parent && index > 0 ? 1 : null,
            })),
            products: products.map((p, index) => ({
              id: 100 + index,
              name: `P${index}`,
              price: '1',
              category: (p.category % categories.length) + 1,
              product_hours: p.hours,
            })),
          })
          // Worked out from the generated flags, not from the functions under test.
          const shownCategory = (id: number) => {
            const c = categories[id - 1]
            return c?.enable === true && c.hours !== closedSlot
          }
          const orderableCategory = (id: number) =>
            shownCategory(id) && categories[id - 1]?.hours !== noOrderSlot
          const expectedShown = products.flatMap((p, index) =>
            shownCategory((p.category % categories.length) + 1) && p.hours !== closedSlot
              ? [100 + index]
              : [],
          )
          expect(ids(shownProducts(m, isShown))).toEqual(expectedShown)
          expect(ids(homeCategories(m, isShown))).toEqual(
            categories.flatMap((c, index) =>
              (!c.parent || index === 0) && shownCategory(index + 1) ? [index + 1] : [],
            ),
          )
          const context: AddFormContext = {
            menu: m,
            venueOpen: true,
            isShown,
            isPriceOrderable: () => true,
          }
          for (const [index, p] of products.entries()) {
            const item = m.products[index]
            if (!item) throw new Error('fixture')
            const category = (p.category % categories.length) + 1
            const orderable =
              orderableCategory(category) && p.hours !== closedSlot && p.hours !== noOrderSlot
            expect(isAddFormShown(item, context)).toBe(orderable)
            expect(
              productListing(item, { ...context, format: 4, isOutOfStock: () => false }).addShown,
            ).toBe(orderable)
          }
        },
      ),
      { numRuns: 1000 },
    )
  })
})
