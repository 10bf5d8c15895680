// Resource hints for the first screen of a path, written into index.html by serve.mjs: the
// browser starts the screen's chunks, the venue's menu calls and the API connections while it
// still downloads the entry JS, instead of one after the other (LCP of the first screen).
// On the home, the first cards' images too (the LCP element), which the app would otherwise only
// request after its JS has run and rendered the cards.
// Only <link> tags: no inline script, so the strict CSP stays as it is.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { storedLanguageInCookies } from '../src/lib/language-cookie.mjs'
import segments from '../src/lib/route-segments.json' with { type: 'json' }
import { escapeHtml, textOrNull } from './text.mjs'

/** Language codes the app routes (the app's own list; spec: menu-browsing §9). */
const LANGUAGES = new Set(segments.languages)

/** First segments that are screens or location codes, never a licence (as src/lib/paths.ts). */
const NOT_A_LICENSE = new Set([...segments.screens, ...segments.locationCodes])

/** The lazy screen chunk of each screen segment (src/router.tsx). */
const SCREEN_SOURCES = {
  home: 'src/screens/HomeScreen.tsx',
  search: 'src/screens/SearchScreen.tsx',
  category: 'src/screens/CategoryScreen.tsx',
  product: 'src/screens/ProductScreen.tsx',
  page: 'src/screens/PageScreen.tsx',
  form: 'src/screens/FormScreen.tsx',
  promotions: 'src/screens/PromotionsScreen.tsx',
  cart: 'src/screens/ordering/CartScreen.tsx',
}

/** The header bar every /{lang}/ screen shows (a lazy chunk of the shell). */
const SHELL_SOURCES = ['src/shell/HeaderBar.tsx']

/** Screens whose first paint shows venue HTML (header text, descriptions): the sanitizer chunk. */
const SANITIZER_SOURCE = 'src/components/sanitized-html.ts'
const WITH_VENUE_HTML = new Set(['home', 'category', 'product', 'page', 'cart'])

/**
 * Home cards whose images load eagerly (src/components/CategoryCards.tsx EAGER_CARDS): a phone's
 * first screen, where the LCP element is.
 */
const FIRST_SCREEN_CARDS = 8
/**
 * How many of those images are preloaded: the first row (two cards on a phone). One painted card
 * image is the LCP (the later ones are no larger), and every preload shares the phone's
 * connections and bandwidth with the entry JS: with all eight preloaded, the vendor chunk started
 * ~300 ms later in Lighthouse's simulation and the LCP moved from ~2.3 s to ~2.7 s.
 */
const PRELOADED_IMAGES = 2

/** How long a host's licence, a licence's languages and a menu are reused (the menu's refresh age). */
const LOOKUP_TTL_MS = 60_000
/** A slow API never holds the page back for longer than this. */
const LOOKUP_TIMEOUT_MS = 800

/**
 * Reads dist/.vite/manifest.json (null when the build has none: no module hints then).
 * @param {string} dist
 * @returns {Promise<Record<string, { file: string, src?: string, isEntry?: boolean, imports?: string[], css?: string[] }> | null>}
 */
export async function readManifest(dist) {
  try {
    return JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'))
  } catch {
    return null
  }
}

/**
 * The chunks a screen's first render waits for beyond the page's entry (its static imports, which
 * index.html preloads itself): the screen's own chunk, the header bar and, on screens that show
 * venue HTML, the sanitizer, each with its static imports. The static server preloads them
 * (createHints) and `pnpm budget` lists them.
 * @param {Awaited<ReturnType<typeof readManifest>>} manifest - the build's manifest.
 * @param {string} screen - a screen segment ('home', 'category', ...).
 * @returns {string[]} their files ('assets/HeaderBar-….js'), none without a manifest.
 */
