import type { Browser, Page } from 'playwright-core'
import Sqids from 'sqids'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  closePromotionPopup,
  cumulativeShift,
  expectAccessible,
  launchBrowser,
  openPage,
  origin,
  screenshot,
} from './harness'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/**
 * Holds the demo menu's answer in a language until the test releases it (a slow mobile network).
 * @returns the release.
 */
async function holdMenu(page: Page, lang: string): Promise<() => void> {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(`${inject('apiBaseUrl')}/${lang}/api/menu/demo/`, async (route) => {
    await released
    await route.continue()
  })
  return release
}

describe('app shell (menu-browsing §2 routing, §4 menu loading)', () => {
  it('opens the demo venue by licence and lands on /en/home with the title rule', async () => {
    const { page, problems, context } = await openPage(browser)
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/en\/home$/)
    await page.getByTestId('home-screen').waitFor()
    const title = await page.title()
    expect(title).toMatch(/^Home \| .+ \| 127\.0\.0\.1:\d+$/)
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr')
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    // The venue's web manifest is linked (menu-browsing §7).
    const manifest = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(manifest).toMatch(/\/en\/menus\/manifest\/demo\/$/)
    expect((await fetch(manifest ?? '')).ok).toBe(true)
    // So are its apple touch icons and its launch image, each one the server has.
    const icons = await page
      .locator('link[rel="apple-touch-icon"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
    expect(icons.length).toBeGreaterThan(0)
    const launch = await page.locator('link[rel="apple-touch-startup-image"]').getAttribute('href')
    expect(launch).toMatch(/\/en\/menus\/demo\/loading-image\/launch\.png$/)
    for (const href of [...icons, launch ?? '']) {
      const response = await fetch(href)
      expect(response.ok, href).toBe(true)
      expect(response.headers.get('content-type'), href).toBe('image/png')
    }
    await page.getByRole('banner').waitFor()
    await screenshot(page, 'home-en')
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })

  it('shows Arabic right to left with lang="ar" (menu-browsing §1)', async () => {
    const { page, problems, context } = await openPage(browser)
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/en\/home$/)
    await page.goto(`${origin()}/ar/home`)
    await page.locator('html[dir="rtl"]').waitFor({ state: 'attached' })
    expect(await page.locator('html').getAttribute('lang')).toBe('ar')
    await page.getByTestId('home-screen').waitFor()
    await page.getByRole('banner').waitFor()
    await screenshot(page, 'home-ar')
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })

  it('switching language keeps the rest of the path and reloads the menu (menu-browsing §2)', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/en\/home$/)
    await page.goto(`${origin()}/en/search`)
    // The language already chosen, pressed again: nothing loads, nothing is said.
    await page.evaluate(() => {
      const status = document.querySelector('.carte-app-switching')
      const said: string[] = []
      ;(window as unknown as { __said: string[] }).__said = said
      if (status) {
        new MutationObserver(() => said.push(status.textContent ?? '')).observe(status, {
          childList: true,
          characterData: true,
          subtree: true,
        })
      }
    })
    await page.getByRole('button', { name: 'Language', exact: true }).click()
    await page.getByRole('menuitemradio', { name: 'English' }).click()
    await page.waitForTimeout(300)
    expect(
      await page.evaluate(() => (window as unknown as { __said: string[] }).__said.join('')),
    ).toBe('')
    expect(page.url()).toMatch(/\/en\/search$/)
    await page.getByRole('button', { name: 'Language', exact: true }).click()
    await page.getByRole('menuitemradio', { name: 'Français' }).click()
    await page.waitForURL(/\/fr\/search$/)
    await page.locator('html[lang="fr"]').waitFor({ state: 'attached' })
    // The choice is remembered: a prefix-less path comes back in French.
    await page.goto(`${origin()}/home`)
    await page.waitForURL(/\/fr\/home$/)
    // The query is kept too: a product opened from the search stays a search result.
    await page.goto(`${origin()}/fr/product/1011?from=search`)
    await page.getByRole('button', { name: 'Langue', exact: true }).click()
    await page.getByRole('menuitemradio', { name: 'English' }).click()
    await page.waitForURL(/\/en\/product\/1011\?from=search$/)
    await context.close()
  })

  it('on a slow network a language switch keeps the screen, saying it is loading, until the menu in the new language is in; a failed one shows the error screen (menu-browsing §2, §4, §8)', async () => {
    const { page, problems, context } = await openPage(browser)
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/en\/home$/)
    await page.goto(`${origin()}/en/category/105`)
    await page.getByTestId('category-screen').waitFor()
    // The French menu takes 2.5 s to come (a mobile network); the router's pending screen shows
    // after 1 s of a navigation's loading.
    const release = await holdMenu(page, 'fr')
    await page.evaluate(() => {
      const seen = { loading: 0 }
      ;(window as unknown as { __seen: typeof seen }).__seen = seen
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="loading-screen"]')) seen.loading += 1
      }).observe(document.body, { childList: true, subtree: true })
    })
    await page.getByRole('button', { name: 'Language', exact: true }).click()
    await page.getByRole('menuitemradio', { name: 'Français' }).click()
    // Loading is said (a status) while the English screen stays, the diner's place kept.
    await page.getByRole('status').filter({ hasText: 'Loading' }).waitFor()
    await screenshot(page, 'language-switch-loading-en')
    await page.waitForTimeout(2500)
    expect(page.url()).toMatch(/\/en\/category\/105$/)
    expect(await page.getByTestId('category-screen').isVisible()).toBe(true)
    release()
    await page.waitForURL(/\/fr\/category\/105$/)
    await page.locator('html[lang="fr"]').waitFor({ state: 'attached' })
    await page.getByTestId('category-screen').waitFor()
    await page
      .getByRole('status')
      .filter({ hasText: /Loading|Chargement/ })
      .waitFor({ state: 'detached' })
    expect(
      await page.evaluate(
        () => (window as unknown as { __seen: { loading: number } }).__seen.loading,
      ),
    ).toBe(0)
    expect(problems).toEqual([])
    // A menu that cannot load in the chosen language: the error screen, as on a first load.
    await page.unroute(`${inject('apiBaseUrl')}/fr/api/menu/demo/`)
    await page.route(`${inject('apiBaseUrl')}/ar/api/menu/demo/`, (route) =>
      route.fulfill({ status: 500, body: 'down' }),
    )
    await page.getByRole('button', { name: 'Langue', exact: true }).click()
    await page.getByRole('menuitemradio', { name: 'العربية' }).click()
    await page.getByTestId('menu-error').waitFor()
    await context.close()
  })

  it('a diner who picks French, then English again while the French menu loads, stays in English: the switch is called off and English stays their choice (§2, §4 selected_language)', async () => {
    const { page, problems, context } = await openPage(browser)
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/en\/home$/)
    await page.goto(`${origin()}/en/category/105`)
    await page.getByTestId('category-screen').waitFor()
    const release = await holdMenu(page, 'fr')
    await page.getByRole('button', { name: 'Language', exact: true }).click()
    await page.getByRole('menuitemradio', { name: 'Français' }).click()
    await page.getByRole('status').filter({ hasText: 'Loading' }).waitFor()
    // The diner changes their mind: English, the language on the screen.
    await page.getByRole('button', { name: 'Language', exact: true }).click()
    await page.getByRole('menuitemradio', { name: 'English' }).click()
    await page.getByRole('status').filter({ hasText: 'Loading' }).waitFor({ state: 'detached' })
    // The French menu comes in after all: it opens nothing.
    const frenchLoaded = page.waitForResponse(`${inject('apiBaseUrl')}/fr/api/menu/demo/`)
    release()
    await frenchLoaded
    await page.waitForTimeout(500)
    expect(page.url()).toMatch(/\/en\/category\/105$/)
    await page.locator('html[lang="en"]').waitFor({ state: 'attached' })
    expect(await page.evaluate(() => localStorage.getItem('carte:demo:language'))).toBe('"en"')
    // Nor does it come back later: the venue without a language in the path opens in English.
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/en\/home$/)
    expect(problems).toEqual([])
    await context.close()
  })

  it("Back after a language change keeps the diner's language: the switch replaces its entry, older entries open in the chosen language (§4 selected_language)", async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/en\/home$/)
    await page.getByTestId('home-screen').waitFor()
    await page.goto(`${origin()}/en/category/105`)
    await page.getByTestId('category-screen').waitFor()
    // In-app navigation to a product, then the switch.
    await page.locator('main a[href$="/product/1031"]').click()
    await page.waitForURL(/\/en\/product\/1031$/)
    await page.getByRole('button', { name: 'Language', exact: true }).click()
    await page.getByRole('menuitemradio', { name: 'العربية' }).click()
    await page.waitForURL(/\/ar\/product\/1031$/)
    await page.goBack()
    // The category the product was opened from, in Arabic (not the product in English).
    await page.waitForURL(/\/ar\/category\/105$/)
    await page.locator('html[lang="ar"]').waitFor({ state: 'attached' })
    expect(await page.evaluate(() => localStorage.getItem('carte:demo:language'))).toBe('"ar"')
    await context.close()
  })

  it('falls back to the default language when the venue lacks the requested one (menu-browsing §4)', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/en\/home$/)
    await page.goto(`${origin()}/de/category/1`)
    await page.waitForURL(/\/en\/category\/1$/)
    await context.close()
  })

  it('a t/{sqids} URL sets the table and lands on home (menu-browsing §2 location-coded paths)', async () => {
    const { page, context } = await openPage(browser)
    const code = new Sqids().encode([12])
    await page.goto(`${origin()}/demo/t/${code}`)
    await page.waitForURL(/\/en\/home$/)
    const stored = await page.evaluate(() => localStorage.getItem('carte:demo:location'))
    expect(JSON.parse(stored ?? 'null')).toEqual({ location: '12', type: 'Table' })
    await context.close()
  })

  it('a code that does not decode clears the table of an earlier scan and says so (§2 location-coded paths)', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${origin()}/demo/t/${new Sqids().encode([12])}`)
    await page.waitForURL(/\/en\/home$/)
    // 'a/3' is not hex of a table name: no table, not table 12.
    await page.goto(`${origin()}/demo/a/3`)
    await page.waitForURL(/\/en\/home$/)
    await page
      .getByText(
        'The table or room of this link was not recognised. Please scan the QR code again.',
      )
      .first()
      .waitFor()
    expect(await page.evaluate(() => localStorage.getItem('carte:demo:location'))).toBe('null')
    await context.close()
  })

  it('an a/{hex} URL hex-decodes the table code (menu-browsing §2 location-coded paths)', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${origin()}/demo/a/${Buffer.from('7', 'utf8').toString('hex')}`)
    await page.waitForURL(/\/en\/home$/)
    const stored = await page.evaluate(() => localStorage.getItem('carte:demo:location'))
    expect(JSON.parse(stored ?? 'null')).toEqual({ location: '7', type: 'Table' })
    await context.close()
  })

  it('an r/{code} URL on a custom domain sets the room (position shifted by one)', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${origin('demo.localhost')}/r/204`)
    await page.waitForURL(/\/en\/home$/)
    await page.getByTestId('home-screen').waitFor()
    const stored = await page.evaluate(() => localStorage.getItem('carte:demo:location'))
    expect(JSON.parse(stored ?? 'null')).toEqual({ location: '204', type: 'Room' })
    await context.close()
  })

  it('a closed venue shows the closed notice and its promotion pop-up opens on load (§2 Home, §4)', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${origin()}/closed`)
    await page.waitForURL(/\/en\/home$/)
    await page.getByTestId('home-screen').waitFor()
    await page.getByText('We are currently closed').waitFor()
    await page.getByTestId('promotion-popup').waitFor()
    await screenshot(page, 'closed-home-en')
    await closePromotionPopup(page)
    // Closed, it leaves the page.
    await page.getByTestId('promotion-popup').waitFor({ state: 'detached' })
    // Back on the home inside the app: the same load, no second pop-up.
    await page.getByTestId('category-cards').getByRole('link').first().click()
    await page.waitForURL(/\/en\/category\//)
    await page.goBack()
    await page.waitForURL(/\/en\/home$/)
    await page.getByTestId('category-screen').waitFor({ state: 'detached' })
    await page.getByTestId('home-screen').waitFor()
    expect(await page.getByTestId('promotion-popup').count()).toBe(0)
    // A reload is a new load: it opens again.
    await page.reload()
    await page.getByTestId('home-screen').waitFor()
    await page.getByTestId('promotion-popup').waitFor()
    await context.close()
  })

  it('a host whose licence is none shows the unlicensed screen at every path', async () => {
    const { page, context } = await openPage(browser)
    // A payment return too: a custom domain that names no venue has no order to have paid for
    // (only the shared domain shows a payment's result without a venue).
    for (const path of ['/', '/en/home', '/en/category/1', '/search', '/en/payment/stripe?ref=1']) {
      await page.goto(`${origin('nolicense.localhost')}${path}`)
      await page.getByTestId('unlicensed').waitFor()
    }
    await context.close()
  })

  it('an unknown licence shows the error state with the support message (menu-browsing §8)', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${origin()}/no-such-venue`)
    await page.getByTestId('menu-error').waitFor()
    expect(await page.getByTestId('menu-error').textContent()).toContain('contact the support team')
    await screenshot(page, 'error-en')
    await context.close()
  })

  it('a mistyped licence path is not kept: the venue this browser knows opens again, on its domain and by its QR code (§4 "menu loaded (only when license_status is ACTIVE, which also sets the license)")', async () => {
    const { page, context } = await openPage(browser)
    const demo = origin('demo.localhost')
    await page.goto(`${demo}/en/home`)
    await page.getByTestId('home-screen').waitFor()
    // On a custom domain the host alone gives the licence (§2 routing rules): the segment is no
    // licence there, and the path lands on the host venue's home (e2e/custom-domain.e2e.ts).
    await page.goto(`${demo}/menu`)
    await page.waitForURL(/\/en\/home$/)
    await page.getByTestId('home-screen').waitFor()
    expect(await page.evaluate(() => localStorage.getItem('carte:license'))).toBe('"demo"')
    for (const path of ['/', '/en/home']) {
      await page.goto(`${demo}${path}`)
      await page.getByTestId('home-screen').waitFor()
    }
    // On the shared domain too: an unknown licence, then the root.
    await page.goto(`${origin()}/demo`)
    await page.getByTestId('home-screen').waitFor()
    await page.goto(`${origin()}/xx`)
    await page.getByTestId('menu-error').waitFor()
    await page.goto(`${origin()}/en/home`)
    await page.getByTestId('home-screen').waitFor()
    await context.close()
  })

  it("a path with bad percent-encoding gets the app's not-found screen, not a blank page", async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/en\/home$/)
    const response = await page.goto(`${origin()}/en/product/%ZZ`)
    expect(response?.status()).toBe(200)
    await page.getByTestId('not-found').waitFor()
    await context.close()
  })

  it('a licence that is not ACTIVE shows the error state (menu-browsing §4, §8)', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${origin()}/nolicense`)
    await page.getByTestId('menu-error').waitFor()
    expect(await page.getByRole('heading', { name: 'Error' }).count()).toBe(1)
    await context.close()
  })

  // Each corruption changes one field's type; the number names would even render if unchecked, so
  // only the schema check can turn them into the error screen.
  const schemaFailures: ReadonlyArray<[string, (menu: Record<string, unknown>) => void]> = [
    [
      'products as a string',
      (menu) => {
        menu.products = 'not a list'
      },
    ],
    [
      'category names as numbers',
      (menu) => {
        const categories = Array.isArray(menu.categories) ? menu.categories : []
        for (const category of categories) (category as Record<string, unknown>).name = 42
      },
    ],
  ]
  for (const [corruption, corrupt] of schemaFailures) {
    it(`a menu that fails its schema (${corruption}) shows the error state (menu-browsing §4, §8)`, async () => {
      const { page, problems, context } = await openPage(browser)
      let served = 0
      // The menu call only (GET /{lang}/api/menu/{license}/ on the API origin), not menu_language.
      await page.route(`${inject('apiBaseUrl')}/*/api/menu/demo/`, async (route) => {
        const response = await route.fetch()
        const menu = (await response.json()) as Record<string, unknown>
        corrupt(menu)
        served += 1
        await route.fulfill({ response, json: menu })
      })
      await page.goto(`${origin()}/demo`)
      await page.getByTestId('menu-error').waitFor()
      expect(served).toBeGreaterThan(0)
      expect(await page.getByRole('heading', { name: 'Error' }).count()).toBe(1)
      expect(await page.getByTestId('menu-error').textContent()).toContain(
        'contact the support team',
      )
      expect(await page.getByTestId('home-screen').count()).toBe(0)
      expect(problems).toEqual([])
      await context.close()
    })
  }

  it('the language choice is remembered per licence (architecture: choices persist per licence; menu-browsing §4)', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/en\/home$/)
    await page.goto(`${origin()}/ar/home`)
    await page.locator('html[lang="ar"]').waitFor({ state: 'attached' })
    // partner also offers Arabic, so only a per-licence choice keeps it on its default (en).
    await page.goto(`${origin()}/partner`)
    await page.waitForURL(/\/en\/home$/)
    await page.locator('html[lang="en"]').waitFor({ state: 'attached' })
    const stored = await page.evaluate(() => ({
      demo: localStorage.getItem('carte:demo:language'),
      partner: localStorage.getItem('carte:partner:language'),
      shared: localStorage.getItem('carte:language'),
    }))
    expect(stored).toEqual({ demo: '"ar"', partner: '"en"', shared: null })
    // Back at demo without a prefix: its own choice (Arabic) still applies.
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/ar\/home$/)
    await context.close()
  })

  it("loads Roboto and Roboto Slab at 400 and 700 from the app, and the theme's own font from Google Fonts (menu-browsing §9 fonts)", async () => {
    const { page, problems, context } = await openPage(browser, { themeFonts: true })
    const fontFiles: string[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'font' && response.ok()) {
        fontFiles.push(response.url())
      }
    })
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/en\/home$/)
    await page.getByTestId('home-screen').waitFor()
    // The four default faces are declared by the app once its first render is on the page
    // (src/main.tsx) and load from its own origin on request.
    await page.waitForFunction(() =>
      [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Roboto Slab'),
    )
    const faces = await page.evaluate(async () => {
      const wanted = [
        '400 16px Roboto',
        '700 16px Roboto',
        '400 16px "Roboto Slab"',
        '700 16px "Roboto Slab"',
      ]
      const loaded = []
      for (const font of wanted) {
        const found = await document.fonts.load(font, 'Menu')
        loaded.push(
          found.map((face) => `${face.family.replace(/"/g, '')} ${face.weight} ${face.status}`),
        )
      }
      return loaded
    })
    expect(faces).toEqual([
      ['Roboto 400 loaded'],
      ['Roboto 700 loaded'],
      ['Roboto Slab 400 loaded'],
      ['Roboto Slab 700 loaded'],
    ])
    // Downloaded, they come from the app's own files (a machine with Roboto installed uses it);
    // the theme's font from the font service.
    const appFonts = fontFiles.filter((url) => url.startsWith(origin()))
    expect(appFonts.length).toBeGreaterThan(0)
    for (const url of appFonts) {
      expect(new URL(url).pathname).toMatch(
        /^\/assets\/roboto(-slab)?-latin-(400|700)-normal-[\w-]+\.woff2$/,
      )
    }
    expect(fontFiles.filter((url) => !url.startsWith(origin()))).toEqual([
      expect.stringMatching(/^https:\/\/fonts\.gstatic\.com\//),
    ])
    // The page's text is set in them (the body's stack starts with Roboto).
    const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily)
    expect(bodyFont).toMatch(/^"?Roboto"?,/)
    // The demo theme names Playfair Display for its header and category titles (bold: the name
    // does not end in Regular): one stylesheet link asks Google Fonts for it (answered by the
    // harness: this machine is offline), the CSP allows it, and the header title is set in it.
    const themeFonts = page.locator('link[rel="stylesheet"][data-carte-theme-fonts]')
    expect(await themeFonts.count()).toBe(1)
    expect(await themeFonts.getAttribute('href')).toBe(
      'https://fonts.googleapis.com/css2?family=Playfair+Display:wght@700&display=swap',
    )
    const themeFace = await page.evaluate(async () => {
      const found = await document.fonts.load('700 16px "Playfair Display"', 'Marina')
      return found.map((face) => `${face.family.replace(/"/g, '')} ${face.weight} ${face.status}`)
    })
    expect(themeFace).toEqual(['Playfair Display 700 loaded'])
    const headerFont = await page
      .locator('.carte-header__title')
      .evaluate((element) => getComputedStyle(element).fontFamily)
    expect(headerFont).toMatch(/^"?Playfair Display"?,/)
    expect(problems).toEqual([])
    await context.close()
  })

  it('a browser that has the fonts gets them declared in the page: the first screen is drawn in them, no swap (§9 fonts)', async () => {
    const { page, problems, context } = await openPage(browser)
    const home = `${origin('demo.localhost')}/en/home`
    // A first visit: the page declares no font to download (only "Roboto Fallback", a local
    // Arial shaped like Roboto); the app adds them once it has rendered, and flags the browser
    // once Roboto has loaded.
    const firstPage = await page.goto(home)
    expect(await firstPage?.text()).not.toMatch(/@font-face\s*\{[^}]*url\(/)
    // The page as the server sends it to this browser now (its cookies with it).
    const served = () => page.evaluate(() => fetch(window.location.href).then((r) => r.text()))
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'carte-fonts'))
      .toMatchObject({ value: '1', path: '/', sameSite: 'Lax' })
    expect(await served()).toMatch(/<style>[^<]*@font-face\s*\{font-family:"?Roboto"?;/)
    // The next load: Roboto is declared before the first paint and comes from the cache.
    await page.reload()
    expect(await cumulativeShift(page)).toBeLessThan(0.001)
    const declared = await page.evaluate(
      () => [...document.fonts].filter((face) => face.family.replace(/"/g, '') === 'Roboto').length,
    )
    // Declared once (the page's rules; the app does not add its stylesheet again).
    expect(declared).toBe(14)
    expect(problems).toEqual([])
    await context.close()
  })

  it('serves a strict script CSP with no inline scripts in the page', async () => {
    const response = await fetch(`${origin()}/en/home`)
    const csp = response.headers.get('content-security-policy') ?? ''
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? ''
    expect(scriptSrc).toContain("'self'")
    expect(scriptSrc).not.toContain('unsafe-inline')
    expect(scriptSrc).not.toContain('unsafe-eval')
    const html = await response.text()
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
  })
})
