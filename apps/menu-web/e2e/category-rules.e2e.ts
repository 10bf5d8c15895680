import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Json, launchBrowser, openPage, origin, withMenu } from './harness'

// Two category rules walked in the built app, in en and ar, on the demo menu as the server
// answers it, changed by a route interception (the seeds stay as they are):
// - one 'category shown' rule (README reading): Salads (105) with enable: false is linked from
//   neither the home nor the drawer, its page is not found, its product 1031 cannot be added;
// - disable_order in category hours (menu-browsing §3 Category hours entry; §2 Product page
//   "category and product hours pass"; README reading): Burgers (103) and Drinks (106, format 4)
//   inside a whole-day slot with disable_order stay listed, without an add form or row button.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** A whole-day slot on every weekday with disable_order (spec: §3 Category hours entry). */
const NO_ORDER_ALL_WEEK = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  from_hour: '00:00:00',
  to_hour: '00:00:00',
  disable_order: true,
}))

/** The demo menu with Salads disabled and Burgers and Drinks inside a disable_order slot. */
function changeMenu(menu: Json): void {
  const categories = menu.categories as Json[]
  for (const category of categories) {
    if (category.id === 105) category.enable = false
    if (category.id === 103 || category.id === 106) category.category_hours = NO_ORDER_ALL_WEEK
  }
}

const TEXT = {
  en: {
    salads: 'Salads',
    drinks: 'Drinks',
    openMenu: 'Open menu',
    notFound: 'Page not found',
    addToCart: 'Add To Cart',
  },
  ar: {
    salads: 'السلطات',
    drinks: 'المشروبات',
    openMenu: 'فتح القائمة',
    notFound: 'الصفحة غير موجودة',
    addToCart: 'أضف إلى السلة',
  },
} as const

describe.each(['en', 'ar'] as const)('category rules in %s', (lang) => {
  const text = TEXT[lang]

  async function openDemo() {
    const opened = await openPage(browser)
    await withMenu(opened.page, 'demo', changeMenu)
    await opened.page.goto(`${origin()}/demo`)
    await opened.page.waitForURL(/\/en\/home$/)
    await opened.page.getByTestId('home-screen').waitFor()
    await opened.page.goto(`${origin()}/${lang}/home`)
    await opened.page.getByTestId('home-screen').waitFor()
    await opened.page.getByRole('banner').waitFor()
    return opened
  }

  it('a disabled category is linked from neither the home nor the drawer; its page is not found and its product cannot be added', async () => {
    const { page, context, problems } = await openDemo()
    const home = page.getByTestId('home-screen')
    // Drinks, an enabled category beside it, is linked: the home has rendered its cards.
    await home.getByRole('link', { name: text.drinks }).first().waitFor()
    expect(await home.getByRole('link', { name: text.salads }).count()).toBe(0)
    expect(await page.locator('a[href$="/category/105"]').count()).toBe(0)

    await page.getByRole('button', { name: text.openMenu }).click()
    const drawer = page.getByRole('dialog')
    await drawer.getByRole('link', { name: text.drinks }).waitFor()
    expect(await drawer.getByRole('link', { name: text.salads }).count()).toBe(0)
    await page.keyboard.press('Escape')

    // The same treatment as an unknown category id.
    await page.goto(`${origin()}/${lang}/category/105`)
    await page.getByTestId('not-found').getByText(text.notFound).waitFor()
    expect(await page.getByTestId('category-screen').count()).toBe(0)

    await page.goto(`${origin()}/${lang}/product/1031`)
    await page.getByTestId('product-unavailable').waitFor()
    expect(await page.locator('.carte-app-product-form').count()).toBe(0)
    expect(await page.getByRole('button', { name: text.addToCart }).count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('inside a category slot with disable_order the products are shown without add buttons or the add form', async () => {
    const { page, context, problems } = await openDemo()
    // Drinks is format 4: its 5 rows are listed, none with the row button.
    await page.goto(`${origin()}/${lang}/category/106`)
    const list = page.getByTestId('product-list')
    await list.waitFor()
    expect(await list.locator('li.carte-app-product').count()).toBe(5)
    expect(await list.getByRole('button', { name: text.addToCart }).count()).toBe(0)

    // A Burgers product page shows the product, without the add form.
    await page.goto(`${origin()}/${lang}/product/1012`)
    await page.getByTestId('product-screen').waitFor()
    expect(await page.locator('.carte-app-product-form').count()).toBe(0)
    expect(await page.getByRole('button', { name: text.addToCart }).count()).toBe(0)

    // A product of a category without such a slot still has its form (Grills, 104).
    await page.goto(`${origin()}/${lang}/category/104`)
    await page.getByTestId('product-list').locator('a').first().click()
    await page.getByTestId('product-screen').waitFor()
    await page.locator('.carte-app-product-form').first().waitFor()
    expect(problems).toEqual([])
    await context.close()
  })
})
