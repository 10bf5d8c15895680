import { join } from 'node:path'
import { build } from 'esbuild'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  categoryImage,
  defaultImages,
  drawerCategories,
  homeCategories,
  isNewerVersion,
  productImage,
  searchProducts,
  shownProducts,
  specialSections,
} from '../src/index'
import { closedSlot, isShown, menuFrom } from './fixtures'

const menu = menuFrom({
  categories: [
    { id: 1, name: 'Mains' },
    { id: 2, name: 'Burgers', parent: 1 },
    { id: 3, name: 'Late night', category_hours: closedSlot },
    { id: 4, name: 'Catering', external_link: 'https://example.com' },
    { id: 5, name: 'Gift cards', disable_link: true },
    { id: 6, name: 'On offer', enable_special_category: true, special_category_type: 'discounted' },
    { id: 7, name: 'Combos', enable_special_category: true, special_category_type: 'combos' },
    {
      id: 8,
      name: 'Picked',
      enable_special_category: true,
      special_category_type: 'all',
      special_category_display_categories: [2],
    },
    { id: 9, name: 'Retired', parent: 1, enable: false },
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
    { id: 12, name: 'Steak', category: 1, price: '99.00', enable_combo: true, discount: '0.00' },
    { id: 13, name: 'Midnight burger', category: 3, price: '30.00', properties: [1] },
    { id: 14, name: 'Gift burger', category: 5, price: '50.00', properties: [1] },
    { id: 15, name: 'Hidden burger', category: 1, price: '20.00', product_hours: closedSlot },
    { id: 16, name: 'Old burger', category: 9, price: '20.00', discount: '5' },
  ],
})

describe('home and drawer categories (menu-browsing §2 Home page, Drawer)', () => {
  it('home lists top-level categories inside their hours', () => {
    expect(homeCategories(menu, isShown).map((c) => c.id)).toEqual([1, 4, 5, 6, 7, 8])
  })

  it('the drawer also hides disable_link and external_link categories', () => {
    expect(drawerCategories(menu, isShown).map((c) => c.id)).toEqual([1, 6, 7, 8])
  })

  it('products show only inside their category hours and their own hours (§4)', () => {
    // 16 is in category 9, which is disabled (enable: false): not shown anywhere.
    expect(shownProducts(menu, isShown).map((p) => p.id)).toEqual([10, 11, 12, 14])
    expect(shownProducts(menu, isShown, new Set([2])).map((p) => p.id)).toEqual([10, 11])
  })
})

describe('searchProducts (menu-browsing §2 Search page)', () => {
  it('is empty with neither a term nor a property', () => {
    expect(searchProducts(menu, { searchTerm: '  ', checkedProperties: [] }, isShown)).toEqual([])
  })

  it('matches a case-insensitive substring of the name in enabled, timely, linkable categories', () => {
    const found = searchProducts(menu, { searchTerm: 'BuRgEr ', checkedProperties: [] }, isShown)
    // 13: category outside its hours; 14: disable_link category; 15: outside its own hours;
    // 16: a disabled category.
    expect(found.map((p) => p.id)).toEqual([10, 11])
  })

  it('keeps only products with at least one checked property', () => {
    const found = searchProducts(menu, { searchTerm: 'burger', checkedProperties: [1, 3] }, isShown)
    expect(found.map((p) => p.id)).toEqual([11])
    const byProperty = searchProducts(menu, { searchTerm: '', checkedProperties: [2] }, isShown)
    expect(byProperty.map((p) => p.id)).toEqual([10])
  })
})

