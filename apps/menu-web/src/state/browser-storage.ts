import { languageCookie } from '../lib/language-cookie.mjs'

/** The part of Storage jotai's createJSONStorage uses. */
export type StringStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

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

/**
 * Where the choices of one visit are kept: this tab's sessionStorage, so they survive a reload in
 * the middle of a checkout and are gone on a later visit; on the server, a storage that holds
 * nothing.
 * architecture rulings: only the cart (products, order type, coupon code) and the customer's
 * details persist across visits
 * @returns the storage to give jotai's createJSONStorage.
 */
export function tabStorage(): StringStorage {
  return typeof sessionStorage === 'undefined' ? NO_STORAGE : sessionStorage
}

/**
 * The storage of a licence's language choice: the browser's storage, and a cookie with the same
 * choice, so that the static server renders a landing path's first screen in that language
 * (src/lib/language-cookie.mjs). Nothing more on the server.
 * spec: menu-browsing §2 (the stored choice picks the language)
 * @param license - the venue licence.
 * @returns the storage to give jotai's createJSONStorage.
 */
export function languageStorage(license: string): StringStorage {
  const storage = browserStorage()
  if (typeof document === 'undefined') return storage
  const secure = window.location.protocol === 'https:'
  const writeCookie = (code: string | null) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the string is built by the cookie library (languageCookie); the Cookie Store API is missing before Safari 18.4.
    document.cookie = languageCookie(license, code, secure)
  }
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => {
      storage.setItem(key, value)
      const code: unknown = JSON.parse(value)
      writeCookie(typeof code === 'string' ? code : null)
    },
    removeItem: (key) => {
      storage.removeItem(key)
      writeCookie(null)
    },
  }
}
