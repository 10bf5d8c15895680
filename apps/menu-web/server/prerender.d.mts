/** A first screen rendered by the build's renderer (src/prerender.tsx). */
export interface PrerenderedScreen {
  html: string
  lang: string
  dir: 'ltr' | 'rtl'
  /** The page title without its host ('Home | Marina Grill House'). */
  title: string
  /** The venue's description for link previews and search results. */
  description: string
}
/** Renders first screens for the static server, reusing a render within its clock minute. */
export interface Prerenderer {
  /** cookie: the request's Cookie header (a landing path renders in the diner's language). */
  forRequest(url: string, hostname: string, cookie?: string): Promise<PrerenderedScreen | null>
}
/** Loads <dist>/.ssr/prerender.js; null when the build has no renderer. */
export declare function createPrerenderer(options: {
  dist: string
  apiBaseUrl: string
  timeoutMs?: number
}): Promise<Prerenderer | null>
/**
 * The page with the screen in #root (marked data-prerendered), its language on <html>, and its
 * title ('{title} | {host}') and meta description in <head>.
 */
export declare function withPrerenderedScreen(
  page: string,
  screen: PrerenderedScreen,
  host?: string,
): string
