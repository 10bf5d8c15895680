import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Json, launchBrowser, openDemoAt, origin } from './harness'

// Browsing rules of menu-browsing §2 and §4 that no other browser test walked before,
// on the demo venue as venue-api serves it; where the seed lacks a case the
// served menu is changed per test (withMenu, through openDemoAt's `change`), never the seed.
//
// The demo's hours, in Asia/Dubai (UTC+4 all year): Breakfast (101) 06:00-12:00, Late Night (114)
// 22:00-03:00, Lamb Chops (1023, a Grills product) 17:00-00:00; the venue is open all day.
// Catering (115) has an external_link, Gift Cards (116) disable_link; Burgers (103) and Grills
// (104) are sub-categories of Mains (102). Form 3 is disabled; promotions 1-3 are enabled.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** 08:00 in Dubai: Breakfast is served, Late Night is not. */
const DUBAI_08 = new Date('2026-11-23T04:00:00Z')
/** 15:00 in Dubai: neither Breakfast nor Late Night, nor Lamb Chops (from 17:00). */
const DUBAI_15 = new Date('2026-11-23T11:00:00Z')
/** 18:00 in Dubai: neither Breakfast nor Late Night; Lamb Chops is. */
const DUBAI_18 = new Date('2026-11-23T14:00:00Z')
/** 23:00 in Dubai: Late Night is served, Breakfast is not. */
const DUBAI_23 = new Date('2026-11-23T19:00:00Z')

/** Opens the demo at `path` with the page's clock fixed at `at` (the venue's hours read it). */
function openDemoAtTime(path: string, at: Date, change?: (menu: Json) => void) {
  return openDemoAt(browser, path, {
    prepare: (page) => page.clock.setFixedTime(at),
    ...(change ? { change } : {}),
  })
}

/** Moves the page's clock to `at` and loads the screen again (the app reads the hours at load). */
async function reloadAt(page: Page, at: Date): Promise<void> {
  await page.clock.setFixedTime(at)
  await page.reload()
}

function categoriesOf(menu: Json): Json[] {
  return menu.categories as Json[]
}

function productOf(menu: Json, id: number): Json {
  const found = (menu.products as Json[]).find((product) => product.id === id)
  if (!found) throw new Error(`no product ${id} in the seed`)
  return found
}

// ---------------------------------------------------------------------------------------------
// §2 Search page: "Only products in enabled, time-valid, non-link categories are searched."
// ---------------------------------------------------------------------------------------------

/** The ids of the search's result rows (not the inert warm-up rows it renders while empty). */
function resultIds(page: Page): Promise<number[]> {
  return page
    .locator('[data-testid="search-results"] > [data-testid="product-list"] > li')
    .evaluateAll((rows) =>
      rows.map((row) => Number(row.getAttribute('data-testid')?.replace('product-', ''))),
    )
}

/** Types `term` in the search box and waits until the results count says `count`. */
async function search(page: Page, term: string, count: string | RegExp): Promise<number[]> {
  await page.getByRole('searchbox').fill(term)
  await page.getByTestId('search-results').getByRole('status').filter({ hasText: count }).waitFor()
  return resultIds(page)
}

