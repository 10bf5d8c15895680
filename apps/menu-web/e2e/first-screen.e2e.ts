// Issue 5 (performance, home LCP): the static server renders a venue's home into the page it sends
// (server/prerender.mjs, src/prerender.tsx), so the diner sees the menu before the app's JavaScript
// has arrived; the app then takes its place with the same screen. Checked as a diner and a
// reviewer would: the page without JavaScript, the same page once the app runs (nothing moves),
// the strict CSP kept (no inline script), venue HTML sanitized on the server too.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cumulativeShift, launchBrowser, openPage, origin, screenshot } from './harness'

let browser: Browser

/**
 * The layout shift allowed while the app takes over: none a diner could see. The default fonts
 * arrive after the app's first render (src/lib/fonts.ts) and the text swaps to them; line boxes
 * keep their height (@carte/ui sets line-height), but the header title's glyphs move by a pixel
 * (a shift of 0.0001). Anything moving a card or a line scores 0.003 and more.
 */
const NO_VISIBLE_SHIFT = 0.001
/** '/{license}/a/{hex}' on the shared domain: an activated table code (menu-browsing §2). */
const landing = () => `${origin()}/demo/a/${Buffer.from('7').toString('hex')}`

beforeAll(async () => {
  browser = await launchBrowser()
  // The server never waits more than 800 ms for a render: on a busy machine the very first one
  // (cold code, first API connections) can take longer, and that page is served plain, by design.
  // Its render is kept for the next request; these tests look at that next one.
  for (const url of [
    `${origin('demo.localhost')}/en/home`,
    `${origin('demo.localhost')}/ar/home`,
    landing(),
    `${origin()}/closed`,
  ]) {
    const { context } = await withoutJavaScript(url)
    await context.close()
  }
})

afterAll(async () => {
  await browser?.close()
})

/** The page as the server sends it, and as a browser without JavaScript shows it. */
async function withoutJavaScript(url: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: false,
  })
  context.setDefaultTimeout(10_000)
  const page = await context.newPage()
  const response = await page.goto(url)
  return { context, page, html: (await response?.text()) ?? '' }
}

