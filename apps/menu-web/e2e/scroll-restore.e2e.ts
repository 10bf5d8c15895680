import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, origin, withMenu } from './harness'

// Menu-browsing §2 Routing: "The scroll position of a category page is saved locally for
// return." The demo's 'All' special category (109) lists every product, several screens long.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** Opens the demo's long 'All' category, scrolled down to a product well below the first screen. */
async function openScrolledCategory() {
  const opened = await openPage(browser)
  await withMenu(opened.page, 'demo', (menu) => {
    // The promotion pop-up on load would cover the screens under test.
    menu.promotion_on_load = null
  })
  await opened.page.goto(`${origin()}/demo`)
  await opened.page.waitForURL(/\/en\/home$/)
  await opened.page.goto(`${origin()}/en/category/109`)
  const lists = opened.page.getByTestId('product-list')
  await lists.first().waitFor()
  const rows = opened.page.locator('[data-testid="category-screen"] a[href*="/product/"]')
  expect(await rows.count()).toBeGreaterThan(12)
  const target = rows.nth(10)
  await target.scrollIntoViewIfNeeded()
  await opened.page.mouse.wheel(0, 200)
  await expect.poll(() => scrollOf(opened.page)).toBeGreaterThan(900)
  // Let the restoration's own record of the position settle (it is kept on scroll).
  await opened.page.waitForTimeout(300)
  const scrolled = await scrollOf(opened.page)
  return { ...opened, target, scrolled }
}

function scrollOf(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY)
}

/** Waits until the page is back within a few lines (40 px) of where the diner left it. */
async function expectScrolledTo(page: Page, left: number): Promise<void> {
  await expect.poll(() => scrollOf(page)).toBeGreaterThan(left - 40)
  expect(await scrollOf(page)).toBeLessThan(left + 40)
}

describe('category scroll position kept for return (menu-browsing §2 Routing)', () => {
  it("the header's Back from a product returns to where the diner was in the category", async () => {
    const { page, context, problems, target, scrolled } = await openScrolledCategory()
    await target.click()
    await page.waitForURL(/\/en\/product\/\d+/)
    await page.getByTestId('product-screen').waitFor()
    await page.getByRole('banner').getByRole('button', { name: 'Back' }).click()
    await page.waitForURL(/\/en\/category\/109$/)
    await expectScrolledTo(page, scrolled)
    expect(problems).toEqual([])
    await context.close()
  })

  it("the browser's Back returns to the same place, and a product page opens at its top", async () => {
    const { page, context, problems, target, scrolled } = await openScrolledCategory()
    await target.click()
    await page.waitForURL(/\/en\/product\/\d+/)
    await page.getByTestId('product-screen').waitFor()
    expect(await scrollOf(page)).toBe(0)
    await page.goBack()
    await page.waitForURL(/\/en\/category\/109$/)
    await expectScrolledTo(page, scrolled)
    expect(problems).toEqual([])
    await context.close()
  })

  it('a reload of the category page keeps its place', async () => {
    const { page, context, problems, scrolled } = await openScrolledCategory()
    await page.reload()
    await page.getByTestId('product-list').first().waitFor()
    await expectScrolledTo(page, scrolled)
    expect(problems).toEqual([])
    await context.close()
  })

  it("adding from the product page with the venue's 'back' redirect returns to the same place (§2 add-to-cart redirect)", async () => {
    const { page, context, problems, scrolled } = await openScrolledCategory()
    // A product the demo adds without a choice to make.
    const plain = page.locator('[data-testid="category-screen"] a[href="/en/product/1031"]')
    await plain.scrollIntoViewIfNeeded()
    await page.waitForTimeout(300)
    const at = await scrollOf(page)
    expect(Math.abs(at - scrolled)).toBeGreaterThan(0)
    await plain.click()
    await page.waitForURL(/\/en\/product\/1031$/)
    await page.getByRole('button', { name: 'Add To Cart' }).click()
    await page.waitForURL(/\/en\/category\/109$/)
    await expectScrolledTo(page, at)
    expect(problems).toEqual([])
    await context.close()
  })
})
