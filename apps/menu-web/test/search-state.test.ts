import { createStore } from 'jotai'
import { afterEach, describe, expect, it } from 'vitest'
import { licenseAtom } from '../src/state/persisted'
import { searchAtom, searchPageAtom } from '../src/state/search'

// spec: menu-browsing §2 Search ("state kept when returning from a product"); architecture
// rulings (nothing the diner chose is dropped): the search is kept per tab (sessionStorage), so a
// reload or a discarded tab brings it back. A licence's atoms read their storage once, when first
// used: each test uses licences of its own, as a new page load would.

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

/** A page of the venue: a new store once the venue's menu has loaded (which stores its licence). */
function pageOf(license: string) {
  const store = createStore()
  store.set(licenseAtom, license)
  return store
}

const stored = (key: string): unknown => JSON.parse(sessionStorage.getItem(key) ?? 'null')

describe('search state kept per tab (menu-browsing §2 Search)', () => {
  it('the term, the checked properties and the shown results go to this tab, nothing to localStorage', () => {
    const page = pageOf('kept')
    page.set(searchAtom, { searchTerm: 'burger', checkedProperties: [2, 5] })
    page.set(searchPageAtom, { key: 'burger|2,5', count: 24 })
    expect(stored('carte:kept:search')).toEqual({ searchTerm: 'burger', checkedProperties: [2, 5] })
    expect(stored('carte:kept:search-page')).toEqual({ key: 'burger|2,5', count: 24 })
    expect(Object.keys(localStorage).filter((key) => key.includes('search'))).toEqual([])
  })

  it('a reload (or a discarded tab opened again) gives back the same search', () => {
    sessionStorage.setItem(
      'carte:reload:search',
      JSON.stringify({ searchTerm: 'Fattoush', checkedProperties: [3] }),
    )
    sessionStorage.setItem(
      'carte:reload:search-page',
      JSON.stringify({ key: 'fattoush|3', count: 12 }),
    )
    const page = pageOf('reload')
    expect(page.get(searchAtom)).toEqual({ searchTerm: 'Fattoush', checkedProperties: [3] })
    expect(page.get(searchPageAtom)).toEqual({ key: 'fattoush|3', count: 12 })
  })

  it('a new tab starts with an empty search', () => {
    const page = pageOf('fresh')
    expect(page.get(searchAtom)).toEqual({ searchTerm: '', checkedProperties: [] })
    expect(page.get(searchPageAtom)).toBeNull()
  })

  it("another venue opened in the tab has its own search: one menu's property is never checked on another's", () => {
    const page = pageOf('venue-a')
    page.set(searchAtom, { searchTerm: 'tea', checkedProperties: [7] })
    page.set(licenseAtom, 'venue-b')
    expect(page.get(searchAtom)).toEqual({ searchTerm: '', checkedProperties: [] })
    page.set(searchAtom, { searchTerm: 'cake', checkedProperties: [] })
    page.set(licenseAtom, 'venue-a')
    expect(page.get(searchAtom)).toEqual({ searchTerm: 'tea', checkedProperties: [7] })
    expect(stored('carte:venue-b:search')).toEqual({ searchTerm: 'cake', checkedProperties: [] })
  })

  it('what storage holds is read back only with its types (an older build, a hand)', () => {
    sessionStorage.setItem(
      'carte:odd:search',
      JSON.stringify({ searchTerm: 42, checkedProperties: [1, '2', 3.5, null, 4] }),
    )
    sessionStorage.setItem('carte:odd:search-page', JSON.stringify({ key: 'x', count: -3 }))
    const page = pageOf('odd')
    expect(page.get(searchAtom)).toEqual({ searchTerm: '', checkedProperties: [1, 4] })
    expect(page.get(searchPageAtom)).toBeNull()
    sessionStorage.setItem('carte:broken:search', '{not json')
    expect(pageOf('broken').get(searchAtom)).toEqual({ searchTerm: '', checkedProperties: [] })
  })
})
