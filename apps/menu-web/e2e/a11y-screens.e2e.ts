import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FATTOUSH, seedCart } from './checkout-support'
import { expectAccessible, launchBrowser, openPage, origin, withMenu } from './harness'

// Issue 5 Proof: "axe: no serious or critical violations on any of these screens in en and ar".
// Each browsing screen in turn, in both languages, in one tab of the demo venue (the promotion
// pop-up off, so that each screen itself is checked), and the screens of other venues and of no
// venue: the version banner, the error screen and the unlicensed screen.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** A screen of the demo: its path after the language, and what shows once it is up. */
interface Screen {
  readonly name: string
  readonly path: string
  readonly ready: (page: Page) => Promise<void>
}

const byTestId = (testId: string) => async (page: Page) => {
  await page.getByTestId(testId).first().waitFor()
}

const DEMO_SCREENS: readonly Screen[] = [
  { name: 'home', path: 'home', ready: byTestId('home-screen') },
  { name: 'category', path: 'category/103', ready: byTestId('product-list') },
  { name: 'special category', path: 'category/109', ready: byTestId('product-list') },
  { name: 'product with choices', path: 'product/1011', ready: byTestId('product-screen') },
  { name: 'combo product', path: 'product/1061', ready: byTestId('product-screen') },
  { name: 'information page', path: 'page/1', ready: byTestId('page-screen') },
  { name: 'promotions', path: 'promotions', ready: byTestId('promotions-screen') },
  { name: 'feedback form', path: 'form/1', ready: byTestId('form-screen') },
  { name: 'cart', path: 'cart', ready: byTestId('cart-screen') },
  { name: 'unknown category', path: 'category/99999', ready: byTestId('not-found') },
]

for (const lang of ['en', 'ar'] as const) {
  describe(`every browsing screen passes axe (${lang}; issue 5 Proof)`, () => {
    it('the demo venue: home, categories, products, pages, promotions, form, cart, not found, search with results and the open drawer', async () => {
      const { page, context, problems } = await openPage(browser)
      await withMenu(page, 'demo', (menu) => {
        menu.promotion_on_load = null
      })
      await page.goto(`${origin()}/demo`)
      await page.waitForURL(/\/en\/home$/)
      await seedCart(page, [FATTOUSH])
      for (const screen of DEMO_SCREENS) {
        await page.goto(`${origin()}/${lang}/${screen.path}`)
        await screen.ready(page)
        await page.getByRole('banner').waitFor()
        expect(await page.locator('html').getAttribute('lang'), screen.name).toBe(lang)
        await expectAccessible(page)
      }
      // Search with results on the screen.
      await page.goto(`${origin()}/${lang}/search`)
      await page.getByRole('searchbox').fill(lang === 'ar' ? 'برجر' : 'burger')
      await page.getByTestId('search-results').getByRole('link').first().waitFor()
      await expectAccessible(page)
      // The drawer, open over the home.
      await page.goto(`${origin()}/${lang}/home`)
      await page.locator('header button[aria-haspopup="dialog"]').click()
      await page.getByRole('dialog').waitFor()
      await expectAccessible(page)
      expect(problems).toEqual([])
      await context.close()
      // Twelve screens, each loaded and checked by axe: some 20 s here.
    }, 90_000)
  })
}

describe('screens of other venues and of none pass axe (issue 5 Proof)', () => {
  it('the version banner (big venue), the error screen (unknown licence) and the unlicensed screen in en and ar', async () => {
    const { page, context, problems } = await openPage(browser)
    await page.goto(`${origin()}/big`)
    await page.waitForURL(/\/en\/home$/)
    await page.getByText(/A new version/).waitFor()
    await expectAccessible(page)
    await page.goto(`${origin()}/no-such-venue`)
    await page.getByTestId('menu-error').waitFor()
    await expectAccessible(page)
    for (const lang of ['en', 'ar']) {
      await page.goto(`${origin('nolicense.localhost')}/${lang}/home`)
      await page.getByTestId('unlicensed').waitFor()
      await expectAccessible(page)
    }
    expect(problems).toEqual([])
    await context.close()
  })
})
