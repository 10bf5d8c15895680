/**
 * The default fonts, Roboto and Roboto Slab at 400 and 700 (`@carte/ui/fonts.css`): the first call
 * adds their stylesheet; every call returns the same promise, settled once their faces are
 * declared (each face's file then downloads when text first needs it).
 * spec: menu-browsing §9 "Fonts loaded by default: Roboto and Roboto Slab at weights 400 and 700"
 * @returns a promise settled when the faces are declared.
 */
export function loadDefaultFonts(): Promise<unknown> {
  loading ??= import('@carte/ui/fonts.css').catch(() => undefined)
  return loading
}

let loading: Promise<unknown> | null = null

/**
 * Downloads the regular and bold faces of an element's font ahead of the text that will use them:
 * a list that fills with text later (the search results) then lays it out in its own font at once,
 * instead of in a fallback first and again when the font arrives.
 * @param element - an element whose font family the coming text inherits.
 * @returns a promise settled when both faces are loaded or failed.
 */
export function preloadFontsOf(element: Element): Promise<unknown> {
  return loadDefaultFonts().then(() => {
    const family = getComputedStyle(element).fontFamily
    return Promise.allSettled(
      ['400', '700'].map((weight) => document.fonts.load(`${weight} 1em ${family}`)),
    )
  })
}