describe('search covers only enabled, time-valid, non-link categories (menu-browsing §2 Search)', () => {
  // Fails if the search index takes products of an external-link category (Party Platter, in
  // Catering) or forgets the Sides it should find.
  it("a product of the external-link category Catering is not found; Sides' products are (§2 Search)", async () => {
    const { page, context, problems } = await openDemoAt(browser, '/en/search')
    await page.getByTestId('search-screen').waitFor()
    expect(await search(page, 'Platter', 'No products found')).toEqual([])
    // The same box finds products of a plain category: the search itself works.
    expect(await search(page, 'fries', '2 products found')).toEqual([1081, 1082])
    expect(problems).toEqual([])
    await context.close()
  })

  // Fails if the search reads a product's own external_link instead of its category's, or lists
  // products of a disable_link or a disabled (enable: false) category.
  it('products of a disable_link category, of a disabled category, and of an external-link category whose product has no link of its own are not found (§2 Search)', async () => {
    const { page, context, problems } = await openDemoAt(browser, '/en/search', {
      change: (menu) => {
        for (const category of categoriesOf(menu)) {
          if (category.id === 117) category.disable_link = true
          if (category.id === 105) category.enable = false
        }
        // Only its category (Catering) is a link now.
        productOf(menu, 1091).external_link = null
      },
    })
    await page.getByTestId('search-screen').waitFor()
    expect(await search(page, 'fries', 'No products found')).toEqual([])
    expect(await search(page, 'fattoush', 'No products found')).toEqual([])
    expect(await search(page, 'platter', 'No products found')).toEqual([])
    expect(await search(page, 'burger', /products found/)).toEqual(
      expect.arrayContaining([1011, 1012, 1013]),
    )
    expect(problems).toEqual([])
    await context.close()
  })

  // Fails if the search ignores category hours: Shakshuka (Breakfast, 06:00-12:00 in Dubai) would
  // be found at 15:00, or not at 08:00.
  it("Breakfast's Shakshuka is not found at 15:00 in Dubai and is found at 08:00 (§2 Search 'time-valid', §4 hours)", async () => {
    const { page, context, problems } = await openDemoAtTime('/en/search', DUBAI_15)
    await page.getByTestId('search-screen').waitFor()
    expect(await search(page, 'Shakshuka', 'No products found')).toEqual([])
    await reloadAt(page, DUBAI_08)
    await page.getByTestId('search-screen').waitFor()
    expect(await search(page, 'Shakshuka', '1 product found')).toEqual([1001])
    expect(problems).toEqual([])
    await context.close()
  })
})

// ---------------------------------------------------------------------------------------------
// §2 Category page: special categories discounted, combos, all_in_category.
// ---------------------------------------------------------------------------------------------

/** The ids of the products a category screen lists, once it lists one. */
async function listedIds(page: Page): Promise<number[]> {
  const rows = page.locator('main li.carte-app-product')
  await rows.first().waitFor()
  return rows.evaluateAll((items) =>
    items.map((item) => Number(item.getAttribute('data-testid')?.replace('product-', ''))),
  )
}

/** The section headings of a special category screen (one per source category). */
function sectionNames(page: Page): Promise<string[]> {
  return page.locator('main section.carte-category-section > h2').allTextContents()
}

describe('special categories list what their type names (menu-browsing §2 Category page)', () => {
  // Fails if 'On Offer' lists a product without a discount, or leaves out a discounted one.
  it("'discounted' (On Offer, 110) lists exactly the discounted products, by category (§2 special categories)", async () => {
    const { page, context, problems } = await openDemoAtTime('/en/category/110', DUBAI_18)
    await page.getByTestId('category-screen').waitFor()
    // Spicy Chicken Burger 15 %, Shish Tawook 10 %, Date Ice Cream 20 %, Grill Box 10 %.
    expect(await listedIds(page)).toEqual([1012, 1022, 1053, 1062])
    expect(await sectionNames(page)).toEqual(['Burgers', 'Grills', 'Desserts', 'Meal Deals'])
    // Each shows its price before the discount, struck through.
    expect(await page.locator('main li.carte-app-product del').count()).toBe(4)
    expect(problems).toEqual([])
    await context.close()
  })

  // Fails if a special category lists products of a category outside its hours: a discounted
  // Shakshuka (Breakfast) would show at 18:00, or not at 08:00.
  it("'discounted' leaves out a discounted product of a category outside its hours and lists it inside them (§2 special categories, §4 hours)", async () => {
    const { page, context, problems } = await openDemoAtTime(
      '/en/category/110',
      DUBAI_18,
      (menu) => {
        productOf(menu, 1001).discount = '5'
      },
    )
    await page.getByTestId('category-screen').waitFor()
    expect(await listedIds(page)).toEqual([1012, 1022, 1053, 1062])
    await reloadAt(page, DUBAI_08)
    await page.getByTestId('category-screen').waitFor()
    await page.getByTestId('product-1001').waitFor()
    expect(await sectionNames(page)).toContain('Breakfast')
    expect(problems).toEqual([])
    await context.close()
  })

  // Fails if 'Combos' lists a product that is not a combo (enable_combo), or leaves one out.
  it("'combos' (Combos, 111) lists exactly the combo products (§2 special categories)", async () => {
    const { page, context, problems } = await openDemoAtTime('/en/category/111', DUBAI_18)
    await page.getByTestId('category-screen').waitFor()
    // Burger Meal and Grill Box, the two products with enable_combo.
    expect(await listedIds(page)).toEqual([1061, 1062])
    expect(await sectionNames(page)).toEqual(['Meal Deals'])
    expect(problems).toEqual([])
    await context.close()
  })

  // Fails if 'all_in_category' ignores special_category_display_categories (lists Salads, Drinks…)
  // or leaves out a product of Burgers or Grills shown now (out of stock ones are listed too).
  it("'all_in_category' (From the Grill House, 112) lists every product shown now of its chosen categories, Burgers and Grills, and nothing else (§2 special categories)", async () => {
    const { page, context, problems } = await openDemoAtTime('/en/category/112', DUBAI_18)
    await page.getByTestId('category-screen').waitFor()
    expect(await listedIds(page)).toEqual([1011, 1012, 1013, 1021, 1022, 1023])
    expect(await sectionNames(page)).toEqual(['Burgers', 'Grills'])
    const bar = page.getByRole('navigation', { name: /categor/i })
    expect(await bar.getByRole('link').allTextContents()).toEqual(['Burgers', 'Grills'])
    expect(problems).toEqual([])
    await context.close()
  })
})

