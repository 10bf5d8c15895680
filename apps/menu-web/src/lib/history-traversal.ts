/** The history entry the browser's latest Back or Forward went to (the router's key of it). */
let traversedTo: string | undefined

/** The router's key of a history entry (@tanstack/history writes it into each entry's state). */
function entryKey(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('__TSR_key' in state)) return undefined
  const key = state.__TSR_key
  return typeof key === 'string' ? key : undefined
}

/**
 * Follows the browser's Back and Forward (its popstate, which the browser's Back, the header's
 * Back and the 'back' add-to-cart redirect all give) by the entry they go to. Call before the
 * router creates its history. (Not a history subscriber: the router loads a navigation made
 * before it is mounted only while its history has none.)
 */
export function followHistoryTraversals(): void {
  window.addEventListener('popstate', (event) => {
    traversedTo = entryKey(event.state)
  })
}

/**
 * Whether a location is the entry the latest Back or Forward went to: an entry from before the
 * diner changed language then opens in the language they chose. A navigation that overtakes the
 * traversal, and the redirect it causes, are other entries (other keys), so they are not.
 * spec: menu-browsing §4 "Selecting a language sets selected_language"
 * @param location - the location being resolved (its history state).
 * @returns true for the entry of the latest Back, Forward or go(n).
 */
export function isHistoryTraversal(location: { readonly state: unknown }): boolean {
  const key = entryKey(location.state)
  return key !== undefined && key === traversedTo
}
