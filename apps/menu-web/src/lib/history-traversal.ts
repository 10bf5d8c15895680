let traversed = false

/**
 * Follows the browser's Back and Forward (its popstate, which the browser's Back, the header's
 * Back and the 'back' add-to-cart redirect all give): call before the router creates its history,
 * so this listener runs before the router's own. (Not a history subscriber: the router loads a
 * navigation made before it is mounted only while its history has none.)
 */
export function followHistoryTraversals(): void {
  window.addEventListener('popstate', () => {
    traversed = true
  })
}

/** Ends a traversal once the router has resolved it (the router's onResolved event). */
export function historyTraversalResolved(): void {
  traversed = false
}

/**
 * Whether the navigation being resolved goes back or forward through the session history: an
 * entry from before the diner changed language then opens in the language they chose.
 * spec: menu-browsing §4 "Selecting a language sets selected_language"
 * @returns true for Back, Forward and go(n) until the router has resolved them.
 */
export function isHistoryTraversal(): boolean {
  return traversed
}