// ---------------------------------------------------------------------------------------------
// §2 Home page and Drawer.
// ---------------------------------------------------------------------------------------------

/** The names on the home's category cards, in order. */
async function homeCards(page: Page): Promise<string[]> {
  const cards = page.getByTestId('home-screen').locator('[data-testid="category-cards"] > li')
  await cards.first().waitFor()
  return (await cards.allTextContents()).map((text) => text.trim())
}

/** Opens the drawer and returns the hrefs of its links, in order; closes it again. */
async function drawerHrefs(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Open menu' }).click()
  const nav = page.getByRole('dialog').getByRole('navigation')
  await nav.getByRole('link', { name: 'Home' }).waitFor()
  const hrefs = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  await page.keyboard.press('Escape')
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  return hrefs
}

/** Top-level categories every hour of the day (Catering and Gift Cards are links of their own). */
const HOME_ALL_DAY = [
  'Mains',
  'Salads',
  'Drinks',
  'Desserts',
  'Meal Deals',
  'Everything',
  'On Offer',
  'Combos',
  'From the Grill House',
  "What's New",
  'Catering',
  'Gift Cards',
  'Sides',
]

/** The drawer's links at 15:00 in Dubai: no Breakfast or Late Night, no link categories. */
const DRAWER_AT_15 = [
  '/en/home',
  ...[102, 105, 106, 107, 108, 109, 110, 111, 112, 113, 117].map((id) => `/en/category/${id}`),
  '/en/promotions',
  '/en/page/1',
  '/en/page/2',
  '/en/page/3',
  '/en/form/1',
  '/en/form/2',
]

