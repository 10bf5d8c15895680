import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import AxeBuilder from '@axe-core/playwright'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { launchChromium } from './launch-chromium.mjs'

const screenshotDir = fileURLToPath(new URL('./screenshots/', import.meta.url))

/**
 * Launches Debian's Chromium (never a downloaded browser), headless, with *.localhost mapped to
 * the loopback address so custom domains (demo.localhost, nolicense.localhost) reach the server.
 * @returns the browser.
 */
export function launchBrowser(): Promise<Browser> {
  return launchChromium()
}

/**
 * The app's origin on a host ('127.0.0.1' or a custom domain such as 'demo.localhost').
 * @param host - the host name.
 * @returns the origin with the static server's port.
 */
export function origin(host = '127.0.0.1'): string {
  return `http://${host}:${inject('webPort')}`
}

/** A page with the phone viewport plus the CSP violations and page errors it reported. */
export interface TestPage {
  readonly context: BrowserContext
  readonly page: Page
  readonly problems: string[]
}

/** @carte/ui's THEME_FONTS_ORIGIN (the harness does not load the component library). */
const THEME_FONTS_ORIGIN = 'https://fonts.googleapis.com'
/** Where the font service's stylesheets point for their files. */
const THEME_FONT_FILES_ORIGIN = 'https://fonts.gstatic.com'
/** A real font file standing in for every theme font (the machine is offline). */
const THEME_FONT_FILE = readFileSync(
  join(
    dirname(createRequire(import.meta.url).resolve('@carte/ui/fonts.css')),
    'fonts',
    'roboto-slab-latin-700-normal.woff2',
  ),
)

/**
 * Answers the font service as it does, for a test machine that cannot reach it: the stylesheet
 * of each requested family at each weight, with CORS, over a real font file (Roboto Slab's
 * glyphs), so a theme font loads and swaps in as it does on a diner's phone.
 * @param url - a css2 request ('…/css2?family=Playfair+Display:wght@700&display=swap').
 * @returns the stylesheet.
 */
function themeFontsStylesheet(url: string): string {
  const faces = new URL(url).searchParams.getAll('family').flatMap((spec) => {
    const [family = '', axes = ''] = spec.split(':')
    const weights = /^wght@([\d;]+)$/.exec(axes)?.[1]?.split(';') ?? ['400']
    return weights.map(
      (weight) =>
        `@font-face { font-family: '${family}'; font-style: normal; font-weight: ${weight}; font-display: swap; src: url(${THEME_FONT_FILES_ORIGIN}/s/carte-e2e/${encodeURIComponent(family)}-${weight}.woff2) format('woff2'); }`,
    )
  })
  return `${faces.join('\n')}\n`
}

/**
 * Opens a fresh context (empty storage) with a 390×844 phone viewport and records CSP violations
 * and uncaught errors so a test can assert there were none.
 * @param browser - the browser.
 * @param options - a granted geolocation position, if any.
 * @returns the page and its problem log.
 */
export async function openPage(
  browser: Browser,
  options: {
    geolocation?: { latitude: number; longitude: number }
    /** The font service serves the theme's faces (default: it answers with none, see below). */
    themeFonts?: boolean
    /** The browser's own time zone (default: the machine's), for screens that must not use it. */
    timezoneId?: string
  } = {},
): Promise<TestPage> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    ...(options.geolocation
      ? { geolocation: options.geolocation, permissions: ['geolocation'] }
      : {}),
  })
  // Waits fail in 10 s with a clear message rather than at the test timeout.
  context.setDefaultTimeout(10_000)
  // The theme's own fonts come from Google Fonts (src/hooks/useThemeFonts.ts), which a test
  // machine cannot reach: answered here as the service answers (unanswered, axe fetched the failed
  // stylesheet again, which the page's connect-src rightly refuses). By default without faces,
  // as when the service is down: a theme font arrives after the app's first render on every full
  // page load and swaps in, a layout shift of its own (0.010 on the demo cart) that the screens'
  // own shift tests leave out; `themeFonts: true` serves them.
  await context.route(`${THEME_FONTS_ORIGIN}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/css; charset=utf-8',
      headers: { 'access-control-allow-origin': '*' },
      body: options.themeFonts ? themeFontsStylesheet(route.request().url()) : '',
    }),
  )
  await context.route(`${THEME_FONT_FILES_ORIGIN}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'font/woff2',
      headers: { 'access-control-allow-origin': '*' },
      body: THEME_FONT_FILE,
    }),
  )
  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    // DOMPurify parses venue HTML in an inert document; Chromium reports the seeded XSS probe's
    // onerror attribute there as a blocked inline handler. That is the CSP working, not a problem.
    if (/inline event handler/i.test(text)) return
    if (message.type() === 'error' && /Content.Security.Policy/i.test(text)) {
      problems.push(`CSP: ${text}`)
    }
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  // The static server renders some first screens into the page (server/prerender.mjs): they show
  // before the app runs, and a tap on them does nothing until it has replaced them. A diner waits
  // for the page to respond; so does every test: each load waits for the app's first render.
  const goto = page.goto.bind(page)
  page.goto = async (url, gotoOptions) => {
    const response = await goto(url, gotoOptions)
    await untilAppRendered(page)
    return response
  }
  const reload = page.reload.bind(page)
  page.reload = async (reloadOptions) => {
    const response = await reload(reloadOptions)
    await untilAppRendered(page)
    return response
  }
  return { context, page, problems }
}

