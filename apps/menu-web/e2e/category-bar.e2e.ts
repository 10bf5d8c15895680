import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible, launchBrowser, openPage, origin, withMenu } from './harness'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** Opens the demo venue (licence stored) and returns on its English home. */
async function openDemo(): Promise<Awaited<ReturnType<typeof openPage>>> {
  const opened = await openPage(browser)
  await opened.page.goto(`${origin()}/demo`)
  await opened.page.waitForURL(/\/en\/home$/)
  await opened.page.getByTestId('home-screen').waitFor()
  return opened
}

/**
 * Opens the demo's 'Everything' category (109, its sections under the sticky bar) in a language
 * and waits out the 800 ms pause after its data arrived.
 * @returns the category bar's navigation
 */
async function openEverything(page: Page, lang: 'en' | 'ar' = 'en') {
  await page.goto(`${origin()}/${lang}/category/109`)
  await page.locator('.carte-category-bar').waitFor()
  await page.waitForTimeout(1000)
  return page.getByRole('navigation').filter({ has: page.locator('.carte-category-bar__list') })
}

/** The name of the category bar's active tab. */
function activeTab(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      document.querySelector('.carte-category-bar [aria-current="location"]')?.textContent ?? null,
  )
}

/** Whether the active tab lies inside the bar's visible width (the bar scrolled it into view). */
function activeTabInView(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const list = document.querySelector('.carte-category-bar__list')
    const tab = document.querySelector('.carte-category-bar [aria-current="location"]')
    if (list === null || tab === null) return false
    const l = list.getBoundingClientRect()
    const t = tab.getBoundingClientRect()
    return t.left >= l.left - 1 && t.right <= l.right + 1
  })
}

/** The accessible names Chromium computes for the page's links (what a screen reader reads). */
async function linkNames(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = await cdp.send('Accessibility.getFullAXTree')
  await cdp.detach()
  return nodes
    .filter((node) => node.role?.value === 'link')
    .map((node) => String(node.name?.value ?? ''))
}

/**
 * Scrolls the page down in 120 px steps, each held 350 ms (past the 200 ms debounce): the page
 * must stay where the diner left it at every step, whatever the bar does with its tabs.
 * @returns the positions that moved on their own, and the active tabs seen in order
 */
async function scrollSlowly(page: Page): Promise<{ moved: string[]; tabs: string[] }> {
  const moved: string[] = []
  const tabs: string[] = []
  const max = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
  for (let y = 120; y <= max; y += 120) {
    await page.evaluate((to) => window.scrollTo(0, to), y)
    await page.waitForTimeout(350)
    const now = await page.evaluate(() => window.scrollY)
    if (Math.abs(now - y) > 1) moved.push(`${y} → ${now}`)
    const tab = await activeTab(page)
    if (tab !== null && tabs.at(-1) !== tab) tabs.push(tab)
  }
  return { moved, tabs }
}

