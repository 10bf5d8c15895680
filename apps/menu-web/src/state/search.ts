import { atom } from 'jotai'

/** The search screen's state (spec: menu-browsing §2 Search: searchTerm and checkedProperties). */
export interface SearchState {
  readonly searchTerm: string
  readonly checkedProperties: readonly number[]
}

/** Search state, kept while browsing so the product page can swipe over the results. */
export const searchAtom = atom<SearchState>({ searchTerm: '', checkedProperties: [] })
