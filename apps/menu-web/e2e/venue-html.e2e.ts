import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Json, launchBrowser, openPage, origin, withMenu } from './harness'

// Venue HTML goes only through the one sanitizing component (architecture; menu-browsing §2 home
// header and footer texts, category description, product description and footer, information
// pages; ordering-payment §1 cart footer). Every field the app renders is served here with the
// same hostile markup beside a harmless sentence; each screen must show the sentence and none of
// the markup. The CSP would also block an inline handler that got through (the harness ignores
// its console report for DOMPurify's own parse), so the DOM itself is checked: a sanitizer that
// let markup through fails here even though nothing runs.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** Hostile markup after a visible sentence naming the field. */
function hostile(field: string): string {
  return (
    `<p>Safe ${field}. <a href="https://example.com/${field}" target="_blank">Read more</a></p>` +
    `<img src="data:," alt="" onerror="window.__xss='${field} onerror'">` +
    `<a href="javascript:window.__xss='${field} link'">Bad link</a>` +
    `<script>window.__xss='${field} script'</script>` +
    `<iframe src="https://example.com/frame"></iframe>` +
    `<form action="https://example.com/steal"><input name="card"><button>Pay</button></form>` +
    `<p style="position:fixed;inset:0" onclick="window.__xss='${field} click'">Styled</p>` +
    `<svg><script>window.__xss='${field} svg'</script></svg>`
  )
}

/** The demo, every venue HTML field hostile, with one product in the cart's way. */
async function openHostileDemo() {
  const opened = await openPage(browser)
  await withMenu(opened.page, 'demo', (menu) => {
    menu.promotion_on_load = null
    menu.home_header_text = hostile('home header')
    menu.home_footer_text = hostile('home footer')
    menu.product_footer_text = hostile('product footer')
    menu.cart_footer_text = hostile('cart footer')
    const mains = (menu.categories as Json[]).find((category) => category.id === 103)
    if (mains) mains.description = hostile('category description')
    const salad = (menu.products as Json[]).find((product) => product.id === 1031)
    if (salad) salad.description = hostile('product description')
    const about = (menu.pages as Json[]).find((page) => page.id === 1)
    if (about) about.content = hostile('page content')
  })
  await opened.page.goto(`${origin()}/demo`)
  await opened.page.waitForURL(/\/en\/home$/)
  return opened
}

/** Asserts the screen shows each field's sentence and nothing of the hostile markup. */
async function expectOnlySafe(page: Page, fields: readonly string[]): Promise<void> {
  for (const field of fields) {
    await page.getByText(`Safe ${field}.`).waitFor()
  }
  const found = await page.evaluate(() => {
    const main = document.querySelector('main')
    const handlers = [...document.querySelectorAll('*')].filter((element) =>
      [...element.attributes].some((attribute) => /^on/i.test(attribute.name)),
    )
    return {
      handlers: handlers.map((element) => element.outerHTML.slice(0, 80)),
      scripts: main?.querySelectorAll('script').length ?? -1,
      frames: document.querySelectorAll('iframe, frame, object, embed').length,
      forms: main?.querySelectorAll('input[name="card"], form[action]').length ?? -1,
      svg: main?.querySelectorAll('svg script').length ?? -1,
      styled: main?.querySelectorAll('[style*="fixed"]').length ?? -1,
      scriptLinks: [...document.querySelectorAll('a[href]')].filter((link) =>
        /^\s*javascript:/i.test(link.getAttribute('href') ?? ''),
      ).length,
      xss: (window as unknown as { __xss?: string }).__xss ?? null,
      newTabLinks: [...(main?.querySelectorAll('a[target="_blank"]') ?? [])]
        .filter((link) => link.getAttribute('href')?.startsWith('https://example.com/'))
        .map((link) => link.getAttribute('rel')),
    }
  })
  expect(found.handlers).toEqual([])
  expect(found.scripts).toBe(0)
  expect(found.frames).toBe(0)
  expect(found.forms).toBe(0)
  expect(found.svg).toBe(0)
  expect(found.styled).toBe(0)
  expect(found.scriptLinks).toBe(0)
  expect(found.xss).toBeNull()
  // A venue's new-tab link never gets a handle on the menu's tab.
  expect(found.newTabLinks.length).toBeGreaterThanOrEqual(fields.length)
  for (const rel of found.newTabLinks) expect(rel).toMatch(/noopener/)
}

describe('venue HTML on every screen that shows it (architecture: one sanitizing component)', () => {
  it('home header and footer, a category description, a product description and footer, an information page and the cart footer show their text and none of the hostile markup', async () => {
    const { page, context, problems } = await openHostileDemo()
    await expectOnlySafe(page, ['home header', 'home footer'])
    await page.goto(`${origin()}/en/category/103`)
    await expectOnlySafe(page, ['category description'])
    await page.goto(`${origin()}/en/product/1031`)
    await expectOnlySafe(page, ['product description', 'product footer'])
    await page.goto(`${origin()}/en/page/1`)
    await expectOnlySafe(page, ['page content'])
    await page.goto(`${origin()}/en/cart`)
    await expectOnlySafe(page, ['cart footer'])
    // The screens' own clicks still work with the venue's markup on them.
    await page.getByText('Safe cart footer.').click()
    expect(await page.evaluate(() => (window as { __xss?: string }).__xss ?? null)).toBeNull()
    expect(problems).toEqual([])
    await context.close()
  })
})
