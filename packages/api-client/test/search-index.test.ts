import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type HoursEntry, searchIndex, searchIndexProducts, searchProducts } from '../src/index'
import { closedSlot, isShown, menuFrom } from './fixtures'

const menu = menuFrom({
  categories: [
    { id: 1, name: 'Mains' },
    { id: 2, name: 'Burgers', parent: 1 },
    { id: 3, name: 'Late night', category_hours: closedSlot },
    { id: 4, name: 'Catering', external_link: 'https://example.com' },
    { id: 5, name: 'Gift cards', disable_link: true },
    { id: 9, name: 'Retired', enable: false },
  ],
  products: [
    { id: 10, name: 'Classic Burger', category: 2, price: '45.00', properties: [2] },
    { id: 11, name: 'Falafel BURGER', category: 2, price: '39.00', properties: [1] },
    { id: 12, name: 'Steak', category: 1, price: '99.00', properties: [1, 2] },
    { id: 13, name: 'Midnight burger', category: 3, price: '30.00', properties: [1] },
    { id: 14, name: 'Gift burger', category: 5, price: '50.00', properties: [1] },
    { id: 15, name: 'Hidden burger', category: 1, price: '20.00', product_hours: closedSlot },
    { id: 16, name: 'Old burger', category: 9, price: '20.00' },
    { id: 17, name: 'Catered burger', category: 4, price: '20.00' },
    { id: 18, name: 'Loose burger', category: null, price: '20.00' },
  ],
})

describe('searchIndex (menu-browsing §2 Search page: which products a search may list)', () => {
  it('keeps products of enabled, timely, non-link categories inside their own hours, in menu order', () => {
    // 13: category outside its hours; 14: disable_link category; 15: outside its own hours;
    // 16: disabled category; 17: external_link category; 18: no category.
    expect(searchIndex(menu, isShown).products.map((p) => p.id)).toEqual([10, 11, 12])
  })

  it('holds each listed name lower-cased, index for index', () => {
    expect(searchIndex(menu, isShown).names).toEqual(['classic burger', 'falafel burger', 'steak'])
  })

  it('follows the hours test it was built with (a category opening later)', () => {
    const allOpen = () => true
    expect(searchIndex(menu, allOpen).products.map((p) => p.id)).toEqual([10, 11, 12, 13, 15])
  })
})

describe('searchIndexProducts (menu-browsing §2 Search page)', () => {
  const index = searchIndex(menu, isShown)

  it('is empty with neither a term nor a property (a blank term counts as none)', () => {
    expect(searchIndexProducts(index, { searchTerm: '   ', checkedProperties: [] })).toEqual([])
  })

  it('matches a case-insensitive substring of the name, the term trimmed', () => {
    const found = searchIndexProducts(index, { searchTerm: ' bUrGeR  ', checkedProperties: [] })
    expect(found.map((p) => p.id)).toEqual([10, 11])
  })

  it("in Turkish, 'i' finds 'İ' and 'ı' finds 'I', on a phone set to any language (case as the menu's language writes it)", () => {
    const turkish = menuFrom({
      categories: [{ id: 1, name: 'Ana yemekler' }],
      products: [
        { id: 1, name: 'İskender Kebap', category: 1, price: '10' },
        { id: 2, name: 'ISPANAKLI BÖREK', category: 1, price: '10' },
      ],
    })
    const ids = (searchTerm: string, language?: string) =>
      searchIndexProducts(searchIndex(turkish, isShown, language), {
        searchTerm,
        checkedProperties: [],
      }).map((p) => p.id)
    expect(ids('iskender', 'tr')).toEqual([1])
    expect(ids('İSKENDER', 'tr')).toEqual([1])
    expect(ids('ıspanak', 'tr')).toEqual([2])
    expect(ids('böreK', 'tr')).toEqual([2])
    expect(
      searchProducts(turkish, { searchTerm: 'iskender', checkedProperties: [] }, isShown, 'tr'),
    ).toHaveLength(1)
    // Without the menu's language (default rules), as before: upper and lower case of the
    // same letter still match.
    expect(ids('İSKENDER')).toEqual([1])
    expect(ids('ispanak')).toEqual([2])
  })

  it('a language tag the platform does not take falls back to the default rules', () => {
    expect(searchIndex(menu, isShown, 'not a tag').names).toEqual([
      'classic burger',
      'falafel burger',
      'steak',
    ])
  })

  it('keeps only products with at least one checked property', () => {
    const both = searchIndexProducts(index, { searchTerm: 'burger', checkedProperties: [1, 3] })
    expect(both.map((p) => p.id)).toEqual([11])
    const byProperty = searchIndexProducts(index, { searchTerm: '', checkedProperties: [2] })
    expect(byProperty.map((p) => p.id)).toEqual([10, 12])
  })

  it('returns the menu products themselves (the product page swipes over the same objects)', () => {
    const [first] = searchIndexProducts(index, { searchTerm: 'steak', checkedProperties: [] })
    expect(first).toBe(menu.products[2])
  })
})

