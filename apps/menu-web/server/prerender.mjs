// The first screen rendered into the page (src/prerender.tsx, built by `vite build --ssr` into
// <dist>/.ssr/): the diner sees the venue's home as soon as the HTML and CSS arrive, instead of
// after the app's JavaScript (the LCP of a phone on a mobile network). The app replaces it with
// the same screen once it runs. Never costs the page: a missing renderer, an error or a slow API
// gives the plain page, as before.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { JSDOM } from 'jsdom'

/** A slow API never holds the page back for longer than this (as the resource hints). */
const RENDER_TIMEOUT_MS = 800
/** A rendered screen is reused this long: a venue's home changes with its menu and hours. */
const REUSE_MS = 10_000
/** Rendered screens kept at most (per host and path). */
const MAX_KEPT = 500

/**
 * @typedef {{ html: string, lang: string, dir: 'ltr' | 'rtl' }} PrerenderedScreen
 * @typedef {{ forRequest: (url: string, hostname: string) => Promise<PrerenderedScreen | null> }} Prerenderer
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
  /** @type {Map<string, { at: number, value: Promise<PrerenderedScreen | null> }>} */
  const kept = new Map()
  return {
    forRequest(url, hostname) {
      const key = `${hostname}\n${url}`
      const hit = kept.get(key)
      if (hit !== undefined && Date.now() - hit.at < REUSE_MS) return hit.value
      let timer
      const value = Promise.race([
        renderer.prerenderScreen({ url, hostname }),
        new Promise((resolve) => {
          timer = setTimeout(() => resolve(null), timeoutMs)
        }),
      ])
        .catch(() => null)
        .finally(() => clearTimeout(timer))
      kept.delete(key)
      kept.set(key, { at: Date.now(), value })
      if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value)
      return value
    },
  }
}

/**
 * Writes a rendered first screen into the page: the markup into #root (marked, so the app knows
 * it replaces a screen the diner already sees), the language and direction onto <html>. The
 * app's scripts and their preloads then ask for a low fetch priority: the screen no longer waits
 * for them, so on a slow network the stylesheet and the screen's images come first.
 * @param {string} page - the page's HTML.
 * @param {PrerenderedScreen} screen
 * @returns {string}
 */
export function withPrerenderedScreen(page, screen) {
  return page
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${screen.lang}" dir="${screen.dir}">`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered>${screen.html}</div>`)
    .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
    .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ')
}