export function screenModuleFiles(manifest, screen) {
  if (!manifest) return []
  const closure = (keys, into) => {
    const stack = [...keys]
    while (stack.length > 0) {
      const key = stack.pop()
      const chunk = key === undefined ? undefined : manifest[key]
      if (!chunk || into.has(chunk.file)) continue
      into.add(chunk.file)
      stack.push(...(chunk.imports ?? []))
    }
    return into
  }
  const entryFiles = closure(
    Object.keys(manifest).filter((key) => manifest[key]?.isEntry),
    new Set(),
  )
  const sources = [SCREEN_SOURCES[screen], ...SHELL_SOURCES]
  if (WITH_VENUE_HTML.has(screen)) sources.push(SANITIZER_SOURCE)
  const files = closure(
    sources.filter((source) => source !== undefined && manifest[source] !== undefined),
    new Set(),
  )
  return [...files].filter((file) => file.endsWith('.js') && !entryFiles.has(file))
}

/**
 * Builds the per-path hint writer.
 * @param {{ manifest: Awaited<ReturnType<typeof readManifest>>, apiBaseUrl: string, fetchJson?: (url: string) => Promise<unknown> }} options
 * @returns {{ forRequest: (pathname: string, hostname: string, cookie?: string) => Promise<string> }}
 */