describe('home and drawer (menu-browsing §2 Home page, Drawer)', () => {
  // Fails if the home or the drawer offers a category outside its hours (Breakfast at 15:00,
  // Late Night at 08:00), or not inside them (Breakfast at 08:00, Late Night at 23:00).
  it('a category outside its opening hours is neither on the home nor in the drawer, and is on both inside its hours (§2 Home "within opening hours", §2 Drawer)', async () => {
    const { page, context, problems } = await openDemoAtTime('/en/home', DUBAI_15)
    expect(await homeCards(page)).toEqual(HOME_ALL_DAY)
    expect(await drawerHrefs(page)).toEqual(DRAWER_AT_15)

    await reloadAt(page, DUBAI_08)
    expect(await homeCards(page)).toEqual(['Breakfast', ...HOME_ALL_DAY])
    const morning = await drawerHrefs(page)
    expect(morning).toContain('/en/category/101')
    expect(morning).not.toContain('/en/category/114')

    // Late Night's slot runs over midnight (22:00-03:00).
    await reloadAt(page, DUBAI_23)
    const night = await homeCards(page)
    expect(night).toContain('Late Night')
    expect(night).not.toContain('Breakfast')
    const nightLinks = await drawerHrefs(page)
    expect(nightLinks).toContain('/en/category/114')
    expect(nightLinks).not.toContain('/en/category/101')
    expect(problems).toEqual([])
    await context.close()
  })

  // Fails if the drawer links a sub-category (Burgers, Grills), a disable_link (Gift Cards) or
  // external_link (Catering) category, the disabled form 3, or misses Promotions or a form.
  it('the drawer links top-level categories only, without disable_link or external_link ones, Promotions, the pages and only the enabled forms (§2 Drawer)', async () => {
    const { page, context, problems } = await openDemoAtTime('/en/home', DUBAI_15)
    // The home offers Catering (a new tab) and shows Gift Cards (not a link)…
    const home = page.getByTestId('home-screen')
    expect(await home.getByRole('link', { name: 'Catering' }).getAttribute('target')).toBe('_blank')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog')
    const nav = drawer.getByRole('navigation')
    await nav.getByRole('link', { name: 'Promotions' }).waitFor()
    // …the drawer neither of them, nor the sub-categories of Mains.
    for (const name of ['Catering', 'Gift Cards', 'Burgers', 'Grills']) {
      expect(await drawer.getByText(name, { exact: true }).count(), name).toBe(0)
    }
    expect(await nav.getByRole('link', { name: 'Promotions' }).getAttribute('href')).toBe(
      '/en/promotions',
    )
    expect(await nav.getByRole('link', { name: 'Feedback' }).getAttribute('href')).toBe(
      '/en/form/1',
    )
    expect(await nav.getByRole('link', { name: 'Table service' }).getAttribute('href')).toBe(
      '/en/form/2',
    )
    expect(await drawer.getByText('Catering enquiry (closed)').count()).toBe(0)
    expect(await drawer.locator('a[href="/en/form/3"]').count()).toBe(0)
    await nav.getByRole('link', { name: 'Promotions' }).click()
    await page.waitForURL(/\/en\/promotions$/)
    expect(problems).toEqual([])
    await context.close()
  })

  // Fails if the drawer shows Promotions whatever the promotions' enable flags say.
  it('with no promotion enabled the drawer has no Promotions link (§2 Drawer "a Promotions link when any promotion is enabled")', async () => {
    const { page, context, problems } = await openDemoAtTime('/en/home', DUBAI_15, (menu) => {
      for (const promotion of menu.promotions as Json[]) promotion.enable = false
    })
    expect(await drawerHrefs(page)).toEqual(
      DRAWER_AT_15.filter((href) => href !== '/en/promotions'),
    )
    expect(problems).toEqual([])
    await context.close()
  })
})

// ---------------------------------------------------------------------------------------------
// §4 Toasts: "Toasts auto-hide after 5000 ms."
// ---------------------------------------------------------------------------------------------

/** When the page saw its first toast come and go (performance.now() ms). */
interface ToastTimes {
  shownAt: number | null
  goneAt: number | null
}

describe('toasts (menu-browsing §4 Toasts, §9 "Toast duration 5000 ms")', () => {
  // Fails if the toast never hides, hides well before 5 s (a 3 s duration) or lingers well
  // past it (a 10 s one).
  it("the 'Item added to cart' toast is still up 4 s after it shows and gone about 5 s after (§4 Toasts auto-hide after 5000 ms)", async () => {
    const { page, context, problems } = await openDemoAt(browser, '/en/category/106', {
      // The page itself times the toast, so that the test's own latency does not count.
      prepare: (page) =>
        page.addInitScript(() => {
          const times: ToastTimes = { shownAt: null, goneAt: null }
          Object.assign(window, { __toastTimes: times })
          new MutationObserver(() => {
            const shown = document.querySelector('.carte-toast') !== null
            if (shown && times.shownAt === null) times.shownAt = performance.now()
            if (!shown && times.shownAt !== null && times.goneAt === null) {
              times.goneAt = performance.now()
            }
          }).observe(document, { childList: true, subtree: true })
        }),
    })
    await page.getByTestId('category-screen').waitFor()
    // By keyboard, so that no pointer rests on the toast (radix pauses a hovered toast).
    const row = page.getByTestId('product-1044')
    await row.getByRole('button').focus()
    await page.keyboard.press('Enter')
    const toast = page.locator('.carte-toast', { hasText: 'Item added to cart' })
    await toast.waitFor()
    // 4 s after it showed, by the page's clock: the toast is still open.
    const at4s = await page.evaluate(
      () =>
        new Promise<{ elapsed: number; open: boolean }>((resolve) => {
          const times = (window as unknown as { __toastTimes: ToastTimes }).__toastTimes
          const shownAt = times.shownAt ?? performance.now()
          setTimeout(
            () =>
              resolve({
                elapsed: Math.round(performance.now() - shownAt),
                open: document.querySelector('.carte-toast[data-state="open"]') !== null,
              }),
            Math.max(0, shownAt + 4000 - performance.now()),
          )
        }),
    )
    expect(at4s.open, `open ${at4s.elapsed} ms after it showed`).toBe(true)
    // Then it goes by itself (bounded wait: a toast that never hides fails here).
    await toast.waitFor({ state: 'detached', timeout: 15_000 })
    const times = await page.evaluate(
      () => (window as unknown as { __toastTimes: ToastTimes }).__toastTimes,
    )
    expect(times.shownAt).not.toBeNull()
    expect(times.goneAt).not.toBeNull()
    const shownFor = (times.goneAt ?? 0) - (times.shownAt ?? 0)
    // 5000 ms plus its closing animation, with room for a busy machine's late timers.
    expect(shownFor).toBeGreaterThanOrEqual(4900)
    expect(shownFor).toBeLessThan(8000)
    // The product was added all the same.
    await row.getByRole('button', { name: /Already Added To Cart/ }).waitFor()
    expect(problems).toEqual([])
    await context.close()
  })
})

