import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openDemoAt, origin } from './harness'

// Menu-browsing §2 Product page: "a swipeable carousel over the category's products (or the
// search results when arriving from search), right-to-left for ar, he, fa; linked and external
// products are left out of the swipe list". Demo: Burgers (103) holds 1011 Classic Beef Burger,
// 1012 Spicy Chicken Burger, 1013 Falafel Burger; 1061 Burger Meal is in Meal Deals; Sides (117)
// holds 1081-1083 and 1084 Extra Napkins with its own disable_link.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

function carousel(page: Page) {
  return page.locator('main section.carte-carousel')
}

/** How many products the carousel holds, once it is on the screen. */
async function slideCount(page: Page): Promise<number> {
  await carousel(page).waitFor()
  return carousel(page).locator('.carte-carousel__slide').count()
}

describe('product carousel (menu-browsing §2 Product page)', () => {
  it('arriving from search, Next moves through the search results across categories', async () => {
    const { page, context, problems } = await openDemoAt(browser, '/en/search')
    await page.getByRole('searchbox', { name: 'Search' }).fill('burger')
    await page.getByRole('status').filter({ hasText: '4 products found' }).waitFor()
    await page
      .getByTestId('search-results')
      .getByRole('link', { name: /Spicy Chicken Burger/ })
      .click()
    await page.waitForURL(/\/en\/product\/1012\?from=search$/)
    expect(await slideCount(page)).toBe(4)
    expect(await page.getByTestId('carousel-position').textContent()).toMatch(/2\D+4/)
    const next = carousel(page).getByRole('button', { name: 'Next' })
    await next.click()
    // Falafel Burger (out of stock, still swiped to) ends the Burgers category; the next search
    // result is in Meal Deals.
    await page.waitForURL(/\/en\/product\/1013\?from=search$/)
    await next.click()
    await page.waitForURL(/\/en\/product\/1061\?from=search$/)
    await page.getByRole('heading', { level: 1, name: 'Burger Meal' }).waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it("arriving from the category, the carousel holds the category's products and ends with it", async () => {
    const { page, context, problems } = await openDemoAt(browser, '/en/product/1013')
    expect(await slideCount(page)).toBe(3)
    const next = carousel(page).getByRole('button', { name: 'Next' })
    expect(await next.getAttribute('aria-disabled')).toBe('true')
    // A press on the last slide's Next does nothing (the focus stays on it).
    await next.focus()
    await page.keyboard.press('Enter')
    await page.waitForTimeout(300)
    expect(page.url()).toBe(`${origin()}/en/product/1013`)
    expect(problems).toEqual([])
    await context.close()
  })

  it('a product that is no link (its own disable_link) is left out of the swipe list', async () => {
    const { page, context, problems } = await openDemoAt(browser, '/en/product/1081')
    // Sides has four products; Extra Napkins (1084) is not a link, so three slides.
    expect(await slideCount(page)).toBe(3)
    const next = carousel(page).getByRole('button', { name: 'Next' })
    const seen: string[] = []
    for (let step = 0; step < 2; step += 1) {
      await next.click()
      await page.waitForURL(
        (url) => !seen.includes(url.pathname) && url.pathname !== '/en/product/1081',
      )
      seen.push(new URL(page.url()).pathname)
    }
    expect(seen).toEqual(['/en/product/1082', '/en/product/1083'])
    expect(await next.getAttribute('aria-disabled')).toBe('true')
    expect(problems).toEqual([])
    await context.close()
  })

  it('in Arabic the carousel runs right to left: the next product comes in from the left', async () => {
    const { page, context, problems } = await openDemoAt(browser, '/ar/product/1011')
    const section = carousel(page)
    await section.waitFor()
    expect(await section.getAttribute('data-dir')).toBe('rtl')
    const slides = section.locator('.carte-carousel__slide')
    const first = await slides.nth(0).boundingBox()
    const second = await slides.nth(1).boundingBox()
    expect(first && second).toBeTruthy()
    if (first && second) expect(second.x).toBeLessThan(first.x)
    await section.getByRole('button', { name: 'التالي' }).click()
    await page.waitForURL(/\/ar\/product\/1012$/)
    await expect
      .poll(async () => (await slides.nth(1).boundingBox())?.x ?? Number.NaN)
      .toBeGreaterThanOrEqual(-1)
    expect(problems).toEqual([])
    await context.close()
  })
})