// spec: menu-browsing §2 Category page ("sticky horizontal category navigation bar whose links
// jump to #cat-{id} anchors and whose active tab follows scrolling"), §9 timings
describe('category bar (fxf)', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`a scroll-driven active tab change never scrolls the page, only the bar sideways (${lang}, 360×740)`, async () => {
      const { page, context } = await openDemo()
      await page.setViewportSize({ width: 360, height: 740 })
      await openEverything(page, lang)
      const { moved, tabs } = await scrollSlowly(page)
      expect(moved).toEqual([])
      // The tab followed the scroll through several sections, each brought into the bar's view.
      expect(tabs.length).toBeGreaterThan(3)
      expect(await activeTabInView(page)).toBe(true)
      await expectAccessible(page)
      await context.close()
    })
  }

  it('a page opened at #cat-106 lands with Drinks under the bar and its tab active', async () => {
    const { page, context } = await openDemo()
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(`${origin()}/en/category/109#cat-106`)
    await page.locator('#cat-106').waitFor()
    await page.waitForTimeout(1200)
    const { top, barBottom } = await page.evaluate(() => ({
      top: document.getElementById('cat-106')?.getBoundingClientRect().top ?? -1,
      barBottom: document.querySelector('.carte-category-bar')?.getBoundingClientRect().bottom ?? 0,
    }))
    // At the page's scroll-padding (112 px): just below the bar, not a bar's height lower.
    expect(top).toBeGreaterThanOrEqual(barBottom - 1)
    expect(top).toBeLessThanOrEqual(113)
    expect(await activeTab(page)).toBe('Drinks')
    expect(await activeTabInView(page)).toBe(true)
    await context.close()
  })

  it('a scroll during the 1500 ms click lock is measured when the lock ends', async () => {
    const { page, context } = await openDemo()
    const bar = await openEverything(page)
    // A click and nothing more: the measure when the lock ends keeps the clicked tab (the short
    // sections near the page's end included).
    await bar.getByRole('link', { name: 'Catering' }).click()
    await page.waitForTimeout(1900)
    expect(await activeTab(page)).toBe('Catering')
    await bar.getByRole('link', { name: 'Grills' }).click()
    expect(await activeTab(page)).toBe('Grills')
    // Within the lock the diner scrolls on until Drinks is under the bar (its top 100 px down, the
    // bar ends at 104), then stops.
    for (let step = 0; step < 4; step += 1) {
      await page.evaluate(() => {
        const drinks = document.getElementById('cat-106')
        if (drinks === null) return
        const goal = window.scrollY + drinks.getBoundingClientRect().top - 100
        window.scrollTo(0, window.scrollY + (goal - window.scrollY) / 2)
      })
      await page.waitForTimeout(100)
    }
    await page.evaluate(() => {
      const drinks = document.getElementById('cat-106')
      if (drinks) window.scrollTo(0, window.scrollY + drinks.getBoundingClientRect().top - 100)
    })
    await page.waitForTimeout(2500)
    expect(await activeTab(page)).toBe('Drinks')
    await context.close()
  })

  it('a tab whose section the page end stops below the bar stays active after the lock', async () => {
    const { page, context } = await openDemo()
    // A tall screen: the last two sections (Catering, Sides) both fit below the bar at the end.
    await page.setViewportSize({ width: 390, height: 1300 })
    const bar = await openEverything(page)
    await bar.getByRole('link', { name: 'Catering' }).click()
    await page.waitForTimeout(1900)
    const end = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
    )
    expect(end).toBe(true)
    expect(await activeTab(page)).toBe('Catering')
    // Scrolled by the diner afterwards, the page's end shows the last tab, as before.
    await page.evaluate(() => window.scrollBy(0, -40))
    await page.waitForTimeout(400)
    await page.evaluate(() => window.scrollBy(0, 40))
    await page.waitForTimeout(400)
    expect(await activeTab(page)).toBe('Sides')
    await context.close()
  })

  // spec: §3 theme_data header font size: a header taller than 56 px keeps the bar below it.
  for (const lang of ['en', 'ar'] as const) {
    it(`with a 26 px header font the bar sticks below the header and a tab's section lands below the bar (${lang})`, async () => {
      const { page, context } = await openDemo()
      await withMenu(page, 'demo', (menu) => {
        menu.theme_data = { ...(menu.theme_data as object), header_font_size: '26px' }
      })
      const bar = await openEverything(page, lang)
      await bar.getByRole('link').nth(3).click()
      await page.waitForTimeout(1900)
      const box = await page.evaluate(() => ({
        header: document.querySelector('.carte-header')?.getBoundingClientRect().bottom ?? 0,
        barTop: document.querySelector('.carte-category-bar')?.getBoundingClientRect().top ?? 0,
        barBottom:
          document.querySelector('.carte-category-bar')?.getBoundingClientRect().bottom ?? 0,
        section: document.getElementById('cat-106')?.getBoundingClientRect().top ?? 0,
      }))
      // 2.7 × 26 + 8 = 78.2 px of header, the bar right below it (not at 56 px, under it).
      expect(box.header).toBeGreaterThan(78)
      expect(Math.abs(box.barTop - box.header)).toBeLessThanOrEqual(1)
      // The fourth tab's section (Drinks) starts below the bar, by the page's 8 px.
      expect(box.section).toBeGreaterThanOrEqual(box.barBottom - 1)
      expect(box.section).toBeLessThanOrEqual(box.barBottom + 9)
      // Its tab stays active once the click lock has measured where the page is.
      const drinks = await page.locator('#cat-106').getAttribute('aria-label')
      expect(await activeTab(page)).toBe(drinks)
      await context.close()
    })
  }

  it('with no header font size and a 20 px page font (a larger browser default) the header holds two lines and the bar sticks below it', async () => {
    const { page, context } = await openDemo()
    await withMenu(page, 'demo', (menu) => {
      const { header_font_size: _, ...theme } = menu.theme_data as Record<string, unknown>
      menu.theme_data = theme
    })
    await openEverything(page)
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '20px'
      // Down the page, where the bar is stuck.
      window.scrollTo(0, 1500)
    })
    const box = await page.evaluate(() => ({
      header: document.querySelector('.carte-header')?.getBoundingClientRect().height ?? 0,
      gap:
        (document.querySelector('.carte-category-bar')?.getBoundingClientRect().top ?? 0) -
        (document.querySelector('.carte-header')?.getBoundingClientRect().bottom ?? 0),
    }))
    // 2.7 × 20 + 8 = 62 px: two lines of the 1.125em title at 1.2 and the padding.
    expect(box.header).toBeGreaterThanOrEqual(61.5)
    expect(Math.abs(box.gap)).toBeLessThanOrEqual(1)
    await context.close()
  })

  it('a discounted price says which amount was and which is now (WCAG 1.3.1)', async () => {
    const { page, context } = await openDemo()
    await page.goto(`${origin()}/en/category/107`)
    const link = page.getByRole('link', { name: /Date Ice Cream/ })
    await link.waitFor()
    const names = await linkNames(page)
    expect(names.find((name) => name.startsWith('Date Ice Cream'))).toMatch(
      /Was AED 26\.00 Now AED 20\.80 \$ 5\.66$/,
    )
    // The words are for screen readers only: the card's look is unchanged.
    const words = page.locator('.carte-product__prices .carte-visually-hidden')
    expect(await words.count()).toBeGreaterThanOrEqual(2)
    await expectAccessible(page)
    await page.goto(`${origin()}/ar/category/107`)
    const ar = page.getByRole('link', { name: /آيس كريم التمر/ })
    await ar.waitFor()
    const arNames = await linkNames(page)
    expect(arNames.find((name) => name.startsWith('آيس كريم التمر'))).toMatch(/كان .+ الآن .+/)
    await expectAccessible(page)
    await context.close()
  })

  it('the toast region is named in the diner language (ar)', async () => {
    const { page, context } = await openDemo()
    await page.goto(`${origin()}/ar/category/106`)
    await page.getByTestId('category-screen').waitFor()
    await page.getByTestId('product-1044').getByRole('button').click()
    await page.locator('.carte-toast').waitFor()
    const label = await page.evaluate(
      () =>
        document
          .querySelector('[role="region"]:has(.carte-toast-viewport), [role="region"]')
          ?.getAttribute('aria-label') ?? '',
    )
    expect(label).toContain('الإشعارات')
    expect(label).not.toContain('Notifications')
    await expectAccessible(page)
    await context.close()
  })

  it("at 390 px the last tab's focus ring shows in full at the bar's end (WCAG 2.4.7)", async () => {
    for (const lang of ['en', 'ar'] as const) {
      const { page, context } = await openDemo()
      await page.goto(`${origin()}/${lang}/category/109`)
      await page.locator('.carte-category-bar').waitFor()
      await page.waitForTimeout(1000)
      // The bar stuck under the header, mid-page.
      await page.evaluate(() => window.scrollTo(0, 900))
      await page.waitForTimeout(400)
      const before = await page.evaluate(() => window.scrollY)
      const tabs = page.locator('.carte-category-bar__tab')
      await tabs.nth((await tabs.count()) - 2).focus()
      await page.keyboard.press('Tab')
      const ring = await page.evaluate(() => {
        const tab = document.activeElement
        const list = document.querySelector('.carte-category-bar__list')
        if (!(tab instanceof HTMLElement) || list === null) return null
        const style = getComputedStyle(tab)
        const out = Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset)
        const t = tab.getBoundingClientRect()
        const l = list.getBoundingClientRect()
        return {
          last: tab === list.querySelector('li:last-child a'),
          outline: style.outlineStyle,
          startGap: t.left - out - l.left,
          endGap: l.right - (t.right + out),
        }
      })
      expect(ring?.last).toBe(true)
      expect(ring?.outline).not.toBe('none')
      expect(ring?.startGap).toBeGreaterThanOrEqual(0)
      expect(ring?.endGap).toBeGreaterThanOrEqual(0)
      // Focusing a tab of the stuck bar does not scroll the page either.
      expect(await page.evaluate(() => window.scrollY)).toBe(before)
      await context.close()
    }
  })
})
