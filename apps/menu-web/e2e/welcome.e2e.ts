import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  dataLayerEvents,
  expectAccessible,
  launchBrowser,
  openPage,
  origin,
  screenshot,
} from './harness'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

describe("welcome page and '/' (ordering-payment §2 Welcome page; menu-browsing §2 '/')", () => {
  it("'/' with no licence known shows the welcome page: logo, demo booking, contact and social links", async () => {
    // 127.0.0.1 is no venue's custom domain (venue-api answers 404) and nothing is stored.
    const { page, context, problems } = await openPage(browser)
    await page.goto(`${origin()}/`)
    await page.getByTestId('welcome-screen').waitFor()
    expect(new URL(page.url()).pathname).toBe('/')
    await page.getByRole('img', { name: 'Carte' }).waitFor()
    const demo = page.getByTestId('book-demo')
    expect(await demo.textContent()).toBe('Book a demo')
    expect(await demo.getAttribute('href')).toBe('mailto:{email}?subject=Carte%20demo')
    const contact = page.getByRole('navigation', { name: 'Contact' })
    expect(
      await contact
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual(['tel:{phone}', 'mailto:{email}'])
    const social = page.getByRole('navigation', { name: 'Social' }).getByRole('link')
    expect(await social.count()).toBe(3)
    for (const link of await social.all()) {
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//)
      expect(await link.getAttribute('rel')).toContain('noopener')
    }
    // Every footer link is a target of at least 24 × 24 px ('X' was 9 × 22).
    for (const link of await page.locator('footer a').all()) {
      const box = await link.boundingBox()
      expect(box && Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24)
    }
    const events = await dataLayerEvents(page, 'welcome_page_view')
    expect(events).toEqual([{ event: 'welcome_page_view' }])
    await screenshot(page, 'welcome-en')
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })

  it("'/' with a licence known goes to the venue's home; other paths stay unlicensed", async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${origin()}/en/home`)
    await page.getByTestId('unlicensed').waitFor()
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/en\/home$/)
    await page.goto(`${origin()}/`)
    await page.waitForURL(/\/en\/home$/)
    await page.getByTestId('home-screen').waitFor()
    await context.close()
  })

  it("a host that resolves to 'none' keeps the unlicensed screen at '/'", async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${origin('nolicense.localhost')}/`)
    await page.getByTestId('unlicensed').waitFor()
    expect(await page.getByTestId('welcome-screen').count()).toBe(0)
    await context.close()
  })
})
