import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible, launchBrowser, openPage, origin, untilAppRendered } from './harness'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

// venue-api's demo seed: category 116 has hidden_title on (menu-browsing §3 Category hidden_title).
describe('a category with hidden_title keeps its heading for screen readers (WCAG 1.3.1, 2.4.6)', () => {
  it.each(['en', 'ar'])(
    '%s: the page has one h1, the category name, hidden from the eye only',
    async (lang) => {
      const { page, context, problems } = await openPage(browser)
      await page.goto(`${origin()}/demo`)
      await page.waitForURL(/\/en\/home$/)
      await page.goto(`${origin()}/${lang}/category/116`)
      await page.getByTestId('category-screen').waitFor()
      const heading = page.getByTestId('category-screen').getByRole('heading', { level: 1 })
      expect(await heading.count()).toBe(1)
      expect((await heading.textContent())?.trim()).not.toBe('')
      // Visually hidden: a 1 px clipped box, not display:none.
      expect((await heading.boundingBox())?.width).toBeLessThanOrEqual(1)
      expect(problems).toEqual([])
      await expectAccessible(page)
      await context.close()
    },
  )
})

// venue-api's demo seed: Date Ice Cream (1053) is AED 26.00 with a 20 % discount, so AED 20.80.
describe("a discounted price on the product page reads 'Was … Now …' (WCAG 1.3.1; menu-browsing §2 Product page)", () => {
  it.each([
    ['en', /Was\s+AED\s*26\.00\s+Now\s+AED\s*20\.80/],
    ['ar', /كان.+الآن/],
  ])('%s: the struck-out amount is said to be the old one', async (lang, reads) => {
    const { page, context, problems } = await openPage(browser)
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/en\/home$/)
    await page.goto(`${origin()}/${lang}/product/1053`)
    await page.getByTestId('product-screen').waitFor()
    const price = page.locator('.carte-app-product__price')
    await price.locator('s').waitFor()
    expect((await price.textContent())?.replace(/\s+/g, ' ')).toMatch(reads)
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('the home has one h1, the venue name, for screen readers (WCAG 1.3.1, 2.4.6)', () => {
  it.each([
    ['en', 'Marina Grill House'],
    ['ar', /\S/],
  ])('%s: one h1 on the whole page, hidden from the eye only', async (lang, name) => {
    const { page, context, problems } = await openPage(browser)
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/en\/home$/)
    await page.goto(`${origin()}/${lang}/home`)
    await page.getByTestId('home-screen').waitFor()
    await untilAppRendered(page)
    const heading = page.getByRole('heading', { level: 1 })
    expect(await heading.count()).toBe(1)
    expect((await heading.textContent())?.trim()).toMatch(name)
    expect((await heading.boundingBox())?.width).toBeLessThanOrEqual(1)
    expect(problems).toEqual([])
    await expectAccessible(page)
    await context.close()
  })
})