describe('specialSections (menu-browsing §2 Category page special categories)', () => {
  const sectionIds = (id: number) => {
    const special = menu.categories.find((c) => c.id === id)
    if (!special) throw new Error(`no category ${id}`)
    return specialSections(menu, special, isShown).map((s) => [
      s.category.id,
      s.products.map((p) => p.id),
    ])
  }

  it("'discounted' lists the discounted products by category ('0.00' is no discount)", () => {
    expect(sectionIds(6)).toEqual([[2, [11]]])
  })

  it("'combos' lists the combo products", () => {
    expect(sectionIds(7)).toEqual([[1, [12]]])
  })

  it('special_category_display_categories limits the categories listed', () => {
    expect(sectionIds(8)).toEqual([[2, [10, 11]]])
  })

  it("'all' lists every enabled category inside its hours, link categories too (not disabled, hidden or special ones)", () => {
    const withAll = menuFrom({
      categories: [
        { id: 1, name: 'Mains' },
        { id: 3, name: 'Late night', category_hours: closedSlot },
        { id: 4, name: 'Catering', external_link: 'https://example.com' },
        { id: 5, name: 'Gift cards', disable_link: true },
        { id: 9, name: 'Retired', enable: false },
        { id: 20, name: 'Everything', enable_special_category: true, special_category_type: 'all' },
      ],
      products: [
        { id: 12, name: 'Steak', category: 1, price: '99.00' },
        { id: 13, name: 'Midnight burger', category: 3, price: '30.00' },
        { id: 17, name: 'Party platter', category: 4, price: '120.00' },
        { id: 14, name: 'Gift burger', category: 5, price: '50.00' },
        { id: 16, name: 'Old burger', category: 9, price: '20.00' },
      ],
    })
    const special = withAll.categories.find((c) => c.id === 20)
    if (!special) throw new Error('fixture')
    expect(
      specialSections(withAll, special, isShown).map((s) => [
        s.category.id,
        s.products.map((p) => p.id),
      ]),
    ).toEqual([
      [1, [12]],
      [4, [17]],
      [5, [14]],
    ])
  })
})

describe('isNewerVersion (menu-browsing §4 Version banner; architecture: numeric by part)', () => {
  it('compares numerically part by part', () => {
    expect(isNewerVersion('1.10.0', '1.9.60')).toBe(true)
    expect(isNewerVersion('1.9.61', '1.9.60')).toBe(true)
    expect(isNewerVersion('2', '1.9.60')).toBe(true)
  })

  it('is false for the same, older, empty or malformed versions', () => {
    expect(isNewerVersion('1.9.60', '1.9.60')).toBe(false)
    expect(isNewerVersion('1.9.6', '1.9.60')).toBe(false)
    expect(isNewerVersion('1.9.60.0', '1.9.60')).toBe(false)
    expect(isNewerVersion('', '1.9.60')).toBe(false)
    expect(isNewerVersion(null, '1.9.60')).toBe(false)
    expect(isNewerVersion('v.next', '1.9.60')).toBe(false)
  })
})

describe('images (architecture: images carry width and height, fall back to the defaults)', () => {
  it('a category or product image carries its size, 400×300 when the server gives none', () => {
    const withImages = menuFrom({
      categories: [{ id: 1, name: 'A', image: { product: '/a.jpg', width: 640, height: 480 } }],
      products: [
        { id: 2, name: 'B', price: '1', images: [{ image: '/b.jpg' }, { image: '/c.jpg' }] },
      ],
      default_product_image: { resized: '/dp.jpg', width: 200, height: 100 },
    })
    const [category] = withImages.categories
    const [product] = withImages.products
    if (!category || !product) throw new Error('fixture')
    expect(categoryImage(category)).toEqual({ src: '/a.jpg', width: 640, height: 480 })
    expect(productImage(product)).toEqual({ src: '/b.jpg', width: 400, height: 300 })
    expect(defaultImages(withImages)).toEqual({
      product: { src: '/dp.jpg', width: 200, height: 100 },
      category: null,
    })
  })

  it('no image gives null (the caller shows the fallback)', () => {
    const [product] = menu.products
    const [category] = menu.categories
    if (!category || !product) throw new Error('fixture')
    expect(productImage(product)).toBeNull()
    expect(categoryImage(category)).toBeNull()
  })
})

