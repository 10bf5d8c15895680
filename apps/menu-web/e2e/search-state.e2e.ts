import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible, launchBrowser, openPage, origin, untilAppRendered } from './harness'

// The search is kept per tab (menu-browsing §2 Search "state kept when returning from a
// product"): a reload, or a phone that discarded the tab and loads it again, keeps the term and
// the checked properties, so Back from a product shows the search the diner made.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

const demo = () => origin('demo.localhost')

async function settle(page: Page, testId: string): Promise<void> {
  await page.getByTestId(testId).waitFor()
  await page.getByRole('banner').waitFor()
}

describe('search kept per tab across a reload (menu-browsing §2 Search)', () => {
  it('en: term and checked property survive a reload of the product; Back shows the same results', async () => {
    const { page, context, problems } = await openPage(browser)
    await page.goto(`${demo()}/en/search`)
    await settle(page, 'search-screen')
    await page.getByRole('searchbox').fill('BURGER')
    await page.getByTestId('product-1011').waitFor()
    await page.getByRole('checkbox', { name: 'Spicy' }).check()
    await page.getByTestId('product-1011').waitFor({ state: 'detached' })
    const count = page.getByTestId('search-results').getByRole('status')
    const found = await count.textContent()
    expect(found).toMatch(/^\d+ products? found$/)
    await page.getByTestId('product-1012').getByRole('link').first().click()
    await page.waitForURL(`${demo()}/en/product/1012?from=search`)
    await settle(page, 'product-screen')
    // The phone discards the tab (or the diner reloads): the page loads again.
    await page.reload()
    await settle(page, 'product-screen')
    await page.getByRole('banner').getByRole('button', { name: 'Back' }).click()
    await page.waitForURL(`${demo()}/en/search`)
    await settle(page, 'search-screen')
    expect(await page.getByRole('searchbox').inputValue()).toBe('BURGER')
    expect(await page.getByRole('checkbox', { name: 'Spicy' }).isChecked()).toBe(true)
    await page.getByTestId('product-1012').waitFor()
    expect(await page.getByTestId('product-1011').count()).toBe(0)
    expect(await count.textContent()).toBe(found)
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })

  it('ar: the term survives a reload of the search itself; the screen is accessible', async () => {
    const { page, context, problems } = await openPage(browser)
    await page.goto(`${demo()}/ar/search`)
    await settle(page, 'search-screen')
    await page.getByRole('searchbox').fill('برجر')
    await page.getByTestId('product-1011').waitFor()
    await page.reload()
    await settle(page, 'search-screen')
    await page.locator('html[dir="rtl"]').waitFor({ state: 'attached' })
    expect(await page.getByRole('searchbox').inputValue()).toBe('برجر')
    await page.getByTestId('product-1011').waitFor()
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })

  it('a new tab starts with an empty search (kept per tab, not across visits)', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${demo()}/en/search`)
    await settle(page, 'search-screen')
    await page.getByRole('searchbox').fill('BURGER')
    await page.getByTestId('product-1011').waitFor()
    const tab = await context.newPage()
    await tab.goto(`${demo()}/en/search`)
    await untilAppRendered(tab)
    await settle(tab, 'search-screen')
    expect(await tab.getByRole('searchbox').inputValue()).toBe('')
    expect(await tab.getByTestId('product-list').locator('li').count()).toBe(0)
    await context.close()
  })
})