/**
 * Opens the demo venue in a fresh context as a diner's QR code does (its licence path, landing on
 * the home), then `path`.
 * @param browser - the browser.
 * @param path - the app path to open next, e.g. '/en/product/1021'.
 * @param options - as {@link openPage}; `change` edits the demo menu as served (see {@link withMenu});
 *   `prepare` readies the page before anything loads (e.g. routes for the requests the screen makes).
 * @returns the page and its problem log.
 */
export async function openDemoAt(
  browser: Browser,
  path: string,
  options: Parameters<typeof openPage>[1] & {
    change?: (menu: Json) => void
    prepare?: (page: Page) => Promise<unknown>
  } = {},
): Promise<TestPage> {
  const { change, prepare, ...pageOptions } = options
  const opened = await openPage(browser, pageOptions)
  if (change) await withMenu(opened.page, 'demo', change)
  if (prepare) await prepare(opened.page)
  await opened.page.goto(`${origin()}/demo`)
  await opened.page.waitForURL(/\/en\/home$/)
  await opened.page.getByTestId('home-screen').waitFor()
  await opened.page.goto(`${origin()}${path}`)
  return opened
}

/**
 * Opens the demo venue's form {id} ({@link openDemoAt}), once its screen and header are up.
 * @param browser - the browser.
 * @param lang - the screen's language.
 * @param id - the form id (demo: 1 the feedback form, 2 the geofenced 'Table service').
 * @param options - as {@link openPage}.
 * @returns the page and its problem log.
 */
export async function openDemoForm(
  browser: Browser,
  lang: 'en' | 'ar',
  id: number,
  options: Parameters<typeof openPage>[1] = {},
): Promise<TestPage> {
  const opened = await openDemoAt(browser, `/${lang}/form/${id}`, options)
  await opened.page.getByTestId('form-screen').waitFor()
  await opened.page.getByRole('banner').waitFor()
  return opened
}

/**
 * Waits until the app has rendered over a server-rendered first screen (src/main.tsx removes
 * #root's data-prerendered then); at once on a page without one.
 * @param page - the page.
 */
export async function untilAppRendered(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('#root[data-prerendered]') === null,
    undefined,
    { polling: 50 },
  )
}

/**
 * The analytics events named `event` that reached the page's data layer (the app's analytics
 * module pushes every event there; spec: menu-browsing §7, ordering-payment §7 Analytics events).
 * @param page - the page.
 * @param event - the event name, e.g. 'cart_page_view'.
 * @returns those entries, in order.
 */
export async function dataLayerEvents(page: Page, event: string): Promise<unknown[]> {
  return page.evaluate(
    (name) =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
        (entry) => entry.event === name,
      ),
    event,
  )
}

/**
 * Saves a screenshot for reviewers under e2e/screenshots/ (git-ignored).
 * @param page - the page.
 * @param name - file name without extension.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true })
  // Settled pixels: wait for running CSS animations (drawer slide, spinners excluded: infinite).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  )
  await page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage: false })
}

/**
 * Runs axe and fails on serious or critical violations of the app's own markup.
 * @param page - the page, settled on the screen to check.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // Venue-supplied HTML (SanitizedHtml) is the venue's content, not the app's markup.
  const results = await new AxeBuilder({ page }).exclude('.carte-html').analyze()
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    )
  expect(blocking).toEqual([])
}

/**
 * Closes a venue's promotion pop-up (promotion_on_load: the closed venue's), which opens on the
 * home once per page load.
 * @param page - the page on the home screen.
 */
export async function closePromotionPopup(page: Page): Promise<void> {
  const popup = page.getByTestId('promotion-popup')
  await popup.getByRole('button', { name: 'Close' }).click()
  await popup.waitFor({ state: 'hidden' })
}

/**
 * Sums the page's layout-shift entries not caused by input (the CLS of one screen load), once its
 * fonts have arrived: the default and theme fonts swap in after the app's first render
 * (src/lib/fonts.ts, src/hooks/useThemeFonts.ts), and a shift they cause counts too.
 * @param page - the page, after the load to measure.
 * @returns the sum of the shifts.
 */
export async function cumulativeShift(page: Page): Promise<number> {
  await page.waitForFunction(
    () =>
      [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Roboto') &&
      [...document.querySelectorAll<HTMLLinkElement>('link[data-carte-theme-fonts]')].every(
        (link) => link.sheet !== null,
      ),
  )
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => void document.fonts.ready.then(() => resolve())),
      ),
  )
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
          })[]) {
            if (!entry.hadRecentInput) sum += entry.value
          }
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(sum), 300)
      }),
  )
}

/** A menu answer as JSON, for tests that change it. */
export type Json = Record<string, unknown>

/**
 * Serves a licence's menu with the venue settings a test needs (the seed is shared by every e2e
 * file, so it stays as it is).
 * @param page - the page, before it loads the menu.
 * @param license - the venue's licence ('demo', 'partner', ...).
 * @param change - edits the menu answer in place.
 */
export async function withMenu(
  page: Page,
  license: string,
  change: (menu: Json) => void,
): Promise<void> {
  await page.route(`${inject('apiBaseUrl')}/*/api/menu/${license}/`, async (route) => {
    try {
      const response = await route.fetch()
      const menu = (await response.json()) as Json
      change(menu)
      await route.fulfill({ response, json: menu })
    } catch (error) {
      // A menu refresh still in flight when the test closes its page or context: nothing left to
      // serve (closing the context disposes the fetched answer before the page reads as closed).
      if (page.isClosed() || /disposed|closed/i.test(String(error))) return
      throw error
    }
  })
}
