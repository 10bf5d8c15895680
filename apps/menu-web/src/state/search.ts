import { atom, type SetStateAction, type WritableAtom } from 'jotai'
import { atomWithStorage, createJSONStorage } from 'jotai/utils'
import { tabStorage } from './browser-storage'
import { licenseAtom } from './persisted'

/** The search screen's state (spec: menu-browsing §2 Search: searchTerm and checkedProperties). */
export interface SearchState {
  readonly searchTerm: string
  readonly checkedProperties: readonly number[]
}

/** How many results the search shows, for the search it was counted for (its key). */
export interface SearchPage {
  readonly key: string
  readonly count: number
}

const EMPTY_SEARCH: SearchState = { searchTerm: '', checkedProperties: [] }

const recordOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}

// Storage is not trusted (an older build, a hand): a field is read back only with its type.
function readSearch(stored: unknown): SearchState {
  const record = recordOf(stored)
  const checked = Array.isArray(record.checkedProperties) ? record.checkedProperties : []
  return {
    searchTerm: typeof record.searchTerm === 'string' ? record.searchTerm : '',
    checkedProperties: checked.filter((id): id is number => Number.isSafeInteger(id)),
  }
}

function readPage(stored: unknown): SearchPage | null {
  const record = recordOf(stored)
  return typeof record.key === 'string' &&
    typeof record.count === 'number' &&
    Number.isSafeInteger(record.count) &&
    record.count > 0
    ? { key: record.key, count: record.count }
    : null
}

type TabAtom<T> = WritableAtom<T, [SetStateAction<T>], void>

/**
 * A value kept in this tab's sessionStorage per licence, read through the current venue's
 * licence: another venue opened in the tab (the shared domain) starts with its own, so a
 * property of one menu is never checked, unseen, on another's search.
 */
function perVenueInTab<T>(name: string, initial: T, read: (stored: unknown) => T): TabAtom<T> {
  const json = createJSONStorage<T>(tabStorage)
  const storage: typeof json = {
    ...json,
    getItem: (key, fallback) => read(json.getItem(key, fallback)),
  }
  const atoms = new Map<string, TabAtom<T>>()
  const atomOf = (license: string): TabAtom<T> => {
    let found = atoms.get(license)
    if (!found) {
      found = atomWithStorage<T>(`carte:${license}:${name}`, initial, storage, { getOnInit: true })
      atoms.set(license, found)
    }
    return found
  }
  // The screens show once the venue's menu has loaded, which stores its licence (routes/lang.tsx).
  return atom(
    (get) => get(atomOf(get(licenseAtom) ?? '')),
    (get, set, next: SetStateAction<T>) => set(atomOf(get(licenseAtom) ?? ''), next),
  )
}

/**
 * Search state, kept while browsing so the product page can swipe over the results; kept per tab
 * (sessionStorage) so a reload, or a phone that discarded the tab, brings the diner back to the
 * same search. A search term is no secret; a later visit starts with an empty search.
 * spec: menu-browsing §2 Search ("state kept when returning from a product"); architecture
 *   (nothing the diner chose is dropped)
 */
export const searchAtom = perVenueInTab<SearchState>('search', EMPTY_SEARCH, readSearch)

/**
 * The results 'Show more' has shown, kept beside the search state (per tab too): back from a
 * product, the search shows the same rows and the page's scroll position can be restored to the
 * one opened.
 * spec: menu-browsing §2 Search ("state kept when returning from a product"); architecture
 *   (nothing the diner chose is dropped)
 */
export const searchPageAtom = perVenueInTab<SearchPage | null>('search-page', null, readPage)
