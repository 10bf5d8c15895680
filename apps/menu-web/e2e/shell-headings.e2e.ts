import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectAccessible, launchBrowser, openPage, origin } from './harness'

// Review items on the app shell: the error screen's page title (menu-browsing §2 "Page titles
// follow '{screen} | {menu name} | {host}'", §8 error state), one level-1 heading per screen and
// a drawer that reads the venue name once (WCAG 1.3.1, 2.4.6, 1.1.1), and the favicon.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/**
 * Asks the server for a page until it serves it rendered: it waits at most 800 ms for a render,
 * and on a busy machine the first one (cold code, first API connections) takes longer; that
 * render is kept for the next request (see first-screen.e2e.ts).
 * @param url - the page.
 */
async function renderedByServer(url: string): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const response = await page.goto(url)
    if (/<title>Home \| /.test((await response?.text()) ?? '')) break
  }
  await context.close()
}

describe("the error screen's title (menu-browsing §2 titles, §8)", () => {
  it("an unknown licence: 'Error | {host}', not the page's 'Carte'", async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${origin()}/doesnotexist`)
    await page.getByTestId('menu-error').waitFor()
    const host = new URL(origin()).host
    await page.waitForFunction((expected) => document.title === expected, `Error | ${host}`)
    await context.close()
  })

  it("a licence that is not ACTIVE, over the server-rendered home: 'Error | {host}', not 'Home | …'", async () => {
    await renderedByServer(`${origin('demo.localhost')}/en/home`)
    const { page, context } = await openPage(browser)
    await page.route(`${inject('apiBaseUrl')}/*/api/menu/demo/`, async (route) => {
      const response = await route.fetch()
      const menu = (await response.json()) as Record<string, unknown>
      menu.license_status = 'SUSPENDED'
      await route.fulfill({ response, json: menu })
    })
    const response = await page.goto(`${origin('demo.localhost')}/en/home`)
    // The page as served had the home's title (the server rendered it from the real menu).
    expect(await response?.text()).toMatch(/<title>Home \| Marina Grill House \| /)
    await page.getByTestId('menu-error').waitFor()
    const host = new URL(origin('demo.localhost')).host
    await page.waitForFunction((expected) => document.title === expected, `Error | ${host}`)
    await context.close()
  })

  it("a menu that fails its schema: 'Error | {host}'", async () => {
    const { page, context } = await openPage(browser)
    await page.route(`${inject('apiBaseUrl')}/*/api/menu/demo/`, async (route) => {
      const response = await route.fetch()
      const menu = (await response.json()) as Record<string, unknown>
      menu.products = 'not a list'
      await route.fulfill({ response, json: menu })
    })
    await page.goto(`${origin()}/demo`)
    await page.getByTestId('menu-error').waitFor()
    const host = new URL(origin()).host
    await page.waitForFunction((expected) => document.title === expected, `Error | ${host}`)
    await context.close()
  })
})

describe('the favicon (console noise: /favicon.ico was a 404 on every page)', () => {
  it('each page links a small SVG icon the server serves and the CSP allows; no request 404s', async () => {
    const { page, context, problems } = await openPage(browser)
    const missing: string[] = []
    page.on('response', (response) => {
      if (response.status() === 404 && response.url().startsWith(origin())) {
        missing.push(response.url())
      }
    })
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/en\/home$/)
    await page.getByTestId('home-screen').waitFor()
    // Nothing the page asked of its own origin was missing. (Headless Chromium asks for no icon
    // itself; a desktop browser asks /favicon.ico only when the page links none.)
    await page.waitForTimeout(500)
    expect(missing).toEqual([])
    const icon = await page.locator('link[rel="icon"]').getAttribute('href')
    expect(icon).toBe('/favicon.svg')
    const response = await fetch(`${origin()}${icon}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(await response.text()).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    // It loads as an image in the page: the CSP's img-src allows it and the browser can draw it.
    const drawn = await page.evaluate(
      (href) =>
        new Promise<number>((resolve) => {
          const image = new Image()
          image.onload = () => resolve(image.naturalWidth)
          image.onerror = () => resolve(0)
          image.src = href
        }),
      icon ?? '',
    )
    expect(drawn).toBeGreaterThan(0)
    expect(problems).toEqual([])
    await context.close()
  })
})

/** The demo venue's name in each language (the seed's ar name). */
const VENUE_NAMES = { en: 'Marina Grill House', ar: 'مارينا جريل هاوس' } as const

for (const lang of ['en', 'ar'] as const) {
  describe(`one h1 per screen, the venue name read once (${lang}; WCAG 1.3.1, 2.4.6, 1.1.1)`, () => {
    it("each screen's one h1 is its own title; the header's venue name is its text, not a heading", async () => {
      const { page, context, problems } = await openPage(browser)
      await page.goto(`${origin()}/demo`)
      await page.waitForURL(/\/en\/home$/)
      const name = VENUE_NAMES[lang]
      // (The home has no title of its own yet: screens/HomeScreen.tsx, not in this list.)
      for (const [path, screen] of [
        ['category/105', 'category-screen'],
        ['product/1031', 'product-screen'],
        ['search', 'search-screen'],
        ['promotions', 'promotions-screen'],
      ] as const) {
        await page.goto(`${origin()}/${lang}/${path}`)
        await page.getByTestId(screen).waitFor()
        const banner = page.getByRole('banner')
        await banner.getByText(name, { exact: true }).waitFor()
        expect(await banner.getByRole('heading').count(), path).toBe(0)
        const h1 = await page
          .locator('h1')
          .evaluateAll((headings) => headings.map((heading) => heading.closest('main') !== null))
        expect(h1, path).toEqual([true])
      }
      await expectAccessible(page)
      expect(problems).toEqual([])
      await context.close()
    })

    it('the drawer names the venue once: its heading; the logo beside it is decorative', async () => {
      const { page, context, problems } = await openPage(browser)
      await page.goto(`${origin()}/demo`)
      await page.waitForURL(/\/en\/home$/)
      await page.goto(`${origin()}/${lang}/category/105`)
      await page.getByTestId('category-screen').waitFor()
      // The menu button is the bar's first control.
      await page.getByRole('banner').getByRole('button').first().click()
      const name = VENUE_NAMES[lang]
      const dialog = page.getByRole('dialog', { name })
      await dialog.waitFor()
      expect(await dialog.getByRole('heading', { name }).count()).toBe(1)
      expect(await dialog.getByRole('img', { name }).count()).toBe(0)
      const logo = dialog.locator('.carte-drawer__logo')
      expect(await logo.count()).toBe(1)
      expect(
        await logo.evaluate(
          (element) => element.getAttribute('alt') ?? element.getAttribute('aria-hidden'),
        ),
      ).toMatch(/^(|true)$/)
      await expectAccessible(page)
      expect(problems).toEqual([])
      await context.close()
    })
  })
}