export function createHints({ manifest, apiBaseUrl, fetchJson = defaultFetchJson }) {
  const api = apiBaseUrl.replace(/\/+$/, '')
  const apiOrigin = new URL(api).origin
  /** Each screen's chunks, worked out once (the build does not change while serving). */
  const moduleFiles = new Map()
  const moduleFilesOf = (screen) => {
    if (!moduleFiles.has(screen)) moduleFiles.set(screen, screenModuleFiles(manifest, screen))
    return moduleFiles.get(screen)
  }

  /** @type {Map<string, { at: number, value: Promise<unknown> }>} */
  const lookups = new Map()
  // Stale while revalidating: only a host's very first page waits for the lookup.
  const cached = (url) => {
    const hit = lookups.get(url)
    if (hit === undefined || Date.now() - hit.at >= LOOKUP_TTL_MS) {
      const value = fetchJson(url).catch(() => null)
      const next = { at: Date.now(), value }
      if (hit === undefined) lookups.set(url, next)
      else void value.then(() => lookups.set(url, next))
      if (hit === undefined) return value
      hit.at = Date.now()
    }
    return hit.value
  }
  const domainUrl = (hostname) => `${api}/en/menus/custom-domain/${encodeURIComponent(hostname)}/`
  const languagesUrl = (license) => `${api}/en/api/menu_language/${encodeURIComponent(license)}/`
  const menuUrl = (license, lang) => `${api}/${lang}/api/menu/${encodeURIComponent(license)}/`

  /**
   * The calls the app makes first on this path, as the app makes them (same URL, mode cors,
   * no credentials), so the browser answers its fetches from these preloads; the last one is the
   * menu (absent when the venue's language is unknown).
   * @returns {Promise<{ urls: string[], menu: string | null }>}
   */
  const dataUrls = async (segments, hostname, cookie) => {
    const [first, second] = segments
    let license = null
    let lang = null
    const urls = []
    const none = { urls: [], menu: null }
    if (first !== undefined && LANGUAGES.has(first) && second !== undefined) {
      // '/{lang}/...': on a custom domain the app asks the host's licence first.
      const answer = await cached(domainUrl(hostname))
      license =
        typeof answer?.license === 'string' && answer.license !== 'none' ? answer.license : null
      if (license === null) return none
      urls.push(domainUrl(hostname))
      lang = first
    } else if (first !== undefined && !NOT_A_LICENSE.has(first) && !LANGUAGES.has(first)) {
      // '/{license}' (and its t/a/r codes): the app lands on the venue's home; on a custom domain
      // only the host gives the licence (the app reads no licence in the path there).
      const answer = await cached(domainUrl(hostname))
      if (typeof answer?.license === 'string') return none
      // The app asks the host's lookup first on every host (its 404 says: the shared domain).
      urls.push(domainUrl(hostname))
      license = first
    } else {
      return none
    }
    const languages = await cached(languagesUrl(license))
    const codes = Array.isArray(languages?.languages)
      ? languages.languages.map((language) => language?.code)
      : []
    if (codes.length === 0) return { urls, menu: null }
    urls.push(languagesUrl(license))
    // The app shows the path's language when the venue has it; on a landing path the diner's
    // stored choice when the venue has it; else the venue's default.
    const wanted = lang ?? storedLanguageInCookies(cookie, license)
    const served = wanted !== null && codes.includes(wanted) ? wanted : languages.default_language
    if (typeof served !== 'string' || !LANGUAGES.has(served)) return { urls, menu: null }
    const menu = menuUrl(license, served)
    urls.push(menu)
    return { urls, menu }
  }

  /**
   * The images of the home's first row of cards, as the app requests them (src/components/
   * CategoryCards.tsx through @carte/api-client categoryImage / defaultImages: the category's
   * `image.product`, else the menu's `default_category_image.resized`; none for `hidden_image`).
   * The home shows the top-level categories within their hours (homeCategories); the server does
   * not evaluate hours, so a category with hours is left out, and so are the cards after the
   * first screen (a preload the page does not use is a wasted request and a console warning).
   * @param {unknown} menu - the menu answer (unvalidated: anything unexpected gives no hint).
   * @returns {string[]}
   */
  const homeImageUrls = (menu) => {
    if (typeof menu !== 'object' || menu === null || menu.home_display_all_categories === true) {
      return []
    }
    const categories = Array.isArray(menu.categories) ? menu.categories : []
    const fallback = textOrNull(menu.default_category_image?.resized)
    const urls = []
    const firstScreen = categories
      .filter(
        (category) =>
          typeof category === 'object' &&
          category !== null &&
          (category.parent === null || category.parent === undefined),
      )
      .slice(0, FIRST_SCREEN_CARDS)
    for (const category of firstScreen) {
      const always = !Array.isArray(category.category_hours) || category.category_hours.length === 0
      const src = textOrNull(category.image?.product) ?? fallback
      if (always && category.hidden_image !== true && src !== null && !urls.includes(src)) {
        urls.push(src)
      }
    }
    return urls.slice(0, PRELOADED_IMAGES)
  }

  return {
    /**
     * The hints of a path.
     * @param {string} pathname
     * @param {string} hostname
     * @param {string} [cookie] - the request's Cookie header (the diner's language choices).
     * @returns {Promise<string>}
     */
    async forRequest(pathname, hostname, cookie) {
      const segments = pathname.split('/').filter((segment) => segment !== '')
      const [first, second] = segments
      const screen =
        first !== undefined && LANGUAGES.has(first)
          ? (second ?? 'home')
          : first !== undefined && !NOT_A_LICENSE.has(first)
            ? 'home'
            : null
      const tags = [
        // Fetches (CORS, no credentials) and images (no CORS) use separate connections.
        `<link rel="preconnect" href="${escapeHtml(apiOrigin)}" crossorigin>`,
        `<link rel="preconnect" href="${escapeHtml(apiOrigin)}">`,
      ]
      // One deadline for every lookup of this page: a slow API costs the hints, never the page.
      let timer
      const deadline = new Promise((resolve) => {
        timer = setTimeout(() => resolve(null), LOOKUP_TIMEOUT_MS)
      })
      try {
        const data = (await Promise.race([dataUrls(segments, hostname, cookie), deadline])) ?? {
          urls: [],
          menu: null,
        }
        for (const url of data.urls) {
          tags.push(`<link rel="preload" as="fetch" crossorigin href="${escapeHtml(url)}">`)
        }
        if (screen === 'home' && data.menu !== null) {
          const menu = await Promise.race([cached(data.menu), deadline])
          for (const url of homeImageUrls(menu)) {
            // No crossorigin: an <img> without it makes the same (no-cors) request, so it takes
            // this answer.
            tags.push(
              `<link rel="preload" as="image" href="${escapeHtml(url)}" fetchpriority="high">`,
            )
          }
        }
      } finally {
        clearTimeout(timer)
      }
      if (screen !== null && screen in SCREEN_SOURCES) {
        for (const file of moduleFilesOf(screen)) {
          tags.push(`<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`)
        }
      }
      return tags.join('\n    ')
    },
  }
}

/** GET a JSON answer with a timeout; rejects on any failure. */
async function defaultFetchJson(url) {
  const response = await fetch(url, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return response.json()
}
