import type { Browser, Page } from 'playwright-core'
import Sqids from 'sqids'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible, launchBrowser, openPage, origin } from './harness'

// On a custom domain the host alone gives the licence (menu-browsing §2 routing rules: "The
// position shifts by one segment when a custom domain is used"; §4 menu loading "the license is
// resolved from the host name"): a path segment is never read as a licence there, and a licence
// stored in the browser never overrides the host. Otherwise a link to demo's domain with another
// licence in its path opens that venue on demo's own site, and demo's own table QR code then
// sends the diner's order to the other venue.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** demo's custom domain (venue-api seed: demo.localhost resolves to the demo licence). */
const demo = () => origin('demo.localhost')
/** The seed's demo venue name, shown in its header. */
const DEMO_NAME = 'Marina Grill House'
/** t/{code}: the table number encoded with Sqids (default alphabet in the e2e build). */
const tableCode = (table: number) => new Sqids().encode([table])

async function storage(page: Page) {
  return page.evaluate(() => ({
    license: localStorage.getItem('carte:license'),
    demoLocation: localStorage.getItem('carte:demo:location'),
    partnerLocation: localStorage.getItem('carte:partner:location'),
  }))
}

/** The demo home on its own domain, its venue name in the header. */
async function demoHome(page: Page): Promise<void> {
  await page.waitForURL(/\/en\/home$/)
  await page.getByTestId('home-screen').waitFor()
  await page.getByRole('banner').getByText(DEMO_NAME, { exact: true }).waitFor()
}

describe("a custom domain's host gives the licence (menu-browsing §2 routing rules, §4 menu loading)", () => {
  it("demo's domain with /partner in the path opens demo; its root and its own table QR code stay demo's", async () => {
    const { page, context, problems } = await openPage(browser)
    await page.goto(`${demo()}/t/${tableCode(12)}`)
    await demoHome(page)
    expect(await storage(page)).toEqual({
      license: '"demo"',
      demoLocation: JSON.stringify({ location: '12', type: 'Table' }),
      partnerLocation: null,
    })
    await page.goto(`${demo()}/partner`)
    await demoHome(page)
    expect((await storage(page)).license).toBe('"demo"')
    await page.goto(`${demo()}/`)
    await demoHome(page)
    // Demo's own QR code for table 21: the table is demo's, and so is the order's venue.
    await page.goto(`${demo()}/t/${tableCode(21)}`)
    await demoHome(page)
    expect(await storage(page)).toEqual({
      license: '"demo"',
      demoLocation: JSON.stringify({ location: '21', type: 'Table' }),
      partnerLocation: null,
    })
    // The menu the page shows was asked of demo only.
    const menus = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => /\/api\/menu\//.test(url)),
    )
    expect(menus.length).toBeGreaterThan(0)
    expect(menus.every((url) => url.endsWith('/api/menu/demo/'))).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it("another venue's licence-coded QR path on demo's domain opens no venue and sets no table", async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${demo()}/partner/t/${tableCode(21)}`)
    await page.getByTestId('not-found').waitFor()
    expect(await storage(page)).toEqual({
      license: null,
      demoLocation: null,
      partnerLocation: null,
    })
    // Its way back leads to demo's own home.
    await page.getByRole('link', { name: 'Back To Menu' }).click()
    await demoHome(page)
    await expectAccessible(page)
    await context.close()
  })

  it('a licence stored in the browser never overrides the host: the host venue opens and is stored', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${demo()}/en/home`)
    await demoHome(page)
    // A browser that kept another venue for this domain (before this rule, or a domain moved to
    // another licence).
    await page.evaluate(() => localStorage.setItem('carte:license', '"partner"'))
    await page.goto(`${demo()}/en/home`)
    await demoHome(page)
    expect((await storage(page)).license).toBe('"demo"')
    await context.close()
  })

  it("a host that resolves to 'none' opens no venue at a licence path either (§2 'at every path')", async () => {
    const { page, context } = await openPage(browser)
    const nolicense = origin('nolicense.localhost')
    await page.goto(`${nolicense}/demo`)
    await page.getByTestId('unlicensed').waitFor()
    // A licence-coded QR path is no path of a custom domain: the not-found screen (spec: "a
    // dedicated not-found or unlicensed screen is shown at every path").
    for (const path of [`/demo/t/${tableCode(21)}`, '/demo/r/204']) {
      await page.goto(`${nolicense}${path}`)
      await page.getByTestId('not-found').waitFor()
      expect(await page.getByTestId('home-screen').count()).toBe(0)
    }
    expect(await storage(page)).toEqual({
      license: null,
      demoLocation: null,
      partnerLocation: null,
    })
    await context.close()
  })

  it('on the shared domain the path still gives the licence (§2 /{license}, /{license}/t/{code})', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${origin()}/demo/t/${tableCode(21)}`)
    await demoHome(page)
    await page.goto(`${origin()}/partner`)
    await page.waitForURL(/\/en\/home$/)
    await page.getByTestId('home-screen').waitFor()
    expect((await storage(page)).license).toBe('"partner"')
    expect(await page.getByRole('banner').getByText(DEMO_NAME, { exact: true }).count()).toBe(0)
    await context.close()
  })

  it("on the shared domain a code without its licence ('/t/{code}') sets no table at the venue opened last (§2 location-coded paths)", async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${origin()}/demo`)
    await demoHome(page)
    // A QR link cut short: its venue is not in it.
    for (const path of [`/t/${tableCode(21)}`, '/r/204']) {
      await page.goto(`${origin()}${path}`)
      await page.getByTestId('not-found').waitFor()
      expect(await page.getByTestId('home-screen').count()).toBe(0)
    }
    expect(await storage(page)).toEqual({
      license: '"demo"',
      demoLocation: null,
      partnerLocation: null,
    })
    await context.close()
  })

  it("the server too: demo's domain with /partner in the path preloads nothing of partner's and renders no partner screen", async () => {
    const { page, context } = await openPage(browser)
    // The served page itself (the navigation's answer), before the app runs.
    const response = await page.goto(`${demo()}/partner`)
    const html = (await response?.text()) ?? ''
    expect(html).toContain('<html')
    expect(html).not.toMatch(/\/partner\//)
    expect(html).not.toContain('Souq Sharq')
    await context.close()
  })
})