describe('the home rendered by the server (issue 5: LCP of the first screen)', () => {
  it('shows the venue, its header text and its category cards before any JavaScript runs (§2 Home)', async () => {
    const { context, page, html } = await withoutJavaScript(`${origin('demo.localhost')}/en/home`)
    // The venue name in the header bar (its text, not a heading: a screen's h1 is its own title).
    await expect(
      page.getByRole('banner').getByText('Marina Grill House', { exact: true }).count(),
    ).resolves.toBe(1)
    // home_header_text, through the sanitizer (the demo's hostile footer HTML tries an onerror).
    await expect(
      page.getByRole('heading', { name: 'Welcome to Marina Grill House' }).count(),
    ).resolves.toBe(1)
    expect(html).not.toMatch(/onerror/i)
    // The top-level categories within their hours, as plain links that work without the app.
    const cards = page.getByTestId('category-cards').getByRole('link')
    expect(await cards.count()).toBeGreaterThan(4)
    const first = cards.first()
    await expect(first.getAttribute('href')).resolves.toMatch(/^\/en\/category\/\d+$/)
    // The strict CSP: the only scripts are the app's own files, none inline.
    expect(await page.locator('script:not([src])').count()).toBe(0)
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en')
    // What a link shared in a chat previews, read without JavaScript: the venue's title
    // ('{screen} | {menu name} | {host}', §2) and its home header text, not 'Carte'.
    const host = new URL(origin('demo.localhost')).host
    await expect(page.title()).resolves.toBe(`Home | Marina Grill House | ${host}`)
    await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toBe(
      'Welcome to Marina Grill House Charcoal grills, all-day breakfast.',
    )
    await screenshot(page, 'first-screen-en-no-js')
    // A tap on a card before the app runs is an ordinary page load of that category.
    await first.click()
    await page.waitForURL(/\/en\/category\/\d+$/)
    await context.close()
  })

  it('is right to left in Arabic, with lang and dir on <html> (§1 right-to-left)', async () => {
    const { context, page } = await withoutJavaScript(`${origin('demo.localhost')}/ar/home`)
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl')
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('ar')
    await expect(page.locator('.carte-root').getAttribute('dir')).resolves.toBe('rtl')
    // The title and description in the page's language (the seed's ar ui_strings and header).
    await expect(page.title()).resolves.toMatch(/ \| مارينا جريل هاوس \| /)
    await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toBe(
      'أهلًا بكم في مارينا جريل هاوس مشاوي على الفحم وفطور طوال اليوم.',
    )
    expect(await page.getByTestId('category-cards').getByRole('link').count()).toBeGreaterThan(4)
    await screenshot(page, 'first-screen-ar-no-js')
    await context.close()
  })

  it('the app replaces it with the same screen: no layout shift, no CSP report, taps work', async () => {
    const { page, context, problems } = await openPage(browser)
    // A returning diner with a dish in the cart: the header's badge exists only in the browser.
    await page.goto(`${origin('demo.localhost')}/en/home`)
    await page.goto(`${origin('demo.localhost')}/en/product/1031`)
    await page.getByRole('button', { name: 'Add To Cart' }).click()
    await page.waitForURL(/\/en\/home$/)
    await page.goto(`${origin('demo.localhost')}/en/home`)
    // openPage's goto has waited for the app's first render over the server's markup.
    await page.getByTestId('home-screen').waitFor()
    const shift = await cumulativeShift(page)
    expect(shift).toBeLessThan(NO_VISIBLE_SHIFT)
    await expect(page.locator('.carte-cart').textContent()).resolves.toContain('1')
    // The app's own header answers: the drawer opens.
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog').waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it("starts the app's scripts and menu calls once the screen's largest card images are painted (the last of them is its LCP), then takes over", async () => {
    const { page, context, problems } = await openPage(browser)
    // openPage's goto has waited for the app's first render over the server's markup.
    await page.goto(`${origin('demo.localhost')}/en/home`)
    const timings = await page.evaluate(
      () =>
        new Promise<{ lcp: number; url: string; appRequests: [string, number][] }>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as LargestContentfulPaint[]
            const last = entries[entries.length - 1]
            const appRequests = (
              performance.getEntriesByType('resource') as PerformanceResourceTiming[]
            )
              .filter((entry) =>
                /\/assets\/(index|vendor|app)-[\w-]+\.js$|\/api\/menu\//.test(entry.name),
              )
              .map((entry): [string, number] => [entry.name, entry.startTime])
            resolve({
              lcp: last?.startTime ?? Number.NaN,
              url: last?.url ?? '',
              appRequests,
            })
          }).observe({ type: 'largest-contentful-paint', buffered: true })
        }),
    )
    // The LCP is a card image of the server's screen (the element is gone: the app replaced it)...
    expect(decodeURIComponent(timings.url)).toMatch(/\/media\/img\/food\/640x360\/\d+\/[^/]+\.png$/)
    // ...painted before the app's entry, its frameworks and the menu call were even asked for, and
    // the app's own screen brings no later one (its header's stand-in is the header's height: a
    // card 0.6 px higher was taken for a new, larger LCP element).
    expect(timings.appRequests.map(([name]) => name.replace(/-[\w-]+\.js$/, '.js'))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/assets\/index\.js$/),
        expect.stringMatching(/\/assets\/vendor\.js$/),
        expect.stringMatching(/\/api\/menu\/demo\/$/),
      ]),
    )
    for (const [, startTime] of timings.appRequests) expect(startTime).toBeGreaterThan(timings.lcp)
    await expect(page.locator('#root[data-prerendered]').count()).resolves.toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('card images that never arrive hold the app for 2 s at most: the diner can still tap', async () => {
    const { page, context, problems } = await openPage(browser)
    // The cards' images hang, as on a stalled mobile connection (so the page never ends loading).
    await context.route(/\/media\/img\/food\/640x360\//, () => {})
    await page.goto(`${origin('demo.localhost')}/en/home`, { waitUntil: 'domcontentloaded' })
    const started = await page.evaluate(
      () =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
          /\/assets\/vendor-[\w-]+\.js$/.test(entry.name),
        )?.startTime ?? Number.NaN,
    )
    const parsed = await page.evaluate(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
          .domContentLoadedEventStart,
    )
    // The starter waited for them (2 s, FIRST_SCREEN_IMAGES_WAIT_MS), then started the app.
    expect(started - parsed).toBeGreaterThanOrEqual(1900)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog').waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it('a QR landing path shows the home it lands on; the app then stores the table and moves to /en/home', async () => {
    const { context, page } = await withoutJavaScript(landing())
    await expect(
      page.getByRole('banner').getByText('Marina Grill House', { exact: true }).count(),
    ).resolves.toBe(1)
    expect(await page.getByTestId('category-cards').getByRole('link').count()).toBeGreaterThan(4)
    await context.close()
    const opened = await openPage(browser)
    await opened.page.goto(landing())
    await opened.page.waitForURL(/\/en\/home$/)
    expect(await cumulativeShift(opened.page)).toBeLessThan(NO_VISIBLE_SHIFT)
    const stored = await opened.page.evaluate(() => localStorage.getItem('carte:demo:location'))
    expect(JSON.parse(stored ?? 'null')).toMatchObject({ location: '7' })
    expect(opened.problems).toEqual([])
    await opened.context.close()
  })

  it('a returning diner who chose Arabic lands from the QR path on the server-rendered home in Arabic: no swap of language or direction (§2 stored choice)', async () => {
    const opened = await openPage(browser)
    await opened.page.goto(landing())
    await opened.page.waitForURL(/\/en\/home$/)
    await opened.page.getByRole('button', { name: 'Language', exact: true }).click()
    await opened.page.getByRole('menuitemradio', { name: 'العربية' }).click()
    await opened.page.waitForURL(/\/ar\/home$/)
    // The page the server sends for the QR path, with this browser's cookies (the first render of
    // a new choice may be served plain on a busy machine, by design: the next one is rendered).
    const served = () => opened.context.request.get(landing()).then((response) => response.text())
    await expect.poll(served, { timeout: 10_000 }).toContain('<div id="root" data-prerendered>')
    const html = await served()
    expect(html).toContain('<html lang="ar" dir="rtl">')
    expect(html).toContain('/ar/api/menu/demo/')
    await opened.page.goto(landing())
    await opened.page.waitForURL(/\/ar\/home$/)
    expect(await cumulativeShift(opened.page)).toBeLessThan(NO_VISIBLE_SHIFT)
    expect(opened.problems).toEqual([])
    await opened.context.close()
  })

  it('a closed venue: the server renders the closed notice with the next opening; the pop-up waits for the app (§2 Home, §4)', async () => {
    const { context, page } = await withoutJavaScript(`${origin()}/closed`)
    await page.getByText('We are currently closed').waitFor()
    expect(await page.getByTestId('promotion-popup').count()).toBe(0)
    await context.close()
  })

  it('screens that depend on the diner are left to the app', async () => {
    for (const path of ['/en/cart', '/en/search']) {
      const { context, html } = await withoutJavaScript(`${origin('demo.localhost')}${path}`)
      expect(html).toContain('<div id="root"></div>')
      await context.close()
    }
  })

  it("'/{lang}/home' on the shared domain (the licence is in the diner's browser) is left to the app, never rendered as 'Menu not found'", async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      // The second request would take a render kept from the first.
      const { context, html } = await withoutJavaScript(`${origin()}/en/home`)
      expect(html).toContain('<div id="root"></div>')
      expect(html).not.toContain('Menu not found')
      await context.close()
    }
  })
})
