import { fontsLoadedCookie } from './fonts-cookie.mjs'

/** The stylesheet of the default fonts while it loads or once it has (null until asked, or failed). */
let defaultFonts: Promise<unknown> | null = null

/**
 * The default fonts, Roboto and Roboto Slab at 400 and 700 (`@carte/ui/fonts.css`): the first call
 * adds their stylesheet; later calls return the same promise, settled once their faces are
 * declared (each face's file then downloads when text first needs it). A failed load (offline, a
 * deploy that replaced the files) is asked again by the next call. Once loaded, a cookie tells the
 * static server to declare them in this browser's next pages (src/lib/fonts-cookie.mjs); a page
 * that already declares them is taken as it is.
 * spec: menu-browsing §9 "Fonts loaded by default: Roboto and Roboto Slab at weights 400 and 700"
 * @returns a promise settled when the faces are declared or the stylesheet failed.
 */
export function loadDefaultFonts(): Promise<unknown> {
  if (defaultFonts === null && fontsDeclared()) {
    // The static server put them into the page (this browser has them: src/lib/fonts-cookie.mjs).
    defaultFonts = Promise.resolve()
  }
  defaultFonts ??= import('@carte/ui/fonts.css').then(
    () => {
      // Once the page's text has loaded its faces (in the browser's cache from now on), the
      // server may declare them in this browser's pages.
      requestAnimationFrame(() => {
        void document.fonts.ready.then(() => {
          if (defaultFaceLoaded()) {
            // biome-ignore lint/suspicious/noDocumentCookie: the string is built by the cookie library (fontsLoadedCookie); the Cookie Store API is missing before Safari 18.4.
            document.cookie = fontsLoadedCookie(window.location.protocol === 'https:')
          }
        })
      })
    },
    () => {
      defaultFonts = null
    },
  )
  return defaultFonts
}

/** Whether the page declares the default faces (Roboto). */
function fontsDeclared(): boolean {
  return [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Roboto')
}

/** Whether a default face (Roboto or Roboto Slab) has loaded its file. */
function defaultFaceLoaded(): boolean {
  return [...document.fonts].some(
    (face) => face.status === 'loaded' && /^Roboto( Slab)?$/.test(face.family.replace(/"/g, '')),
  )
}

/**
 * Downloads the regular and bold faces of an element's font for the given text ahead of the rows
 * that will show it (the search results): the first ones are then laid out once, in their own
 * font, instead of in a fallback first and again when the font arrives. The text picks the script
 * subsets (a Cyrillic menu gets the Cyrillic files).
 * spec: menu-browsing §9 fonts; issue 5 (≤ 16 ms per keystroke)
 * @param element - an element whose font family the coming text inherits.
 * @param text - text like the coming text (some product names).
 * @returns a promise settled when both faces are loaded or failed.
 */
export function preloadFontsOf(element: Element, text: string): Promise<unknown> {
  return loadDefaultFonts().then(() => {
    const family = getComputedStyle(element).fontFamily
    return Promise.allSettled(
      ['400', '700'].map((weight) => document.fonts.load(`${weight} 1em ${family}`, text || ' ')),
    )
  })
}