describe('properties', () => {
  const word = fc.string({ unit: fc.constantFrom('a', 'B', 'c', 'D', 'é', 'É', ' '), maxLength: 8 })

  it('search is a case-insensitive substring of the name (§2 Search page)', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 6 }), word, (names, term) => {
        const m = menuFrom({
          categories: [{ id: 1, name: 'All' }],
          products: names.map((name, index) => ({ id: index + 1, name, category: 1, price: '1' })),
        })
        const needle = term.trim().toLocaleLowerCase()
        const found = searchProducts(m, { searchTerm: term, checkedProperties: [] }, isShown)
        const expected =
          needle === ''
            ? []
            : names.flatMap((name, index) =>
                name.toLocaleLowerCase().includes(needle) ? [index + 1] : [],
              )
        expect(found.map((p) => p.id)).toEqual(expected)
        const upper = searchProducts(
          m,
          { searchTerm: term.toLocaleUpperCase(), checkedProperties: [] },
          isShown,
        )
        expect(upper.map((p) => p.id)).toEqual(expected)
      }),
      { numRuns: 1000 },
    )
  })

  const version = fc.array(fc.nat(200), { minLength: 1, maxLength: 4 })
  const compareParts = (a: readonly number[], b: readonly number[]) => {
    for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
      const d = (a[i] ?? 0) - (b[i] ?? 0)
      if (d !== 0) return Math.sign(d)
    }
    return 0
  }

  it('versions compare numerically by part, like tuples padded with zeros (architecture rulings)', () => {
    fc.assert(
      fc.property(version, version, (a, b) => {
        const newer = isNewerVersion(a.join('.'), b.join('.'))
        expect(newer).toBe(compareParts(a, b) > 0)
        // Never both newer than each other, never newer than itself or its zero-padded form.
        expect(newer && isNewerVersion(b.join('.'), a.join('.'))).toBe(false)
        expect(isNewerVersion([...a, 0].join('.'), a.join('.'))).toBe(false)
      }),
      { numRuns: 1000 },
    )
  })

  it('a special category lists only products the diner can see now, each in its own category section', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            category: fc.integer({ min: 1, max: 4 }),
            discount: fc.constantFrom('0', '0.00', '5', '12.50'),
            combo: fc.boolean(),
            hidden: fc.boolean(),
          }),
          { maxLength: 12 },
        ),
        fc.constantFrom('all', 'discounted', 'combos'),
        (products, type) => {
          const m = menuFrom({
            categories: [
              { id: 1, name: 'One' },
              { id: 2, name: 'Two', category_hours: closedSlot },
              { id: 3, name: 'Three', disable_link: true },
              { id: 4, name: 'Four' },
              {
                id: 5,
                name: 'Special',
                enable_special_category: true,
                special_category_type: type,
              },
            ],
            products: products.map((p, index) => ({
              id: index + 1,
              name: `P${index}`,
              price: '1',
              category: p.category,
              discount: p.discount,
              enable_combo: p.combo,
              product_hours: p.hidden ? closedSlot : [],
            })),
          })
          const special = m.categories[4]
          if (!special) throw new Error('fixture')
          const sections = specialSections(m, special, isShown)
          const listed = sections.flatMap((s) => s.products.map((p) => [s.category.id, p.id]))
          const expected = products.flatMap((p, index) =>
            // Two is outside its hours; Three (disable_link) is listed too (§2 "all enabled").
            p.category !== 2 &&
            !p.hidden &&
            (type !== 'discounted' || p.discount === '5' || p.discount === '12.50') &&
            (type !== 'combos' || p.combo)
              ? [[p.category, index + 1]]
              : [],
          )
          expect(listed.sort()).toEqual(expected.sort())
        },
      ),
      { numRuns: 1000 },
    )
  })
})

// The menu shell and home screen call these on the first screen (menu-web's 135 KB budget): the
// selectors read MenuData types only, so they must not drag the valibot schemas or any call along.
describe('what a screen pays for', () => {
  it('the menu selectors bundle only src/menu files', async () => {
    const root = join(import.meta.dirname, '..')
    const result = await build({
      stdin: {
        contents:
          "export { categoryImage, defaultImages, drawerCategories, homeCategories, isNewerVersion, productImage, searchProducts, shownProducts, specialSections, upsellProducts } from './src/index'",
        resolveDir: root,
        loader: 'ts',
      },
      absWorkingDir: root,
      bundle: true,
      format: 'esm',
      write: false,
      metafile: true,
      treeShaking: true,
      external: ['@tanstack/react-query', 'valibot', 'libphonenumber-js', 'socket.io-client'],
      logLevel: 'silent',
    })
    const used = Object.values(result.metafile.outputs).flatMap((output) =>
      Object.entries(output.inputs)
        .filter(([, input]) => input.bytesInOutput > 0)
        .map(([path]) => path),
    )
    expect(used.length).toBeGreaterThan(0)
    expect(used.filter((path) => !path.startsWith('src/menu/'))).toEqual([])
  })
})
