import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  closePromotionPopup,
  dataLayerEvents,
  type Json,
  launchBrowser,
  openDemoAt,
  openPage,
  origin,
  withMenu,
} from './harness'

// Shell rules that had no browser test before:
// - menu-browsing §2 Header bar: the language menu, the search icon and the cart icon appear only
//   when their flags (and the venue) allow, the cart icon dimmed and disabled while closed;
// - §2 Product page / Category page: the add form and the format-4 row button only while the menu
//   is open, and for a price of 0 only with enable_zero_price_item;
// - §2 "logs a page-view analytics event", §7 events: product, promotion, info page and form views;
// - §4 Geolocation status, §8 geofence texts: DENIED, ERROR with Retry, 'Checking your location…',
//   and permission changes re-evaluated.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** §8 geofence texts, verbatim. */
const TEXT = {
  checking: 'Checking your location…',
  denied: 'Location permission is denied. Please enable location in your browser settings.',
  error: 'We couldn’t determine your location. Please try again.',
  enablePrompt: 'Please enable your location to continue.',
  positionError: 'Unable to get your location.',
  enable: 'Enable Location',
  retry: 'Retry',
  closed: 'We are currently closed',
}

/** Inside the demo venue's 300 m geofence (outlet 25.0805, 55.1403). */
const INSIDE = { latitude: 25.0806, longitude: 55.1404 }

/**
 * Opens the closed venue ('Sleepy Owl Café', closed at every instant) by its licence, on its
 * home, with its promotion pop-up (promotion_on_load) closed, then `path` if given.
 * @param options - `change` edits the closed menu as served; `path` the screen to open next.
 * @returns the page and its problem log.
 */
async function openClosed(options: { change?: (menu: Json) => void; path?: string } = {}) {
  const opened = await openPage(browser)
  if (options.change) await withMenu(opened.page, 'closed', options.change)
  await opened.page.goto(`${origin()}/closed`)
  await opened.page.waitForURL(/\/en\/home$/)
  await opened.page.getByTestId('home-screen').waitFor()
  await closePromotionPopup(opened.page)
  if (options.path) await opened.page.goto(`${origin()}${options.path}`)
  return opened
}

/** The header bar's cart control, link or button, and what a diner sees of it. */
async function cartIcon(page: Page) {
  const icon = page.getByRole('banner').locator('.carte-cart')
  await icon.waitFor()
  return {
    tag: await icon.evaluate((element) => element.tagName.toLowerCase()),
    disabled: await icon.evaluate((element) => (element as HTMLButtonElement).disabled === true),
    opacity: Number(await icon.evaluate((element) => getComputedStyle(element).opacity)),
  }
}

/** The closed menu served as open: no closure period, no slot that disables ordering. */
function openedUp(menu: Json): void {
  menu.closing_rules = []
  menu.opening_hours = []
}

