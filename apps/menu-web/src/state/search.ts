import { atom } from 'jotai'

/** The search screen's state (spec: menu-browsing §2 Search: searchTerm and checkedProperties). */
export interface SearchState {
  readonly searchTerm: string
  readonly checkedProperties: readonly number[]
}

/** Search state, kept while browsing so the product page can swipe over the results. */
export const searchAtom = atom<SearchState>({ searchTerm: '', checkedProperties: [] })

/** How many results the search shows, for the search it was counted for (its key). */
export interface SearchPage {
  readonly key: string
  readonly count: number
}

/**
 * The results 'Show more' has shown, kept beside the search state: back from a product, the
 * search shows the same rows and the page's scroll position can be restored to the one opened.
 * spec: menu-browsing §2 Search ("state kept when returning from a product"); architecture
 *   (nothing the diner chose is dropped)
 */
export const searchPageAtom = atom<SearchPage | null>(null)
