import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, origin, withMenu } from './harness'

// The analytics of the production build (menu-browsing §2 "Each screen ... logs a page-view
// analytics event with the license", §7 "Only the production build loads analytics (tag manager,
// a pixel, GA, Google Ads)") for a venue that set a GA id and a pixel. The trackers' own scripts
// cannot be fetched here: gtag.js is answered empty (its calls stay in the data layer, where it
// reads them), and fbevents.js by what it does on load, per Meta's base code: it sets
// `fbq.callMethod` and replays the queued calls through it.
const FBEVENTS_STAND_IN = `
  window.__pixelCalls = [];
  window.fbq.callMethod = function () { window.__pixelCalls.push(Array.from(arguments)); };
  for (const call of window.fbq.queue.splice(0)) window.fbq.callMethod.apply(window.fbq, call);
`

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** The events gtag was given (`gtag('event', name, params)`, as `arguments` in the data layer). */
function gtagEvents(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((call) => call[0] === 'event'),
  )
}

/** The custom events the pixel received once fbevents.js had loaded. */
function pixelEvents(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { __pixelCalls?: unknown[][] }).__pixelCalls ?? []).filter(
      (call) => call[0] === 'trackCustom',
    ),
  )
}

describe('page views reach every tracker a venue set (menu-browsing §2, §7)', () => {
  it('the landing screen and the next one reach GA and the pixel, each with the licence', async () => {
    const { page, context } = await openPage(browser)
    await withMenu(page, 'demo', (menu) => {
      menu.ga_tracking_id = 'G-TEST1'
      menu.fb_pixel_id = '123'
    })
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    )
    await page.route('https://connect.facebook.net/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: FBEVENTS_STAND_IN }),
    )
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/en\/home$/)
    await page.getByTestId('home-screen').waitFor()
    await page.waitForFunction(() => 'fbq' in window && 'callMethod' in (window.fbq as object))
    // The landing screen mounts with the shell that sets the trackers up: its page view used to
    // reach the tag manager's data layer alone.
    expect(await gtagEvents(page)).toContainEqual(['event', 'home_page_view', { license: 'demo' }])
    expect(await pixelEvents(page)).toContainEqual([
      'trackCustom',
      'home_page_view',
      { license: 'demo' },
    ])
    // A later screen's page view goes to the loaded pixel too (the stub used to queue it for good).
    await page.getByRole('link', { name: 'Mains' }).click()
    await page.getByTestId('category-screen').waitFor()
    await expect
      .poll(() => pixelEvents(page))
      .toContainEqual([
        'trackCustom',
        'category_page_view',
        expect.objectContaining({ license: 'demo' }),
      ])
    expect(await gtagEvents(page)).toContainEqual([
      'event',
      'category_page_view',
      expect.objectContaining({ license: 'demo' }),
    ])
    await context.close()
  })
})
