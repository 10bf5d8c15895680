import type { HoursEntry } from '@carte/hours'
import { beforeAll, describe, expect, it } from 'vitest'
import { searchProducts } from '../src/lib/search'
import { specialSections } from '../src/lib/special-category'
import { drawerCategories, homeCategories, shownProducts } from '../src/lib/visibility'
import { menuFrom } from './support/menu'

// Stands in for @carte/hours bound to "now": entries with disable_order=true mark an item as
// outside its hours in these fixtures; no entries = always shown (architecture rulings).
const isShown = (entries: readonly HoursEntry[] | null | undefined) =>
  !entries?.some((entry) => entry.disable_order)
const closedSlot = [{ weekday: 1, from_hour: '00:00:00', to_hour: '01:00:00', disable_order: true }]

let menu: Awaited<ReturnType<typeof menuFrom>>

beforeAll(async () => {
  menu = await menuFrom({
    categories: [
      { id: 1, name: 'Mains' },
      { id: 2, name: 'Burgers', parent: 1 },
      { id: 3, name: 'Late night', category_hours: closedSlot },
      { id: 4, name: 'Catering', external_link: 'https://example.com' },
      { id: 5, name: 'Gift cards', disable_link: true },
      {
        id: 6,
        name: 'On offer',
        enable_special_category: true,
        special_category_type: 'discounted',
      },
      { id: 7, name: 'Combos', enable_special_category: true, special_category_type: 'combos' },
      {
        id: 8,
        name: 'Picked',
        enable_special_category: true,
        special_category_type: 'all',
        special_category_display_categories: [2],
      },
    ],
    products: [
      { id: 10, name: 'Classic Burger', category: 2, price: '45.00', properties: [2] },
      {
        id: 11,
        name: 'Falafel BURGER',
        category: 2,
        price: '39.00',
        properties: [1],
        discount: '10',
      },
      { id: 12, name: 'Steak', category: 1, price: '99.00', enable_combo: true },
      { id: 13, name: 'Midnight burger', category: 3, price: '30.00', properties: [1] },
      { id: 14, name: 'Gift burger', category: 5, price: '50.00', properties: [1] },
      { id: 15, name: 'Hidden burger', category: 1, price: '20.00', product_hours: closedSlot },
    ],
  })
})

describe('home and drawer categories (menu-browsing §2 Home page, Drawer)', () => {
  it('home lists top-level categories inside their hours', () => {
    expect(homeCategories(menu, isShown).map((c) => c.id)).toEqual([1, 4, 5, 6, 7, 8])
  })

  it('the drawer also hides disable_link and external_link categories', () => {
    expect(drawerCategories(menu, isShown).map((c) => c.id)).toEqual([1, 6, 7, 8])
  })

  it('products show only inside their category hours and their own hours (§4)', () => {
    expect(shownProducts(menu, isShown).map((p) => p.id)).toEqual([10, 11, 12, 14])
    expect(shownProducts(menu, isShown, new Set([2])).map((p) => p.id)).toEqual([10, 11])
  })
})

describe('search (menu-browsing §2 Search page)', () => {
  it('is empty with neither a term nor a property', () => {
    expect(searchProducts(menu, { searchTerm: '  ', checkedProperties: [] }, isShown)).toEqual([])
  })

  it('matches a case-insensitive substring of the name in enabled, timely, linkable categories', () => {
    const found = searchProducts(menu, { searchTerm: 'burger', checkedProperties: [] }, isShown)
    // 13 is in a category outside its hours, 14 in a disable_link category, 15 outside its hours.
    expect(found.map((p) => p.id)).toEqual([10, 11])
  })

  it('keeps only products with at least one checked property', () => {
    const found = searchProducts(menu, { searchTerm: 'burger', checkedProperties: [1, 3] }, isShown)
    expect(found.map((p) => p.id)).toEqual([11])
  })
})

describe('special categories (menu-browsing §2 Category page)', () => {
  const sectionIds = (id: number) => {
    const special = menu.categories.find((c) => c.id === id)
    if (!special) throw new Error(`no category ${id}`)
    return specialSections(menu, special, isShown).map((s) => [
      s.category.id,
      s.products.map((p) => p.id),
    ])
  }

  it("'discounted' lists the discounted products by category", () => {
    expect(sectionIds(6)).toEqual([[2, [11]]])
  })

  it("'combos' lists the combo products", () => {
    expect(sectionIds(7)).toEqual([[1, [12]]])
  })

  it('special_category_display_categories limits the categories listed', () => {
    expect(sectionIds(8)).toEqual([[2, [10, 11]]])
  })
})
