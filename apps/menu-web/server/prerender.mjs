// The first screen rendered into the page (src/prerender.tsx, built by `vite build --ssr` into
// <dist>/.ssr/): the diner sees the venue's home as soon as the HTML and CSS arrive, instead of
// after the app's JavaScript (the LCP of a phone on a mobile network). The app replaces it with
// the same screen once it runs. Never costs the page: a missing renderer, an error or a slow API
// gives the plain page, as before.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { JSDOM } from 'jsdom'
import { languageCookiesKey } from '../src/lib/language-cookie.mjs'
import { escapeHtml, textOrNull } from './text.mjs'

/** A slow API never holds the page back for longer than this (as the resource hints). */
const RENDER_TIMEOUT_MS = 800
/**
 * A rendered screen is reused within its clock minute (a venue's hours change the home at minute
 * boundaries; menu data is reused for a minute as in the app, menu-browsing §4) and rendered
 * again in the background once it is this old.
 */
const REFRESH_MS = 10_000
/** Rendered screens kept at most (per host and path). */
const MAX_KEPT = 500

/**
 * @typedef {{ html: string, lang: string, dir: 'ltr' | 'rtl', title: string, description: string }} PrerenderedScreen
 * @typedef {{ forRequest: (url: string, hostname: string, cookie?: string) => Promise<PrerenderedScreen | null> }} Prerenderer
 */

/**
 * Loads the build's first-screen renderer, if the build has one.
 * @param {{ dist: string, apiBaseUrl: string, timeoutMs?: number }} options
 * @returns {Promise<Prerenderer | null>} null when <dist>/.ssr/prerender.js is absent.
 */
export async function createPrerenderer({ dist, apiBaseUrl, timeoutMs = RENDER_TIMEOUT_MS }) {
  const entry = join(dist, '.ssr', 'prerender.js')
  if (!existsSync(entry)) return null
  const renderer = await import(pathToFileURL(entry).href)
  renderer.setUpPrerender({ apiBaseUrl, domWindow: new JSDOM('').window })
  /** @type {Map<string, { at: number, value: Promise<PrerenderedScreen | null>, refreshing?: boolean }>} */
  const kept = new Map()
  const minuteOf = (at) => Math.floor(at / 60_000)
  const keep = (key, value) => {
    kept.delete(key)
    kept.set(key, { at: Date.now(), value })
    if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value)
  }
  /** A render's result, kept even when it comes after the request stopped waiting for it. */
  const render = (url, hostname, cookie) =>
    renderer.prerenderScreen({ url, hostname, cookie }).catch(() => null)
  return {
    forRequest(url, hostname, cookie) {
      // A landing path renders in the diner's language choice (its cookie): one render per choice.
      const languages = languageCookiesKey(cookie)
      const key = `${hostname}\n${url}\n${languages}`
      const now = Date.now()
      let hit = kept.get(key)
      if (hit === undefined || minuteOf(hit.at) !== minuteOf(now)) {
        keep(key, render(url, hostname, languages))
        hit = kept.get(key)
      } else if (now - hit.at >= REFRESH_MS && !hit.refreshing) {
        // Stale while revalidating: this request takes the kept screen, a fresh one replaces it.
        const stale = hit
        stale.refreshing = true
        void render(url, hostname, languages).then((screen) => {
          if (screen !== null) keep(key, Promise.resolve(screen))
          else stale.refreshing = false
        })
      }
      let timer
      return Promise.race([
        hit?.value ?? Promise.resolve(null),
        new Promise((resolve) => {
          timer = setTimeout(() => resolve(null), timeoutMs)
        }),
      ]).finally(() => clearTimeout(timer))
    },
  }
}

/**
 * Writes a rendered first screen into the page: the markup into #root (marked, so the app knows
 * it replaces a screen the diner already sees), the language and direction onto <html>, the
 * screen's title ('{screen} | {menu name} | {host}', as the app sets it) and the venue's
 * description: what a link preview in a chat or a search result shows, read without the app's
 * JavaScript. (The app's scripts then start after the screen: server/start-after-first-screen.mjs.)
 * spec: menu-browsing §2 titles
 * @param {string} page - the page's HTML.
 * @param {PrerenderedScreen} screen
 * @param {string} [host] - the request's host (with its port), the title's last part.
 * @returns {string}
 */
export function withPrerenderedScreen(page, screen, host = '') {
  // A renderer of an older build gives neither: the page then keeps its own title.
  const named = textOrNull(screen.title)
  const title = named === null ? null : [named, host].filter(Boolean).join(' | ')
  const description = textOrNull(screen.description)
  const meta = (attribute, name, content) =>
    content === null ? '' : `\n    <meta ${attribute}="${name}" content="${escapeHtml(content)}" />`
  // The description for search results; Open Graph for a chat's link preview (most read it first).
  const head = [
    meta('name', 'description', description),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
  ].join('')
  // Replacement functions, not strings: a venue's text may hold '$&' or "$'", which a string
  // replacement reads as patterns, pasting parts of the page into the markup.
  return page
    .replace(
      /<title>[^<]*<\/title>/,
      (kept) => `${title === null ? kept : `<title>${escapeHtml(title)}</title>`}${head}`,
    )
    .replace(
      /<html lang="[^"]*" dir="[^"]*">/,
      () => `<html lang="${screen.lang}" dir="${screen.dir}">`,
    )
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered>${screen.html}</div>`)
}
