import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectAccessible, launchBrowser, openPage, origin } from './harness'

// WCAG 1.4.10 Reflow: a screen title that is one long word (German compounds, a venue's own
// spelling) wraps inside the 390 px phone instead of widening the page into a sideways scroll.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

type Json = Record<string, unknown>

const LONG_WORD = 'Schwarzwälderkirschtorte'

/** The phone's width (openPage's viewport); a mobile page's layout widens to what overflows it. */
const PHONE_WIDTH = 390

/** The demo menu (every language) with one long word as the names the screens' titles show. */
async function withLongNames(page: Page): Promise<void> {
  await page.route(`${inject('apiBaseUrl')}/*/api/menu/demo/`, async (route) => {
    try {
      const response = await route.fetch()
      const menu = (await response.json()) as Json
      const rename = (list: unknown, id: number, field: string) => {
        for (const item of list as Json[]) if (item.id === id) item[field] = LONG_WORD
      }
      // Fattoush (1031) in Salads (105), a sub-category of nothing; Burgers (103) in Mains (102),
      // whose page lists it as a card with a section title; the information page 1.
      rename(menu.products, 1031, 'name')
      rename(menu.categories, 105, 'name')
      rename(menu.categories, 103, 'name')
      rename(menu.pages, 1, 'title')
      await route.fulfill({ response, json: menu })
    } catch (error) {
      if (page.isClosed() || /disposed|closed/i.test(String(error))) return
      throw error
    }
  })
}

/**
 * How far the page reaches sideways (its scroll width) and the elements showing the long word on
 * the screen (a carousel's other slides are off the screen by design) that leave it on either
 * side (in Arabic the overflow is on the left).
 */
function overflow(page: Page) {
  return page.evaluate(
    ({ word, width }) => {
      const outside = [...document.querySelectorAll('main *')]
        .filter(
          (element) =>
            element.children.length === 0 &&
            element.textContent?.trim() === word &&
            !element.closest('.carte-carousel__slide:not([data-state="active"])'),
        )
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.left < -0.5 || box.right > width + 0.5)
        .map(
          ({ element, box }) =>
            `${element.className} ${Math.round(box.left)}..${Math.round(box.right)}`,
        )
      const shown = document.querySelectorAll('main h1, main h2').length
      return { pageWidth: document.documentElement.scrollWidth, outside, shown: shown > 0 }
    },
    { word: LONG_WORD, width: PHONE_WIDTH },
  )
}

describe('screen titles wrap at 390 px (WCAG 1.4.10 Reflow)', () => {
  for (const lang of ['en', 'ar']) {
    it(`${lang}: product, category and information page titles of one long word stay inside the screen`, async () => {
      const { page, context, problems } = await openPage(browser)
      await withLongNames(page)
      const screens: [string, string][] = [
        [`/${lang}/product/1031`, 'product-screen'],
        [`/${lang}/category/105`, 'category-screen'],
        [`/${lang}/category/102`, 'category-screen'],
        [`/${lang}/page/1`, 'page-screen'],
      ]
      for (const [path, testId] of screens) {
        await page.goto(`${origin('demo.localhost')}${path}`)
        await page.getByTestId(testId).waitFor()
        await page.getByRole('banner').waitFor()
        await page.getByText(LONG_WORD).first().waitFor()
        expect.soft({ path, ...(await overflow(page)) }).toEqual({
          path,
          pageWidth: PHONE_WIDTH,
          outside: [],
          shown: true,
        })
      }
      await page.goto(`${origin('demo.localhost')}/${lang}/product/1031`)
      await page.getByTestId('product-screen').waitFor()
      await expectAccessible(page)
      expect(problems).toEqual([])
      await context.close()
    })
  }
})