describe('searchIndexProducts while typing (menu-browsing §2 Search page)', () => {
  it('answers each key of a term typed, deleted and filtered by properties on one index', () => {
    const index = searchIndex(menu, isShown)
    const ids = (searchTerm: string, checkedProperties: number[] = []) =>
      searchIndexProducts(index, { searchTerm, checkedProperties }).map((p) => p.id)
    expect(ids('b')).toEqual([10, 11])
    expect(ids('bu')).toEqual([10, 11])
    expect(ids('bur')).toEqual([10, 11])
    expect(ids('burger', [2])).toEqual([10])
    expect(ids('burger')).toEqual([10, 11])
    expect(ids('')).toEqual([])
    expect(ids('a')).toEqual([10, 11, 12])
    expect(ids('', [1])).toEqual([11, 12])
    expect(ids('st', [1])).toEqual([12])
  })
})

const word = fc.string({
  unit: fc.constantFrom('a', 'B', 'c', 'É', 'é', ' ', 'I', 'i', 'İ', 'ı'),
  maxLength: 8,
})
/** The menu's language: none (default rules), Turkish (its own i's) or English. */
const language = fc.constantFrom(undefined, 'tr', 'en')

describe('properties', () => {
  it('one index answers a term typed key by key and deleted as fresh indexes do (§2 Search page)', () => {
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 8 }),
        word,
        fc.subarray([0, 1, 2]),
        (names, typed, checked) => {
          const m = menuFrom({
            categories: [{ id: 1, name: 'All' }],
            products: names.map((name, at) => ({
              id: at + 1,
              name,
              category: 1,
              price: '1',
              properties: [at % 3],
            })),
          })
          const index = searchIndex(m, isShown)
          const steps = [...typed].map((_, at) => typed.slice(0, at + 1))
          for (const searchTerm of [...steps, ...steps.reverse()]) {
            const state = { searchTerm, checkedProperties: checked }
            const fresh = searchIndexProducts(searchIndex(m, isShown), state)
            expect(searchIndexProducts(index, state)).toEqual(fresh)
          }
        },
      ),
      { numRuns: 1000 },
    )
  })

  const slot = fc.constantFrom<readonly HoursEntry[] | null>(null, closedSlot)

  it('an index built once answers every search as searchProducts does (§2 Search page)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: word, hours: slot, property: fc.nat(2) }), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.array(fc.record({ enable: fc.boolean(), hours: slot, link: fc.boolean() }), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.array(fc.record({ term: word, checked: fc.subarray([0, 1, 2]) }), { maxLength: 5 }),
        language,
        (products, categories, searches, lang) => {
          const m = menuFrom({
            categories: categories.map((c, id) => ({
              id,
              name: `C${id}`,
              enable: c.enable,
              category_hours: c.hours,
              disable_link: c.link,
            })),
            products: products.map((p, at) => ({
              id: 100 + at,
              name: p.name,
              category: at % categories.length,
              price: '1',
              product_hours: p.hours,
              properties: [p.property],
            })),
          })
          const index = searchIndex(m, isShown, lang)
          for (const { term, checked } of searches) {
            const state = { searchTerm: term, checkedProperties: checked }
            // Expected by hand: the rule spelled out over the raw menu.
            // Lower case as the language writes it ('und': the default rules on every phone).
            const lower = (text: string) => text.toLocaleLowerCase(lang ?? 'und')
            const needle = lower(term.trim())
            const expected =
              needle === '' && checked.length === 0
                ? []
                : products.flatMap((p, at) => {
                    const c = categories[at % categories.length]
                    const listed =
                      c?.enable === true &&
                      !c.link &&
                      c.hours === null &&
                      p.hours === null &&
                      lower(p.name).includes(needle) &&
                      (checked.length === 0 || checked.includes(p.property))
                    return listed ? [100 + at] : []
                  })
            expect(searchIndexProducts(index, state).map((p) => p.id)).toEqual(expected)
            expect(searchProducts(m, state, isShown, lang).map((p) => p.id)).toEqual(expected)
          }
        },
      ),
      { numRuns: 1000 },
    )
  })
})
