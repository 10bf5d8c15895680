import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FATTOUSH, seedCart, seedState } from './checkout-support'
import { type Json, launchBrowser, openPage, origin, withMenu } from './harness'

// Menu-browsing §4 "Stored menu data older than 1 minute is reloaded", §9 "Menu refresh age
// 1 minute": the demo menu is served with its 'Mains' category named after how many times the
// browser asked for it, so each screen tells which answer it shows. The page's clock is moved on
// (Date only: the app's timers run as they do).

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** Opens the demo home with a counted menu; returns the page and the count of menu answers. */
async function openCountedDemo(start: number) {
  const opened = await openPage(browser)
  const served = { count: 0 }
  await withMenu(opened.page, 'demo', (menu) => {
    served.count += 1
    // The promotion pop-up on load would cover the home.
    menu.promotion_on_load = null
    const mains = (menu.categories as Json[]).find((category) => category.id === 102)
    if (mains) mains.name = `Mains ${served.count}`
    // The header's menu button says it too, on every screen.
    menu.ui_strings = {
      ...(menu.ui_strings as Json),
      ui_str_open_menu: `Open menu ${served.count}`,
    }
  })
  await opened.page.clock.setFixedTime(start)
  await opened.page.goto(`${origin()}/demo`)
  await opened.page.waitForURL(/\/en\/home$/)
  await opened.page.getByRole('link', { name: 'Mains 1' }).waitFor()
  return { ...opened, served }
}

/** What the browser does when the diner comes back to the tab (it was hidden meanwhile). */
function comeBackToTab(page: Page): Promise<void> {
  return page.evaluate(() => {
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
  })
}

describe('menu refresh (menu-browsing §4 menu loading, §9 refresh age 1 minute)', () => {
  it('a screen opened within the minute uses the loaded menu; one opened after it shows the menu reloaded', async () => {
    const start = Date.now()
    const { page, context, problems, served } = await openCountedDemo(start)
    await page.clock.setFixedTime(start + 50_000)
    await page.getByRole('link', { name: 'Mains 1' }).click()
    await page.waitForURL(/\/en\/category\/102$/)
    await page.getByRole('heading', { name: 'Mains 1' }).waitFor()
    await page.goBack()
    await page.getByTestId('home-screen').waitFor()
    expect(served.count).toBe(1)
    // More than a minute after it loaded: the next screen asks again and shows the new answer.
    await page.clock.setFixedTime(start + 61_000)
    await page.getByRole('link', { name: 'Mains 1' }).click()
    await page.waitForURL(/\/en\/category\/102$/)
    await page.getByRole('heading', { name: 'Mains 2' }).waitFor()
    expect(served.count).toBe(2)
    expect(problems).toEqual([])
    await context.close()
  })

  it('a diner back on the tab after more than a minute sees the menu reloaded without a tap; sooner, it is not asked again', async () => {
    const start = Date.now()
    const { page, context, problems, served } = await openCountedDemo(start)
    await page.clock.setFixedTime(start + 30_000)
    await comeBackToTab(page)
    // A request would be on its way within this wait (the menu answers in milliseconds here).
    await page.waitForTimeout(500)
    expect(served.count).toBe(1)
    await page.clock.setFixedTime(start + 5 * 60_000)
    await comeBackToTab(page)
    await page.getByRole('link', { name: 'Mains 2' }).waitFor()
    expect(served.count).toBe(2)
    expect(await page.getByTestId('home-screen').isVisible()).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it('a menu reloaded while the diner is typing drops nothing: product choices, search, cart comments, checkout details (issue 5: nothing lost)', async () => {
    const start = Date.now()
    const { page, context, problems, served } = await openCountedDemo(start)
    let later = start
    /** Back on the tab two minutes on: the menu is asked for again and its answer shown. */
    const reloadMenu = async () => {
      const before = served.count
      later += 2 * 60_000
      await page.clock.setFixedTime(later)
      await comeBackToTab(page)
      await expect.poll(() => served.count).toBe(before + 1)
      // The new answer is on the screen.
      await page.getByRole('button', { name: `Open menu ${served.count}` }).waitFor()
    }
    // The product page: a choice, instructions and a quantity.
    await page.goto(`${origin()}/en/product/1011`)
    await page.getByRole('radio', { name: /Large/ }).check()
    await page.getByRole('textbox', { name: 'Special instructions' }).fill('No pickles')
    await page.getByRole('button', { name: 'Increase quantity' }).click()
    await reloadMenu()
    expect(await page.getByRole('radio', { name: /Large/ }).isChecked()).toBe(true)
    expect(await page.getByRole('textbox', { name: 'Special instructions' }).inputValue()).toBe(
      'No pickles',
    )
    expect(await page.getByRole('textbox', { name: 'Quantity' }).inputValue()).toBe('2')
    // The search box and its results.
    await page.goto(`${origin()}/en/search`)
    await page.getByRole('searchbox').fill('burg')
    await page.getByRole('status').filter({ hasText: '4 products found' }).waitFor()
    await reloadMenu()
    expect(await page.getByRole('searchbox').inputValue()).toBe('burg')
    await page.getByRole('status').filter({ hasText: '4 products found' }).waitFor()
    // The cart's comments and the checkout's details.
    await seedCart(page, [FATTOUSH])
    await seedState(page, { orderType: 'takeaway', paymentType: 'cash' })
    await page.goto(`${origin()}/en/cart`)
    const comments = page.getByRole('textbox', { name: /comments/i })
    await comments.fill('Extra napkins, please')
    await reloadMenu()
    expect(await comments.inputValue()).toBe('Extra napkins, please')
    await page.goto(`${origin()}/en/checkout`)
    await page.getByLabel('Name').fill('Rana')
    await page.getByLabel('Email').fill('rana@example.com')
    await reloadMenu()
    expect(await page.getByLabel('Name').inputValue()).toBe('Rana')
    expect(await page.getByLabel('Email').inputValue()).toBe('rana@example.com')
    expect(problems).toEqual([])
    await context.close()
  }, 60_000)

  it('a reload that fails on the way back to the tab keeps the menu on screen (§8: the error screen is for a menu that cannot load)', async () => {
    const start = Date.now()
    const { page, context, problems, served } = await openCountedDemo(start)
    const failed: string[] = []
    await page.route(/\/api\/menu\/demo\/$/, (route) => {
      failed.push(route.request().url())
      return route.abort('internetdisconnected')
    })
    await page.clock.setFixedTime(start + 5 * 60_000)
    await comeBackToTab(page)
    await expect.poll(() => failed.length).toBeGreaterThan(0)
    await page.waitForTimeout(500)
    expect(await page.getByRole('link', { name: 'Mains 1' }).isVisible()).toBe(true)
    expect(await page.getByText('Error', { exact: true }).count()).toBe(0)
    expect(served.count).toBe(1)
    expect(problems).toEqual([])
    await context.close()
  })
})
