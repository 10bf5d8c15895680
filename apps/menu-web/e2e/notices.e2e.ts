import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible, launchBrowser, openPage, origin, withMenu } from './harness'

// The shell's notices: the closed notice with the next opening (menu-browsing §4 Open or closed;
// architecture ruling "The closed notice also says when ordering opens next") and the version
// banner (§4 Version banner, §8 New version).

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** Inside the demo's closure (closing_rules: 31 Dec 2027 18:00 to 1 Jan 2028 12:00, Dubai). */
const IN_DEMO_CLOSURE = Date.parse('2027-12-31T20:00:00+04:00')

/** Opens the demo in `lang` at the page clock's `now`, on its home, in a browser on Los Angeles time. */
async function openDemoHomeAt(now: number, lang: 'en' | 'ar') {
  // A phone set to another zone than the venue's: what it shows must still be Dubai's time.
  const opened = await openPage(browser, { timezoneId: 'America/Los_Angeles' })
  await withMenu(opened.page, 'demo', (menu) => {
    menu.promotion_on_load = null
  })
  await opened.page.clock.setFixedTime(now)
  await opened.page.goto(`${origin()}/demo`)
  await opened.page.waitForURL(/\/en\/home$/)
  if (lang === 'ar') await opened.page.goto(`${origin()}/ar/home`)
  await opened.page.getByTestId('home-screen').waitFor()
  return opened
}

describe('closed notice (menu-browsing §4 Open or closed)', () => {
  it('inside a closing rule the home says the venue is closed and when it opens next, in the venue zone', async () => {
    const { page, context, problems } = await openDemoHomeAt(IN_DEMO_CLOSURE, 'en')
    const notice = page.getByText('We are currently closed')
    await notice.waitFor()
    // The closure ends at noon on Saturday 1 January 2028 in Dubai (00:00 in Los Angeles).
    await page.getByText('Opens Sat 12:00').waitFor()
    // Ordering is closed meanwhile: the header's cart is disabled (§2 Header bar).
    const cart = page.getByRole('banner').getByRole('button', { name: 'Cart' })
    await cart.waitFor()
    expect(await cart.isDisabled()).toBe(true)
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })

  it('in Arabic the next opening is in Arabic', async () => {
    const { page, context, problems } = await openDemoHomeAt(IN_DEMO_CLOSURE, 'ar')
    const detail = page.locator('.carte-notice__detail')
    await detail.waitFor()
    const text = (await detail.textContent()) ?? ''
    expect(text).toContain('السبت')
    expect(text).toMatch(/12:00|١٢:٠٠/)
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })

  it('outside any closing rule there is no closed notice', async () => {
    const { page, context, problems } = await openDemoHomeAt(
      Date.parse('2027-12-31T12:00:00+04:00'),
      'en',
    )
    await page.getByRole('link', { name: 'Mains' }).waitFor()
    expect(await page.getByText('We are currently closed').count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('version banner (menu-browsing §4 Version banner, §8 New version)', () => {
  it("a venue whose qr_app_version is newer than 1.9.60 shows the banner; 'Update' reloads the page", async () => {
    const { page, context, problems } = await openPage(browser)
    // The big venue's menu says 1.9.61.
    await page.goto(`${origin()}/big`)
    await page.waitForURL(/\/en\/home$/)
    const banner = page.getByRole('region', { name: 'Update' })
    await banner.getByText('A new version (v.1.9.61) is available.').waitFor()
    await expectAccessible(page)
    const reloaded = page.waitForEvent('load')
    await page.evaluate(() => {
      ;(window as unknown as { __beforeUpdate?: boolean }).__beforeUpdate = true
    })
    await banner.getByRole('button', { name: 'Update' }).click()
    await reloaded
    await page.getByTestId('home-screen').waitFor()
    // A new document: what the page held before the update is gone.
    expect(await page.evaluate(() => '__beforeUpdate' in window)).toBe(false)
    expect(problems).toEqual([])
    await context.close()
  })

  it('a venue on this version (1.9.60) or an older one shows no banner', async () => {
    const { page, context, problems } = await openPage(browser)
    await withMenu(page, 'demo', (menu) => {
      menu.promotion_on_load = null
      // Compared as numbers, not text: '1.9.9' is older than '1.9.60'.
      menu.qr_app_version = '1.9.9'
    })
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/en\/home$/)
    await page.getByTestId('home-screen').waitFor()
    await page.getByRole('link', { name: 'Mains' }).waitFor()
    expect(await page.getByText(/A new version/).count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })
})
