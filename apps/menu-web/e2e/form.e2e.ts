import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible, launchBrowser, openDemoForm, type openPage } from './harness'

// The form screen's keyboard and screen-reader behaviour (menu-browsing §2 Form screen, §4 Form
// submission and Geolocation status, §5 dynamic form rules, §8 geofence texts) on the demo venue:
// form 1 is the feedback form with every field type, form 2 the geofenced 'Table service'.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

const openForm = (lang: 'en' | 'ar', id: number, options?: Parameters<typeof openPage>[1]) =>
  openDemoForm(browser, lang, id, options)

/** The accessible name or, failing that, the text of the focused element. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement
    if (!active || active === document.body) return 'body'
    return (
      active.getAttribute('aria-label') ??
      (active.id ? document.querySelector(`label[for="${active.id}"]`)?.textContent : null) ??
      active.textContent ??
      ''
    ).trim()
  })
}

describe.each([
  {
    lang: 'en' as const,
    name: 'Name',
    nameRequired: 'Name is a required field',
    nameTooLong: 'Name can not have more than 40 characters',
    enable: 'Enable Location',
    request: 'Request',
    bill: 'The bill',
    success: 'A waiter is on the way.',
    ratingRequired: 'Overall rating is a required field',
  },
  {
    lang: 'ar' as const,
    name: 'الاسم',
    nameRequired: 'الاسم حقل مطلوب',
    nameTooLong: 'الاسم لا يمكن أن يتجاوز 40 حرفًا',
    enable: /.+/,
    request: 'الطلب',
    bill: 'الفاتورة',
    success: 'النادل في الطريق.',
    ratingRequired: /التقييم العام/,
  },
])('form screen keyboard and announcements ($lang)', (text) => {
  it('Submit on an untouched invalid form is reachable by Tab, sends nothing, shows every issue and focuses the first invalid field (§5, WCAG 2.1.1, 3.3.1)', async () => {
    const { page, context, problems } = await openForm(text.lang, 1)
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/submission/')) {
        posts.push(request.url())
      }
    })
    const submit = page.locator('button.carte-form__submit')
    await expect(submit.getAttribute('aria-disabled')).resolves.toBe('true')
    // Tab reaches the unavailable button from the last field (the comments).
    await page.getByRole('textbox', { name: text.lang === 'en' ? /Comments/ : /ملاحظات/ }).focus()
    await page.keyboard.press('Tab')
    expect(await submit.evaluate((button) => button === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    const name = page.getByRole('textbox', { name: text.name, exact: true })
    await expect.poll(() => focused(page)).toBe(text.name)
    expect(await name.getAttribute('aria-invalid')).toBe('true')
    await page.getByText(text.nameRequired, { exact: true }).waitFor()
    await page.getByText(text.ratingRequired).first().waitFor()
    expect(posts).toEqual([])
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })

  it('a name typed or pasted past its 40-character limit is kept and the venue message says so (§5 maxlength)', async () => {
    const { page, context, problems } = await openForm(text.lang, 1)
    const name = page.getByRole('textbox', { name: text.name, exact: true })
    const long = 'Layla Haddad Al-Mansouri of the Marina Tower 7'
    await name.fill(long)
    expect(await name.inputValue()).toBe(long)
    await page.getByText(text.nameTooLong, { exact: true }).waitFor()
    expect(await name.getAttribute('aria-invalid')).toBe('true')
    // The live count beside it.
    await page.getByText(`${long.length} / 40`).waitFor()
    await name.press('End')
    await name.pressSequentially('!')
    expect(await name.inputValue()).toBe(`${long}!`)
    expect(problems).toEqual([])
    await context.close()
  })

  it("a field's message goes into the status region the field has had since the focus entered it (WCAG 4.1.3)", async () => {
    const { page, context, problems } = await openForm(text.lang, 1)
    // No field speaks before the diner is in it (a Submit press does not read every message).
    expect(await page.locator('.carte-form [role="status"]').count()).toBe(0)
    const name = page.getByRole('textbox', { name: text.name, exact: true })
    await name.focus()
    // Mark the status region present before any message.
    const before = await page.evaluate(() => {
      const regions = document.querySelectorAll('.carte-form [role="status"]')
      for (const region of regions) region.setAttribute('data-e2e-before', '')
      return regions.length
    })
    expect(before).toBe(1)
    await name.fill('x')
    await name.fill('')
    const message = page.getByText(text.nameRequired, { exact: true })
    await message.waitFor()
    expect(await message.getAttribute('role')).toBe('status')
    expect(await message.getAttribute('data-e2e-before')).toBe('')
    expect(problems).toEqual([])
    await context.close()
  })

  it('Enable Location: the focus follows the check and lands on the form first field when it appears; one status region throughout (§2 Form, §4, §8, WCAG 2.4.3, 4.1.3)', async () => {
    const { page, context, problems } = await openForm(text.lang, 2, {
      geolocation: { latitude: 25.0806, longitude: 55.1404 },
    })
    // A browser without the Permissions API: the gate asks (IDLE, 'Enable Location').
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'permissions', { get: () => undefined })
    })
    await page.reload()
    await page.getByTestId('form-screen').waitFor()
    const gate = page.locator('[data-location-gate]')
    await gate.locator('button').waitFor()
    await gate.locator('[role="status"]').evaluate((region) => region.setAttribute('data-e2e', ''))
    expect(await page.locator('[data-location-gate] [role="alert"]').count()).toBe(0)
    await gate.locator('button').focus()
    await page.keyboard.press('Enter')
    const request = page.getByRole('combobox', { name: text.request })
    await request.waitFor()
    await expect
      .poll(() => request.evaluate((select) => select === document.activeElement))
      .toBe(true)
    // The gate's region is the one that was there before the press.
    expect(await page.locator('[data-location-gate] [role="status"][data-e2e]').count()).toBe(1)
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })

  it('after a successful submission the message is read: its status region comes first and the focus moves to it (§2 Form, §4, WCAG 4.1.3, 2.4.3)', async () => {
    const { page, context, problems } = await openForm(text.lang, 2, {
      geolocation: { latitude: 25.0806, longitude: 55.1404 },
    })
    // Mark the screen's status regions present before the submission.
    await page.evaluate(() => {
      for (const region of document.querySelectorAll('main [role="status"]')) {
        region.setAttribute('data-e2e-before', '')
      }
    })
    await page.getByRole('combobox', { name: text.request }).selectOption({ label: text.bill })
    await page.locator('button.carte-form__submit').click()
    const message = page.getByTestId('form-success').getByText(text.success)
    await message.waitFor()
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim() ?? 'body'))
      .toBe(text.success)
    // The message came into a region that was there before it (one created with its text is
    // often not read).
    expect(
      await message.evaluate(
        (element) => element.closest('[role="status"]')?.hasAttribute('data-e2e-before') ?? false,
      ),
    ).toBe(true)
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('language change on a form', () => {
  it('keeps what the diner typed while the form comes back in the new language (architecture: nothing typed is dropped)', async () => {
    const { page, context, problems } = await openForm('en', 1)
    await page.getByRole('textbox', { name: /Name/ }).fill('Layla')
    await page.getByRole('textbox', { name: /Comments/ }).fill('Lovely grill')
    await page.getByRole('button', { name: 'Language', exact: true }).click()
    await page.getByRole('menuitemradio', { name: 'Français' }).click()
    await page.waitForURL(/\/fr\/form\/1$/)
    await page.locator('html[lang="fr"]').waitFor({ state: 'attached' })
    await page.getByTestId('form-screen').waitFor()
    // The same fields, now labelled in French: the first text box is the name, the text area the
    // comments.
    expect(await page.locator('form input[type="text"]').first().inputValue()).toBe('Layla')
    expect(await page.locator('form textarea').first().inputValue()).toBe('Lovely grill')
    expect(problems).toEqual([])
    await context.close()
  })
})
