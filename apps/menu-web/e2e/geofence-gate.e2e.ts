import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible, launchBrowser, openDemoForm, type openPage } from './harness'

// The geofenced form of the demo venue (/{lang}/form/2, 'Table service') when the check changes
// under the diner: a permission granted from the site settings, a submission the server refuses
// as outside the area, 'Retry' in a browser without geolocation. menu-browsing §4 Geolocation
// status, §8 geofence texts and form submission failure; WCAG 2.4.3, 4.1.3.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** Inside the demo venue's 300 m geofence, and well outside it. */
const INSIDE = { latitude: 25.0806, longitude: 55.1404 }
const OUTSIDE = { latitude: 25.2048, longitude: 55.2708 }

/** The geofenced form (demo form 2) in a fresh context. */
const openForm = (lang: 'en' | 'ar', options?: Parameters<typeof openPage>[1]) =>
  openDemoForm(browser, lang, 2, options)

/** What has the focus: 'body', or the element's tag, accessible name or text. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement
    if (!active || active === document.body) return 'body'
    const label = active.id ? document.querySelector(`label[for="${active.id}"]`) : null
    return `${active.tagName.toLowerCase()}:${(label?.textContent ?? active.textContent ?? '').trim()}`
  })
}

describe.each([
  {
    lang: 'en' as const,
    request: 'Request',
    bill: 'The bill',
    enable: 'Enable Location',
    refresh: 'Refresh Location',
    retry: 'Retry',
    outside: 'You’re currently outside the allowed area.',
    submissionError: 'There was an error submitting the form. Please try again.',
    success: 'A waiter is on the way.',
  },
  {
    lang: 'ar' as const,
    request: 'الطلب',
    bill: 'الفاتورة',
    enable: 'تفعيل الموقع',
    refresh: 'تحديث الموقع',
    retry: 'إعادة المحاولة',
    outside: 'أنت حاليًا خارج المنطقة المسموح بها.',
    submissionError: 'حدث خطأ أثناء إرسال النموذج. يرجى المحاولة مرة أخرى.',
    success: 'النادل في الطريق.',
  },
])('geofenced form when the check changes under the diner ($lang)', (text) => {
  it('permission granted from the site settings while the focus is on the gate: the focus lands on the form first field, not the page (WCAG 2.4.3)', async () => {
    const { page, context, problems } = await openForm(text.lang)
    const gate = page.locator('[data-location-gate]')
    const enable = gate.getByRole('button', { name: text.enable })
    await enable.focus()
    await page.keyboard.press('Enter')
    // Refused (no permission): DENIED, the focus back on 'Enable Location'.
    await page.locator('[data-location-gate][data-state="denied"]').waitFor()
    await expect.poll(() => focused(page)).toBe(`button:${text.enable}`)
    await expectAccessible(page)
    // Granted from outside the page (the site settings), no press.
    await context.setGeolocation(INSIDE)
    await context.grantPermissions(['geolocation'])
    const request = page.getByRole('combobox', { name: text.request })
    await request.waitFor()
    await expect
      .poll(() => request.evaluate((select) => select === document.activeElement))
      .toBe(true)
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })

  it("a submission refused as outside the area keeps the answers and the §8 error text, puts the gate back to outside the area with 'Refresh Location', and the next submit sends a fresh position", async () => {
    const { page, context, problems } = await openForm(text.lang, { geolocation: OUTSIDE })
    // The first page's own check (outside) is answered before the route below counts checks:
    // were it still to be sent, it would take the mocked 'allowed' and the reload the real answer.
    await page.locator('[data-location-gate][data-allowed="false"]').waitFor({ state: 'attached' })
    // The first check says allowed (the diner was inside then); the position sent with the
    // submission is outside by the time it arrives, and venue-api refuses it (403).
    let checks = 0
    await page.route('**/menus/geofence/**', async (route) => {
      checks += 1
      if (checks === 1) {
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': '*' },
          body: JSON.stringify({ allowed: true }),
        })
      } else await route.continue()
    })
    const submissions: { status: number; body: unknown }[] = []
    page.on('response', async (response) => {
      if (response.request().method() === 'POST' && response.url().includes('/api/submission/')) {
        submissions.push({
          status: response.status(),
          body: response.request().postDataJSON() as unknown,
        })
      }
    })
    await page.reload()
    const request = page.getByRole('combobox', { name: text.request })
    await request.waitFor()
    await request.selectOption({ label: text.bill })
    const chosen = await request.inputValue()
    await page.locator('button.carte-form__submit').click()
    const gate = page.locator('[data-location-gate]')
    const refresh = gate.getByRole('button', { name: text.refresh })
    await refresh.waitFor()
    expect(await gate.getByRole('status').textContent()).toBe(text.outside)
    expect(submissions.map((submission) => submission.status)).toEqual([403])
    // The form is hidden while the check does not allow it (§2 Form); the focus is on the way
    // forward, not the page.
    expect(await page.getByRole('combobox', { name: text.request }).count()).toBe(0)
    await expect.poll(() => focused(page)).toBe(`button:${text.refresh}`)
    await expectAccessible(page)
    // Back inside: a fresh position, checked again by venue-api, opens the form with the answers
    // and the §8 error text kept.
    await context.setGeolocation(INSIDE)
    await page.keyboard.press('Enter')
    await request.waitFor()
    expect(await request.inputValue()).toBe(chosen)
    await page.getByText(text.submissionError, { exact: true }).waitFor()
    await page.locator('button.carte-form__submit').click()
    await page.getByTestId('form-success').getByText(text.success).waitFor()
    expect(submissions.map((submission) => submission.status)).toEqual([403, 201])
    expect(submissions[1]?.body).toMatchObject({
      origin_location: { coordinates: [INSIDE.longitude, INSIDE.latitude] },
    })
    expect(checks).toBe(2)
    expect(problems).toEqual([])
    await context.close()
  })

  it("'Retry' in a browser without geolocation is answered: 'Locating you…', then the unavailable message anew, the focus back on Retry (WCAG 4.1.3)", async () => {
    const { page, context, problems } = await openForm(text.lang)
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'geolocation')
    })
    await page.reload()
    await page.getByTestId('form-screen').waitFor()
    expect(await page.evaluate(() => 'geolocation' in navigator)).toBe(false)
    const gate = page.locator('[data-location-gate]')
    await gate.getByRole('button', { name: text.enable }).click()
    const retry = gate.getByRole('button', { name: text.retry })
    await retry.waitFor()
    const unavailable = (await gate.getByRole('status').textContent()) ?? ''
    expect(unavailable).not.toBe('')
    // Record what the gate's live region says from here on.
    await gate.getByRole('status').evaluate((region) => {
      const said: string[] = []
      Object.assign(window, { e2eSaid: said })
      new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, {
        childList: true,
        subtree: true,
        characterData: true,
      })
    })
    await retry.focus()
    await page.keyboard.press('Enter')
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { e2eSaid: string[] }).e2eSaid.at(-1)))
      .toBe(unavailable)
    const said = await page.evaluate(() => (window as unknown as { e2eSaid: string[] }).e2eSaid)
    // Something else came in between (locating), so the unavailable message entered anew.
    expect(said.filter((words) => words !== unavailable && words !== '')).not.toEqual([])
    await expect.poll(() => focused(page)).toBe(`button:${text.retry}`)
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })
})
