import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  expectAccessible,
  launchBrowser,
  openPage,
  origin,
  type TestPage,
  untilAppRendered,
} from './harness'

// 'Back' means back within the menu (menu-browsing §2 Header bar "optional back button", §4 Cart
// actions "addtocart_redirect … back"): with no earlier entry of the app in this tab, the header's
// Back and the 'back' redirect go up to the screen above (the product's category, or the home)
// instead of leaving the venue's site or doing nothing.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** The demo venue on its own domain: a path opens without a stored licence (a fresh tab). */
const demo = () => origin('demo.localhost')

/** Another site that links to the venue's product page (a search result, a social post). */
const ELSEWHERE = 'http://elsewhere.example/'

async function settle(page: Page, testId: string): Promise<void> {
  await page.getByTestId(testId).waitFor()
  await page.getByRole('banner').waitFor()
}

/** The entries of this tab's session history (the browser's own count). */
function historyLength(page: Page): Promise<number> {
  return page.evaluate(() => window.history.length)
}

/** Another site's page with two links to a path of the venue: in this tab and in a new one. */
async function openElsewhere(page: Page, path: string): Promise<void> {
  await page.route(ELSEWHERE, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><title>Elsewhere</title><a href="${demo()}${path}">Our menu</a>
        <a href="${demo()}${path}" target="_blank" rel="noopener">Our menu in a new tab</a>`,
    }),
  )
  await page.goto(ELSEWHERE)
}

/** Follows another site's link to a path of the venue, in the same tab. */
async function arriveFromElsewhere(page: Page, path: string): Promise<void> {
  await openElsewhere(page, path)
  await page.getByRole('link', { name: 'Our menu', exact: true }).click()
  await page.waitForURL(`${demo()}${path}`)
  await untilAppRendered(page)
}

/**
 * Opens a path of the venue in a new tab, as a QR code scanner or a link with target=_blank does:
 * the tab's history holds that one entry.
 */
async function openInNewTab(opened: TestPage, path: string): Promise<Page> {
  await openElsewhere(opened.page, path)
  const [tab] = await Promise.all([
    opened.context.waitForEvent('page'),
    opened.page.getByRole('link', { name: 'Our menu in a new tab' }).click(),
  ])
  await tab.waitForURL(`${demo()}${path}`)
  await untilAppRendered(tab)
  expect(await historyLength(tab)).toBe(1)
  return tab
}

describe("'back' after Add To Cart stays within the menu (menu-browsing §4 Cart actions)", () => {
  it('arrived from another site: Add To Cart goes to the product category, not off the site, and the toast shows', async () => {
    const { page, context, problems } = await openPage(browser)
    await arriveFromElsewhere(page, '/en/product/1031')
    await settle(page, 'product-screen')
    const entries = await historyLength(page)
    await page.getByRole('button', { name: 'Add To Cart' }).click()
    // Fattoush is in Salads (105): the screen above the product, inside the app.
    await page.waitForURL(`${demo()}/en/category/105`)
    await settle(page, 'category-screen')
    // Radix also copies the text into its live-region announcer: two matches, one toast.
    await page.getByText('Item added to cart').first().waitFor()
    const cart = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('carte:demo:cart') ?? '[]'),
    )
    expect(cart).toMatchObject([{ id: 1031, qty: 1 }])
    // The product's entry was replaced: the browser's own Back still leaves to the other site.
    expect(await historyLength(page)).toBe(entries)
    expect(problems).toEqual([])
    await context.close()
  })

  it('in a new tab (history length 1): Add To Cart goes to the product category', async () => {
    const opened = await openPage(browser)
    const page = await openInNewTab(opened, '/en/product/1031')
    await settle(page, 'product-screen')
    await page.getByRole('button', { name: 'Add To Cart' }).click()
    await page.waitForURL(`${demo()}/en/category/105`)
    await page.getByText('Item added to cart').first().waitFor()
    await opened.context.close()
  })

  it('opened from its category inside the app: Add To Cart goes back to that entry (no new one)', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${demo()}/en/home`)
    await settle(page, 'home-screen')
    await page.getByRole('link', { name: 'Salads' }).click()
    await page.waitForURL(`${demo()}/en/category/105`)
    await page.getByTestId('product-1031').getByRole('link').first().click()
    await page.waitForURL(`${demo()}/en/product/1031`)
    await settle(page, 'product-screen')
    const entries = await historyLength(page)
    await page.getByRole('button', { name: 'Add To Cart' }).click()
    await page.waitForURL(`${demo()}/en/category/105`)
    await page.getByText('Item added to cart').first().waitFor()
    // Went back: the product's entry is still ahead (Forward), none was added.
    expect(await historyLength(page)).toBe(entries)
    await page.goBack()
    await page.waitForURL(`${demo()}/en/home`)
    await context.close()
  })
})

describe("the header's Back stays within the menu (menu-browsing §2 Header bar)", () => {
  it('arrived from another site: Back goes to the category, then to the home, never off the site', async () => {
    const { page, context, problems } = await openPage(browser)
    await arriveFromElsewhere(page, '/en/product/1011')
    await settle(page, 'product-screen')
    const entries = await historyLength(page)
    const back = page.getByRole('banner').getByRole('button', { name: 'Back' })
    await back.click()
    // Classic Burger is in Burgers (103), a sub-category of Mains (102).
    await page.waitForURL(`${demo()}/en/category/103`)
    await settle(page, 'category-screen')
    await back.click()
    await page.waitForURL(`${demo()}/en/category/102`)
    await back.click()
    await page.waitForURL(`${demo()}/en/home`)
    await settle(page, 'home-screen')
    // Each step replaced the screen's entry: the tab holds the other site and the menu.
    expect(await historyLength(page)).toBe(entries)
    expect(problems).toEqual([])
    await context.close()
  })

  it('in a new tab in Arabic: Back from a product goes to its category; the screen is accessible', async () => {
    const opened = await openPage(browser)
    const page = await openInNewTab(opened, '/ar/product/1031')
    await settle(page, 'product-screen')
    await page.locator('html[dir="rtl"]').waitFor({ state: 'attached' })
    const back = page.getByRole('banner').getByRole('button', { name: 'رجوع' })
    await back.click()
    await page.waitForURL(`${demo()}/ar/category/105`)
    await settle(page, 'category-screen')
    await expectAccessible(page)
    await opened.context.close()
  })

  it('a product opened from the search, in a new tab: Back goes to the search', async () => {
    const opened = await openPage(browser)
    const page = await openInNewTab(opened, '/en/product/1031?from=search')
    await settle(page, 'product-screen')
    await page.getByRole('banner').getByRole('button', { name: 'Back' }).click()
    await page.waitForURL(`${demo()}/en/search`)
    await settle(page, 'search-screen')
    await opened.context.close()
  })

  it('inside the app: Back returns to the previous entry (the search the product was opened from)', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${demo()}/en/search`)
    await settle(page, 'search-screen')
    await page.getByRole('searchbox').fill('Fattoush')
    await page.getByTestId('product-1031').getByRole('link').first().click()
    await page.waitForURL(`${demo()}/en/product/1031?from=search`)
    await settle(page, 'product-screen')
    const entries = await historyLength(page)
    await page.getByRole('banner').getByRole('button', { name: 'Back' }).click()
    await page.waitForURL(`${demo()}/en/search`)
    expect(await historyLength(page)).toBe(entries)
    await page.goForward()
    await page.waitForURL(`${demo()}/en/product/1031?from=search`)
    await context.close()
  })
})
