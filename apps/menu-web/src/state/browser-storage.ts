/** The part of Storage jotai's createJSONStorage uses. */
type StringStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Holds nothing: where there is no page (the server's first-screen rendering, src/prerender.tsx). */
const NO_STORAGE: StringStorage = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
}

/**
 * Where the persisted atoms keep the diner's choices: the page's localStorage; on the server,
 * which renders a first screen for no one in particular, a storage that holds nothing, so every
 * persisted atom starts from its initial value (an empty cart, no stored language).
 * architecture rulings: the cart and the diner's choices persist per licence
 * @returns the storage to give jotai's createJSONStorage.
 */
export function browserStorage(): StringStorage {
  return typeof localStorage === 'undefined' ? NO_STORAGE : localStorage
}