// ---------------------------------------------------------------------------------------------
// §2 Category page: "A product link is disabled when the product or category has disable_link,
// when the product is out of stock, or in view format 4; an external_link is supported."
// ---------------------------------------------------------------------------------------------

describe('product links (menu-browsing §2 Category page)', () => {
  // Fails if Extra Napkins (its own disable_link) or Onion Rings (out_of_stock) render as links,
  // or if Fries stops being one.
  it('on Sides, a product with its own disable_link and an out-of-stock product are not links; the others are (§2 product links)', async () => {
    const { page, context, problems } = await openDemoAt(browser, '/en/category/117')
    await page.getByTestId('category-screen').waitFor()
    const list = page.getByTestId('product-list')
    // Fries, listed as a link to its page.
    const fries = list.getByTestId('product-1081')
    await fries.waitFor()
    expect(await fries.locator('a').getAttribute('href')).toBe('/en/product/1081')
    expect(await list.getByTestId('product-1082').locator('a').count()).toBe(1)
    // Onion Rings, out of stock: listed, says so, and is no link.
    const rings = list.getByTestId('product-1083')
    await rings.getByText('Out of Stock').waitFor()
    expect(await rings.locator('a').count()).toBe(0)
    // Extra Napkins, disable_link on the product (its category has none): listed, no link.
    const napkins = list.getByTestId('product-1084')
    await napkins.getByText('Extra Napkins').waitFor()
    expect(await napkins.locator('a').count()).toBe(0)
    expect(await list.getByRole('link').count()).toBe(2)
    expect(problems).toEqual([])
    await context.close()
  })

  // Fails if Party Platter's external_link is ignored (a link to /en/product/1091), opens in the
  // same tab, or lacks rel noopener.
  it('a product with an external_link opens it in a new tab with rel noopener (§2 "an external_link is supported")', async () => {
    const { page, context, problems } = await openDemoAt(browser, '/en/category/109')
    // The machine is offline: the venue's catering site answers here.
    await context.route('https://example.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Catering</title>' }),
    )
    await page.getByTestId('category-screen').waitFor()
    // Everything (109) lists Catering's Party Platter (README: special categories list link
    // categories too).
    const platter = page.getByTestId('product-1091').getByRole('link')
    await platter.waitFor()
    expect(await platter.getAttribute('href')).toBe('https://example.com/catering')
    expect(await platter.getAttribute('target')).toBe('_blank')
    expect((await platter.getAttribute('rel'))?.split(/\s+/)).toContain('noopener')
    const [tab] = await Promise.all([page.waitForEvent('popup'), platter.click()])
    await tab.waitForURL('https://example.com/catering')
    // The menu stays where it was.
    expect(page.url()).toBe(`${origin()}/en/category/109`)
    await tab.close()
    expect(problems).toEqual([])
    await context.close()
  })
})