describe('§2 Header bar: what it shows follows the venue', () => {
  it('closed venue (enable_search and enable_language_header off, one language, closed): no language menu, no search icon, and the cart icon is dimmed and disabled ("dimmed and disabled when ordering is not currently open")', async () => {
    const { page, context, problems } = await openClosed()
    const banner = page.getByRole('banner')
    await banner.getByText('Sleepy Owl Café').waitFor()
    await page.getByText(TEXT.closed).first().waitFor()
    expect(await banner.getByRole('button', { name: 'Language' }).count()).toBe(0)
    expect(await banner.getByTestId('language-button').count()).toBe(0)
    expect(await banner.getByRole('link', { name: 'Search' }).count()).toBe(0)
    // The cart icon shows (enable_order is on) but as a disabled button, not a link to the cart.
    expect(await banner.getByRole('link', { name: /Cart/ }).count()).toBe(0)
    const cart = await cartIcon(page)
    expect(cart).toMatchObject({ tag: 'button', disabled: true })
    expect(cart.opacity).toBeLessThan(0.6)
    // A tap on it leads nowhere.
    await banner.locator('.carte-cart').click({ force: true })
    expect(new URL(page.url()).pathname).toBe('/en/home')
    expect(problems).toEqual([])
    await context.close()
  })

  it('demo venue (open, three languages, enable_language_header and enable_search on): the language menu, the search icon and a full-strength cart link to /en/cart', async () => {
    const { page, context, problems } = await openDemoAt(browser, '/en/home')
    const banner = page.getByRole('banner')
    await banner.getByRole('button', { name: 'Language' }).waitFor()
    expect(await banner.getByRole('link', { name: 'Search' }).getAttribute('href')).toBe(
      '/en/search',
    )
    const cart = await cartIcon(page)
    expect(cart).toMatchObject({ tag: 'a', disabled: false, opacity: 1 })
    await banner.getByRole('link', { name: 'Cart' }).click()
    await page.waitForURL(/\/en\/cart$/)
    await page.getByTestId('cart-screen').waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it('demo venue with enable_language_header and enable_search off: neither the language menu nor the search icon, though it has three languages ("only when … enable_language_header is on", "only when enable_search is on")', async () => {
    const { page, context, problems } = await openDemoAt(browser, '/en/home', {
      change: (menu) => {
        menu.enable_language_header = false
        menu.enable_search = false
      },
    })
    const banner = page.getByRole('banner')
    // The cart link shows: the header is there, with ordering open.
    await banner.getByRole('link', { name: 'Cart' }).waitFor()
    expect(await banner.getByRole('button', { name: 'Language' }).count()).toBe(0)
    expect(await banner.getByRole('link', { name: 'Search' }).count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('demo venue whose language list has only English: no language menu though enable_language_header is on ("only when more than one language exists")', async () => {
    const { page, context, problems } = await openDemoAt(browser, '/en/home', {
      prepare: (target) =>
        target.route(`${inject('apiBaseUrl')}/*/api/menu_language/demo/`, async (route) => {
          try {
            const response = await route.fetch()
            const list = (await response.json()) as Json & { languages: Json[] }
            list.languages = list.languages.filter((language) => language.code === 'en')
            await route.fulfill({ response, json: list })
          } catch (error) {
            if (target.isClosed() || /disposed|closed/i.test(String(error))) return
            throw error
          }
        }),
    })
    const banner = page.getByRole('banner')
    await banner.getByRole('link', { name: 'Search' }).waitFor()
    expect(await banner.getByRole('button', { name: 'Language' }).count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('§2 add form and format-4 row button "only when … the menu is open"', () => {
  it('closed venue: the product page shows the closed notice and the price, with no add form, no quantity and no Add To Cart', async () => {
    const { page, context, problems } = await openClosed({ path: '/en/product/3001' })
    const screen = page.getByTestId('product-screen')
    await screen.waitFor()
    await screen.getByRole('heading', { level: 1, name: 'Espresso' }).waitFor()
    await screen.getByText(TEXT.closed).waitFor()
    // 14.00 with the venue's 5 % VAT (display_prices_with_tax): the price still shows.
    expect(await screen.locator('.carte-app-product__price').textContent()).toContain('14.70')
    expect(await screen.locator('form').count()).toBe(0)
    expect(await page.getByRole('button', { name: /Add To Cart/ }).count()).toBe(0)
    expect(await page.getByRole('textbox', { name: 'Quantity' }).count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('closed venue with its category in view format 4: the rows list the products with no add button', async () => {
    const { page, context, problems } = await openClosed({
      change: (menu) => {
        for (const category of menu.categories as Json[]) category.view_format = 4
      },
      path: '/en/category/301',
    })
    await page.getByTestId('category-screen').getByText(TEXT.closed).waitFor()
    expect(await page.getByTestId('product-list').getAttribute('data-format')).toBe('4')
    for (const id of [3001, 3002]) {
      const row = page.getByTestId(`product-${id}`)
      await row.waitFor()
      expect(await row.getByRole('button').count()).toBe(0)
    }
    expect(problems).toEqual([])
    await context.close()
  })

  it('control: the same venue served open has the add form on the product page and the format-4 row buttons', async () => {
    const { page, context, problems } = await openClosed({
      change: (menu) => {
        openedUp(menu)
        for (const category of menu.categories as Json[]) category.view_format = 4
      },
      path: '/en/product/3001',
    })
    await page.getByTestId('product-screen').getByRole('button', { name: 'Add To Cart' }).waitFor()
    expect(await page.getByText(TEXT.closed).count()).toBe(0)
    await page.goto(`${origin()}/en/category/301`)
    await page
      .getByTestId('product-3001')
      .getByRole('button', { name: /Add To Cart/ })
      .waitFor()
    expect(problems).toEqual([])
    await context.close()
  })
})

describe.each([
  { flag: true, shown: 'is offered' },
  { flag: false, shown: 'is not offered' },
])(
  '§2 "the price is above 0 or enable_zero_price_item is on": zero-price Extra Napkins (demo 1084, 0.00) with enable_zero_price_item $flag $shown',
  ({ flag }) => {
    /** The demo with the flag as given and Sides (117, Extra Napkins' category) in view format 4. */
    const change = (menu: Json) => {
      menu.enable_zero_price_item = flag
      for (const category of menu.categories as Json[]) {
        if (category.id === 117) category.view_format = 4
      }
    }

    it(`product page: 'Add To Cart' ${flag ? 'shows and adds it to the cart' : 'is absent (no add form)'}`, async () => {
      const { page, context, problems } = await openDemoAt(browser, '/en/product/1084', { change })
      const screen = page.getByTestId('product-screen')
      await screen.getByRole('heading', { level: 1, name: 'Extra Napkins' }).waitFor()
      await screen.getByText('AED 0.00').first().waitFor()
      const add = screen.getByRole('button', { name: 'Add To Cart' })
      if (flag) {
        await add.click()
        // addtocart_redirect 'back': to the home this tab opened before; its header counts it.
        await page.waitForURL(/\/en\/home$/)
        await page.getByTestId('home-screen').waitFor()
        await page.getByRole('banner').getByTestId('cart-badge').getByText('1').waitFor()
        const cart = await page.evaluate(
          () => JSON.parse(localStorage.getItem('carte:demo:cart') ?? '[]') as Json[],
        )
        expect(cart).toHaveLength(1)
        expect(cart[0]).toMatchObject({ id: 1084, qty: 1 })
        expect(Number(cart[0]?.price)).toBe(0)
      } else {
        expect(await screen.locator('form').count()).toBe(0)
        expect(await add.count()).toBe(0)
      }
      expect(problems).toEqual([])
      await context.close()
    })

    it(`format-4 row: the row's add button ${flag ? 'shows' : 'is absent'} for the 0.00 product; the 18.00 row keeps its button`, async () => {
      const { page, context, problems } = await openDemoAt(browser, '/en/category/117', { change })
      await page.getByTestId('category-screen').waitFor()
      expect(await page.getByTestId('product-list').getAttribute('data-format')).toBe('4')
      await page
        .getByTestId('product-1082')
        .getByRole('button', { name: /Add To Cart/ })
        .waitFor()
      const napkins = page.getByTestId('product-1084')
      await napkins.waitFor()
      expect(await napkins.getByRole('button', { name: /Add To Cart/ }).count()).toBe(flag ? 1 : 0)
      expect(problems).toEqual([])
      await context.close()
    })
  },
)

describe('§2 "Each screen … logs a page-view analytics event with the license", §7 events', () => {
  it('product_page_view: once per product shown, with the licence and the product id only (opened from its category, then Next in the carousel)', async () => {
    const { page, context, problems } = await openDemoAt(browser, '/en/category/105')
    await page.getByTestId('product-1031').getByRole('link').first().click()
    await page.waitForURL(/\/en\/product\/1031$/)
    await page.getByRole('heading', { level: 1, name: 'Fattoush' }).waitFor()
    await expect
      .poll(() => dataLayerEvents(page, 'product_page_view'))
      .toEqual([{ event: 'product_page_view', license: 'demo', page_id: '1031' }])
    await page.getByRole('region', { name: 'Salads' }).getByRole('button', { name: 'Next' }).click()
    await page.waitForURL(/\/en\/product\/1032$/)
    await page.getByRole('heading', { level: 1, name: 'Tabbouleh' }).waitFor()
    await expect
      .poll(() => dataLayerEvents(page, 'product_page_view'))
      .toEqual([
        { event: 'product_page_view', license: 'demo', page_id: '1031' },
        { event: 'product_page_view', license: 'demo', page_id: '1032' },
      ])
    expect(problems).toEqual([])
    await context.close()
  })

  it.each([
    {
      link: 'Promotions',
      path: /\/en\/promotions$/,
      screen: 'promotions-screen',
      event: 'promotion_page_view',
      expected: { event: 'promotion_page_view', license: 'demo' },
    },
    {
      link: 'About us',
      path: /\/en\/page\/1$/,
      screen: 'page-screen',
      event: 'info_page_view',
      expected: { event: 'info_page_view', license: 'demo', page_id: '1' },
    },
    {
      link: 'Feedback',
      path: /\/en\/form\/1$/,
      screen: 'form-screen',
      event: 'info_form_view',
      expected: { event: 'info_form_view', license: 'demo', page_name: 'Feedback', page_id: '1' },
    },
  ])(
    '$event: the drawer link "$link" logs it once, with the licence and page ids only',
    async ({ link, path, screen, event, expected }) => {
      const { page, context, problems } = await openDemoAt(browser, '/en/home')
      expect(await dataLayerEvents(page, event)).toEqual([])
      await page.getByRole('button', { name: 'Open menu' }).click()
      const drawer = page.getByRole('dialog')
      await drawer.getByRole('link', { name: link, exact: true }).click()
      await page.waitForURL(path)
      await page.getByTestId(screen).waitFor()
      await expect.poll(() => dataLayerEvents(page, event)).toEqual([expected])
      expect(problems).toEqual([])
      await context.close()
    },
  )
})

describe('§4 Geolocation status and §8 geofence texts on the geofenced form (demo form 2)', () => {
  /** The gate's live region and its button. */
  const gateOf = (page: Page) => page.locator('[data-location-gate]')

  it(`DENIED: the browser refuses the position (error code 1) → '${TEXT.denied}' with '${TEXT.enable}'; granting it in the site settings then opens the form (later permission changes re-evaluate)`, async () => {
    const { page, context, problems } = await openDemoAt(browser, '/en/form/2')
    await page.getByTestId('form-screen').waitFor()
    const gate = gateOf(page)
    // No permission yet: the prompt state, IDLE.
    await gate.getByRole('status').getByText(TEXT.enablePrompt, { exact: true }).waitFor()
    await gate.getByRole('button', { name: TEXT.enable }).click()
    await gate.getByRole('status').getByText(TEXT.denied, { exact: true }).waitFor()
    await gate.getByRole('button', { name: TEXT.enable }).waitFor()
    expect(await page.getByRole('combobox', { name: /Request/ }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Submit' }).count()).toBe(0)
    await context.setGeolocation(INSIDE)
    await context.grantPermissions(['geolocation'])
    await page.getByRole('combobox', { name: /Request/ }).waitFor()
    expect(await gate.getByRole('status').textContent()).toBe('')
    expect(problems).toEqual([])
    await context.close()
  })

  it(`DENIED from the permission itself: a site whose location permission is blocked shows '${TEXT.denied}' on arrival, without a press ("anything else to DENIED")`, async () => {
    const { page, context, problems } = await openDemoAt(browser, '/en/home')
    const session = await browser.newBrowserCDPSession()
    const pageSession = await context.newCDPSession(page)
    const { targetInfo } = (await pageSession.send('Target.getTargetInfo')) as {
      targetInfo: { browserContextId?: string }
    }
    await session.send('Browser.setPermission', {
      permission: { name: 'geolocation' },
      setting: 'denied',
      origin: origin(),
      ...(targetInfo.browserContextId ? { browserContextId: targetInfo.browserContextId } : {}),
    })
    expect(
      await page.evaluate(
        async () => (await navigator.permissions.query({ name: 'geolocation' })).state,
      ),
    ).toBe('denied')
    await page.goto(`${origin()}/en/form/2`)
    await page.getByTestId('form-screen').waitFor()
    const gate = gateOf(page)
    await gate.getByRole('status').getByText(TEXT.denied, { exact: true }).waitFor()
    await gate.getByRole('button', { name: TEXT.enable }).waitFor()
    expect(await page.getByRole('combobox', { name: /Request/ }).count()).toBe(0)
    await session.detach()
    expect(problems).toEqual([])
    await context.close()
  })

  it(`ERROR (a timeout, code 3): '${TEXT.error}' with the browser's message, or '${TEXT.positionError}' without one, and '${TEXT.retry}' asks again until the form opens; the request is 10 s, high accuracy, no cache (§9)`, async () => {
    const { page, context, problems } = await openDemoAt(browser, '/en/home', {
      geolocation: INSIDE,
      prepare: (target) =>
        target.addInitScript(() => {
          // The first two requests time out (the first with the browser's own message, the
          // second without one); later ones reach the browser's real position.
          const failures = ['Timeout expired', '']
          const real = Geolocation.prototype.getCurrentPosition
          const calls: unknown[] = []
          Object.assign(window, { e2eGeoCalls: calls })
          Geolocation.prototype.getCurrentPosition = function (success, error, options) {
            calls.push(options ?? null)
            const message = failures.shift()
            if (message === undefined) {
              real.call(this, success, error, options)
              return
            }
            setTimeout(() =>
              error?.({
                code: 3,
                message,
                PERMISSION_DENIED: 1,
                POSITION_UNAVAILABLE: 2,
                TIMEOUT: 3,
              } as GeolocationPositionError),
            )
          }
        }),
    })
    await page.goto(`${origin()}/en/form/2`)
    await page.getByTestId('form-screen').waitFor()
    const gate = gateOf(page)
    const status = gate.getByRole('status')
    // Granted: the position is asked for at once, and times out.
    await status.getByText(TEXT.error, { exact: true }).waitFor()
    await status.getByText('Timeout expired', { exact: true }).waitFor()
    expect(await page.getByRole('combobox', { name: /Request/ }).count()).toBe(0)
    await gate.getByRole('button', { name: TEXT.retry }).click()
    await status.getByText(TEXT.positionError, { exact: true }).waitFor()
    await status.getByText(TEXT.error, { exact: true }).waitFor()
    expect(await status.getByText('Timeout expired').count()).toBe(0)
    await gate.getByRole('button', { name: TEXT.retry }).click()
    await page.getByRole('combobox', { name: /Request/ }).waitFor()
    const calls = await page.evaluate(
      () => (window as unknown as { e2eGeoCalls: unknown[] }).e2eGeoCalls,
    )
    expect(calls).toHaveLength(3)
    for (const options of calls) {
      expect(options).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 })
    }
    expect(problems).toEqual([])
    await context.close()
  })

  it(`'${TEXT.checking}' shows, busy, while the position is being checked, with no form; the form opens once the server says allowed`, async () => {
    let release: () => void = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    const sent: unknown[] = []
    const { page, context, problems } = await openDemoAt(browser, '/en/home', {
      geolocation: INSIDE,
      prepare: (target) =>
        target.route('**/menus/geofence/**', async (route) => {
          try {
            if (route.request().method() === 'POST') {
              sent.push(route.request().postDataJSON())
              await released
            }
            await route.continue()
          } catch (error) {
            if (target.isClosed() || /disposed|closed/i.test(String(error))) return
            throw error
          }
        }),
    })
    await page.goto(`${origin()}/en/form/2`)
    await page.getByTestId('form-screen').waitFor()
    const gate = gateOf(page)
    await expect.poll(() => sent.length).toBe(1)
    await gate.getByRole('status').getByText(TEXT.checking, { exact: true }).waitFor()
    expect(await gate.getAttribute('data-busy')).toBe('')
    expect(await gate.getByRole('button').count()).toBe(0)
    expect(await page.getByRole('combobox', { name: /Request/ }).count()).toBe(0)
    expect(sent[0]).toMatchObject({ lat: INSIDE.latitude, lng: INSIDE.longitude })
    release()
    await page.getByRole('combobox', { name: /Request/ }).waitFor()
    expect(await gate.getByRole('status').textContent()).toBe('')
    expect(problems).toEqual([])
    await context.close()
  })

  it(`a permission taken back after the form opened is re-evaluated: the form goes and '${TEXT.enablePrompt}' asks again; granted again, the form comes back`, async () => {
    const { page, context, problems } = await openDemoAt(browser, '/en/home', {
      geolocation: INSIDE,
    })
    await page.goto(`${origin()}/en/form/2`)
    await page.getByTestId('form-screen').waitFor()
    const request = page.getByRole('combobox', { name: /Request/ })
    await request.waitFor()
    await context.clearPermissions()
    const gate = gateOf(page)
    await gate.getByRole('status').getByText(TEXT.enablePrompt, { exact: true }).waitFor()
    await gate.getByRole('button', { name: TEXT.enable }).waitFor()
    expect(await request.count()).toBe(0)
    await context.grantPermissions(['geolocation'])
    await request.waitFor()
    expect(problems).toEqual([])
    await context.close()
  })
})
