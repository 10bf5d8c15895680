import type { Browser, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, type ServerOrder, serverOrder } from './checkout-support'
import { expectAccessible, launchBrowser, openPage, origin, screenshot } from './harness'

// The employee discount box of the partner integration (ordering-payment §2 Cart screen "an
// employee discount box (only with the partner integration flag)", §4 Employee discount, §3 Order
// payload additional_data.employee_id, §7 GET /iiko/af/verify-employee-id/{id}/ and POST
// /iiko/loyalty/promotions/ employee_id, §8 "Invalid employee discount: field flagged").
// venue-api's partner seed (apps/venue-api/src/seed/partner.ts): employees EMP1001 (+96550001001)
// and EMP1002; loyalty 'Lunch club' 10 % of mains for dine-in only and 'Staff discount 20%' of
// every line with an employee id; verify-employee-id answers disable_phone: true.
// Amounts by hand: a takeaway cart of 2 × Zubaidi Fish 3.500 = 7.000 KWD (3 decimals, no taxes);
// no loyalty without an employee (the lunch club is dine-in only); with EMP1001 the staff
// discount 20 % of 7.000 = 1.400, total 5.600.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

type Lang = 'en' | 'ar'

/** The texts the partner seed gives the box and the screens around it, per language. */
const TEXT = {
  en: {
    box: 'Employee discount',
    field: 'Employee ID',
    apply: 'Apply',
    remove: 'Remove',
    applied: 'Employee discount applied',
    invalid: 'Invalid employee ID',
    comments: 'Order comments',
    phone: 'Phone',
    failed: 'The employee ID could not be checked. Please check your connection and try again.',
    removed: 'Employee discount removed',
    discountFailed: 'The employee discount could not be added to the total. Please try again.',
    retry: 'Try again',
    checkout: 'Checkout',
  },
  ar: {
    box: 'خصم الموظف',
    field: 'الرقم الوظيفي',
    apply: 'تطبيق',
    remove: 'إزالة',
    applied: 'تم تطبيق خصم الموظف',
    invalid: 'الرقم الوظيفي غير صحيح',
    comments: 'ملاحظات الطلب',
    phone: 'الهاتف',
    failed: 'تعذّر التحقق من الرقم الوظيفي. يرجى التحقق من الاتصال والمحاولة مرة أخرى.',
    removed: 'تمت إزالة خصم الموظف',
    discountFailed: 'تعذّرت إضافة خصم الموظف إلى الإجمالي. يرجى المحاولة مرة أخرى.',
    retry: 'حاول مرة أخرى',
    checkout: 'الدفع',
  },
} as const

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩'

/** An amount as the partner venue shows it: KWD, 3 decimals; Arabic-Indic digits in ar. */
function kwd(lang: Lang, value: string): string {
  const text = `KWD ${value}`
  return lang === 'ar'
    ? text.replace(/\d/g, (digit) => ARABIC_DIGITS[Number(digit)] ?? digit).replace('.', '٫')
    : text
}

/** Opens the partner venue, then puts a takeaway cart paid in cash straight into storage. */
async function openPartnerCart(lang: Lang): Promise<Awaited<ReturnType<typeof openPage>>> {
  const opened = await openPage(browser)
  const { page } = opened
  await page.goto(`${origin()}/partner`)
  await page.waitForURL(/\/en\/home$/)
  await page.evaluate(() => {
    localStorage.setItem(
      'carte:partner:cart',
      JSON.stringify([
        {
          uuid: 'e2e-staff',
          id: 2003,
          category: 201,
          name: 'Zubaidi Fish',
          price: '3.500',
          qty: 2,
        },
      ]),
    )
    localStorage.setItem(
      'carte:partner:cart-state',
      JSON.stringify({ orderType: 'takeaway', couponCode: '' }),
    )
    sessionStorage.setItem('carte:partner:cart-session', JSON.stringify({ paymentType: 'cash' }))
  })
  await page.goto(`${origin()}/${lang}/cart`)
  await page.getByTestId('cart-screen').waitFor()
  await page.getByTestId('total-total').waitFor()
  return opened
}

/** The loyalty promotions bodies the page posts (§7 POST /iiko/loyalty/promotions/). */
function loyaltyBodies(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = []
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().endsWith('/iiko/loyalty/promotions/')) {
      bodies.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>)
    }
  })
  return bodies
}

/** The order bodies the page posts (§7 POST /{lang}/api/order/). */
function orderBodies(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = []
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && /\/api\/order\/$/.test(request.url())) {
      bodies.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>)
    }
  })
  return bodies
}

const amount = async (page: Page, testId: string): Promise<string> =>
  ((await page.getByTestId(testId).locator('dd').textContent()) ?? '').trim()

/** The description a field is tied to by aria-describedby. */
async function describedBy(page: Page, selector: string): Promise<string> {
  return page.locator(selector).evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  )
}

/** Applies a staff id through the box and waits until the box says it is applied. */
async function applyEmployee(page: Page, lang: Lang, id: string): Promise<void> {
  const text = TEXT[lang]
  const box = page.getByRole('form', { name: text.box })
  await box.getByLabel(text.field).fill(id)
  await box.getByRole('button', { name: text.apply }).click()
  await box.getByRole('button', { name: text.remove }).waitFor()
}

for (const lang of ['en', 'ar'] as const) {
  const text = TEXT[lang]

  describe(`employee discount box in ${lang} at 390×844 (ordering-payment §2, §4, §7, §8)`, () => {
    it('shows only with the partner integration flag: absent on the demo cart; on the partner cart after the order comments, its field labelled', async () => {
      const demo = await openPage(browser)
      await demo.page.goto(`${origin()}/demo`)
      await demo.page.waitForURL(/\/en\/home$/)
      await demo.page.evaluate(() =>
        localStorage.setItem(
          'carte:demo:cart',
          JSON.stringify([
            {
              uuid: 'e2e-fattoush',
              id: 1031,
              category: 105,
              name: 'Fattoush',
              price: '34.00',
              qty: 1,
            },
          ]),
        ),
      )
      await demo.page.goto(`${origin()}/${lang}/cart`)
      await demo.page.getByTestId('coupon-box').waitFor()
      expect(await demo.page.getByTestId('employee-discount-box').count()).toBe(0)
      await demo.context.close()

      const { page, context, problems } = await openPartnerCart(lang)
      const box = page.getByRole('form', { name: text.box })
      await box.waitFor()
      const field = box.getByLabel(text.field)
      expect(await field.inputValue()).toBe('')
      // Empty: nothing to apply yet (disabled while empty).
      expect(await box.getByRole('button', { name: text.apply }).isDisabled()).toBe(true)
      // §2 order: the order comments, then the employee discount box, then the totals.
      const order = await page.evaluate(() => {
        const comments = document.querySelector('.carte-app-cart__comments')
        const employee = document.querySelector('[data-testid="employee-discount-box"]')
        const totals = document.querySelector('.carte-app-cart__totals')
        if (!comments || !employee || !totals) return null
        return [
          comments.compareDocumentPosition(employee) & Node.DOCUMENT_POSITION_FOLLOWING,
          employee.compareDocumentPosition(totals) & Node.DOCUMENT_POSITION_FOLLOWING,
        ]
      })
      expect(order).toEqual([
        4, // Node.DOCUMENT_POSITION_FOLLOWING
        4,
      ])
      expect(await page.getByLabel(text.comments).count()).toBe(1)
      expect(problems).toEqual([])
      await context.close()
    })

    it('an unknown id flags the field with its message; EMP1001 adds the staff discount and the total drops; Remove clears it and the staff line goes', async () => {
      const { page, context, problems } = await openPartnerCart(lang)
      const loyalty = loyaltyBodies(page)
      const box = page.getByRole('form', { name: text.box })
      const field = box.getByLabel(text.field)
      expect(await amount(page, 'total-total')).toBe(kwd(lang, '7.000'))
      expect(await page.getByTestId('total-loyalty-0').count()).toBe(0)

      // Bad input: an id venue-api does not know (404) flags the field (§8), nothing is applied.
      await field.fill('NOPE99')
      await box.getByRole('button', { name: text.apply }).click()
      await page
        .locator('[data-testid="employee-discount-box"] input[aria-invalid="true"]')
        .waitFor()
      expect(await describedBy(page, '[data-testid="employee-discount-box"] input')).toBe(
        text.invalid,
      )
      expect(await page.getByRole('alert').filter({ hasText: text.invalid }).count()).toBe(1)
      // Heard once: the alert says it; the focus goes back to Apply, not to the field the same
      // text describes (which would read it a second time).
      await expect
        .poll(() =>
          box
            .getByRole('button', { name: text.apply })
            .evaluate((b) => b === document.activeElement),
        )
        .toBe(true)
      expect(await amount(page, 'total-total')).toBe(kwd(lang, '7.000'))
      expect(loyalty.some((body) => body.employee_id === 'NOPE99')).toBe(false)
      await expectAccessible(page)
      await box.scrollIntoViewIfNeeded()
      await screenshot(page, `employee-discount-invalid-${lang}`)
      // Editing the id lifts the flag.
      await field.fill('EMP100')
      expect(await field.getAttribute('aria-invalid')).toBe('false')

      // A valid staff id: the loyalty promotions are asked again with it (§4, §7) and the staff
      // promotion comes back; the totals take it.
      const staffAnswer = page.waitForResponse(
        (response) =>
          response.url().endsWith('/iiko/loyalty/promotions/') &&
          (JSON.parse(response.request().postData() ?? '{}') as { employee_id?: unknown })
            .employee_id === 'EMP1001',
      )
      await applyEmployee(page, lang, 'EMP1001')
      const promotions = (await (await staffAnswer).json()) as { name: string }[]
      expect(promotions.map((promotion) => promotion.name)).toEqual(['Staff discount 20%'])
      await page.getByTestId('total-loyalty-0').waitFor()
      expect(await amount(page, 'total-loyalty-0')).toBe(`− ${kwd(lang, '1.400')}`)
      // Under the promotion's own name, as the receipt lists it.
      expect(await page.getByTestId('total-loyalty-0').locator('dt').textContent()).toBe(
        promotions[0]?.name,
      )
      expect(await amount(page, 'total-total')).toBe(kwd(lang, '5.600'))
      // The applied state reads: the kept id (not editable until removed) and the note tied to it.
      expect(await field.inputValue()).toBe('EMP1001')
      expect(await field.getAttribute('readonly')).not.toBeNull()
      expect(await field.getAttribute('aria-invalid')).toBe('false')
      expect(await describedBy(page, '[data-testid="employee-discount-box"] input')).toBe(
        text.applied,
      )
      expect(await page.getByTestId('employee-discount-applied').textContent()).toBe(text.applied)
      // The staff id is no part of the address.
      expect(page.url()).not.toContain('EMP1001')
      await expectAccessible(page)
      await screenshot(page, `employee-discount-applied-${lang}`)

      // A reload keeps it for this tab (§3 Cart state employeeID).
      await page.reload()
      await page.getByTestId('total-loyalty-0').waitFor()
      expect(await amount(page, 'total-total')).toBe(kwd(lang, '5.600'))
      expect(await box.getByRole('button', { name: text.remove }).isEnabled()).toBe(true)

      // Remove: the id goes, the loyalty promotions are asked again without it, the staff line goes.
      const plainAnswer = page.waitForResponse(
        (response) =>
          response.url().endsWith('/iiko/loyalty/promotions/') &&
          (JSON.parse(response.request().postData() ?? '{}') as { employee_id?: unknown })
            .employee_id === null,
      )
      await box.getByRole('button', { name: text.remove }).click()
      await box.getByRole('button', { name: text.apply }).waitFor()
      expect(await (await plainAnswer).json()).toEqual([])
      await page.getByTestId('total-loyalty-0').waitFor({ state: 'detached' })
      expect(await amount(page, 'total-total')).toBe(kwd(lang, '7.000'))
      expect(await field.inputValue()).toBe('')
      expect(await field.getAttribute('readonly')).toBeNull()
      expect(await box.getByRole('button', { name: text.apply }).isDisabled()).toBe(true)
      expect(await page.getByTestId('employee-discount-applied').textContent()).toBe('')
      // Remove says it is done, politely (WCAG 4.1.3).
      const said = page.getByTestId('employee-discount-status')
      expect(await said.getAttribute('role')).toBe('status')
      expect(await said.textContent()).toBe(text.removed)
      expect(
        await page.evaluate(() => sessionStorage.getItem('carte:partner:employee-discount')),
      ).not.toContain('EMP1001')
      expect(problems).toEqual([])
      await context.close()
    })

    it('while the staff id is checked the field keeps the id sent and checkout waits; the answer applies it and checkout comes back (§2 "Disabled ... while a coupon or discount is loading")', async () => {
      const { page, context, problems } = await openPartnerCart(lang)
      const verify = `${api()}/iiko/af/verify-employee-id/EMP1001/`
      let answer: () => void = () => undefined
      const released = new Promise<void>((resolve) => {
        answer = resolve
      })
      await context.route(verify, async (route) => {
        await released
        await route.continue()
      })
      const box = page.getByRole('form', { name: text.box })
      const field = box.getByLabel(text.field)
      await page.getByRole('link', { name: text.checkout }).waitFor()
      await field.fill('EMP1001')
      await box.getByRole('button', { name: text.apply }).click()
      await page.locator('[data-testid="employee-discount-box"][data-state="loading"]').waitFor()
      // Checkout waits: no link to follow, a disabled button in its place.
      expect(await page.getByRole('link', { name: text.checkout }).count()).toBe(0)
      const waiting = page.getByTestId('cart-checkout-waiting')
      expect(await waiting.isDisabled()).toBe(true)
      // The id under check cannot be edited (an edit would be lost when the answer lands).
      expect(await field.getAttribute('readonly')).not.toBeNull()
      await field.press('End')
      await page.keyboard.type('9')
      expect(await field.inputValue()).toBe('EMP1001')
      answer()
      await box.getByRole('button', { name: text.remove }).waitFor()
      await page.getByTestId('total-loyalty-0').waitFor()
      expect(await amount(page, 'total-total')).toBe(kwd(lang, '5.600'))
      await page.getByRole('link', { name: text.checkout }).waitFor()
      expect(await waiting.count()).toBe(0)
      expect(problems).toEqual([])
      await context.close()
    })

    it('a rate limit (429) is a failed check to retry, not an invalid id', async () => {
      const { page, context, problems } = await openPartnerCart(lang)
      await context.route(`${api()}/iiko/af/verify-employee-id/EMP1001/`, (route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': '*' },
          body: JSON.stringify({ detail: 'Too many requests' }),
        }),
      )
      const box = page.getByRole('form', { name: text.box })
      const field = box.getByLabel(text.field)
      await field.fill('EMP1001')
      await box.getByRole('button', { name: text.apply }).click()
      await page.getByRole('alert').filter({ hasText: text.failed }).waitFor()
      expect(await field.getAttribute('aria-invalid')).toBe('false')
      expect(await page.getByRole('alert').filter({ hasText: text.invalid }).count()).toBe(0)
      expect(await box.getByRole('button', { name: text.apply }).isEnabled()).toBe(true)
      expect(problems.filter((problem) => !problem.includes('429'))).toEqual([])
      await context.close()
    })

    it('when the loyalty promotions fail after the id was accepted, the box says the discount is not in the total (never "applied"), checkout waits, and Try again brings it', async () => {
      const { page, context, problems } = await openPartnerCart(lang)
      const promotions = `${api()}/iiko/loyalty/promotions/`
      await context.route(promotions, async (route) => {
        const request = route.request()
        const body = JSON.parse(request.postData() ?? '{}') as { employee_id?: unknown }
        if (request.method() === 'POST' && body.employee_id === 'EMP1001') {
          await route.fulfill({
            status: 400,
            contentType: 'application/json',
            headers: { 'access-control-allow-origin': '*' },
            body: JSON.stringify({ detail: 'loyalty unavailable' }),
          })
        } else await route.continue()
      })
      const box = page.getByRole('form', { name: text.box })
      const field = box.getByLabel(text.field)
      await field.fill('EMP1001')
      await box.getByRole('button', { name: text.apply }).click()
      await box.getByRole('button', { name: text.remove }).waitFor()
      const note = page.getByTestId('employee-discount-applied')
      await expect.poll(() => note.textContent()).toBe(text.discountFailed)
      expect(await describedBy(page, '[data-testid="employee-discount-box"] input')).toBe(
        text.discountFailed,
      )
      // No staff line, the full total, and no way to checkout with the id but without its discount.
      expect(await page.getByTestId('total-loyalty-0').count()).toBe(0)
      expect(await amount(page, 'total-total')).toBe(kwd(lang, '7.000'))
      expect(await page.getByRole('link', { name: text.checkout }).count()).toBe(0)
      expect(await page.getByTestId('cart-checkout-waiting').isDisabled()).toBe(true)
      await expectAccessible(page)

      await context.unroute(promotions)
      await box.getByRole('button', { name: text.retry }).click()
      await expect.poll(() => note.textContent()).toBe(text.applied)
      await page.getByTestId('total-loyalty-0').waitFor()
      expect(await amount(page, 'total-total')).toBe(kwd(lang, '5.600'))
      await page.getByRole('link', { name: text.checkout }).waitFor()
      expect(problems.filter((problem) => !problem.includes('400'))).toEqual([])
      await context.close()
    })

    it('by keyboard: a verification that gets no answer says so without flagging the id and keeps the focus in the box; a retry applies and the focus lands on Remove', async () => {
      const { page, context, problems } = await openPartnerCart(lang)
      const verify = `${api()}/iiko/af/verify-employee-id/EMP1001/`
      await context.route(verify, (route) => route.abort('connectionrefused'))
      const box = page.getByRole('form', { name: text.box })
      const field = box.getByLabel(text.field)
      await field.fill('EMP1001')
      await field.press('Enter')
      await page.getByRole('alert').filter({ hasText: text.failed }).waitFor()
      // No answer is not an invalid id (§8 flags refused ids only): the field is not flagged, the
      // message is still tied to it, and Apply may be pressed again.
      expect(await field.getAttribute('aria-invalid')).toBe('false')
      expect(await describedBy(page, '[data-testid="employee-discount-box"] input')).toBe(
        text.failed,
      )
      expect(await page.getByTestId('total-loyalty-0').count()).toBe(0)
      const apply = box.getByRole('button', { name: text.apply })
      expect(await apply.isEnabled()).toBe(true)
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.tagName ?? ''))
        .toBe('INPUT')

      await context.unroute(verify)
      await apply.focus()
      await page.keyboard.press('Enter')
      const remove = box.getByRole('button', { name: text.remove })
      await remove.waitFor()
      await expect
        .poll(() => remove.evaluate((button) => button === document.activeElement))
        .toBe(true)
      await page.getByTestId('total-loyalty-0').waitFor()
      expect(await amount(page, 'total-total')).toBe(kwd(lang, '5.600'))
      expect(await page.getByRole('alert').count()).toBe(0)
      expect(problems).toEqual([])
      await context.close()
    })

    it('checkout after EMP1001 (venue-api answers disable_phone: true): the phone field holds the employee phone and is not editable; the order carries the employee id and the staff discount', async () => {
      const { page, context, problems } = await openPartnerCart(lang)
      const bodies = orderBodies(page)
      await applyEmployee(page, lang, 'EMP1001')
      await page.getByTestId('total-loyalty-0').waitFor()
      expect(await amount(page, 'total-total')).toBe(kwd(lang, '5.600'))
      await page.goto(`${origin()}/${lang}/checkout`)
      await page.getByTestId('checkout-screen').waitFor()
      const phone = page.getByLabel(text.phone)
      expect(await phone.inputValue()).toBe('+96550001001')
      expect(await phone.isEditable()).toBe(false)
      const submit = page.locator('.carte-app-checkout__submit')
      await expect.poll(() => submit.isEnabled()).toBe(true)
      await submit.click()
      await page.waitForURL(new RegExp(`/${lang}/order/[0-9a-f-]{36}$`))
      const uuid = new URL(page.url()).pathname.split('/').pop() ?? ''

      // What the page sent (§3 Order payload additional_data.employee_id, phone in E.164)...
      expect(bodies).toHaveLength(1)
      expect(bodies[0]).toMatchObject({
        phone: '+96550001001',
        total: '5.600',
        additional_data: {
          employee_id: 'EMP1001',
          iiko_loyalty_discounts: [
            { name: 'Staff discount 20%', discounts: [{ discountSum: '1.400' }] },
          ],
        },
      })
      // ...and what venue-api kept.
      const order = (await serverOrder(uuid)) as ServerOrder & {
        additional_data: { employee_id: string | null }
        phone: string
      }
      expect(order.additional_data.employee_id).toBe('EMP1001')
      expect(order.phone).toBe('+96550001001')
      expect(order.total).toBe('5.600')
      // The placed order took the discount with it: the cart starts without it.
      expect(
        await page.evaluate(() => sessionStorage.getItem('carte:partner:employee-discount')),
      ).not.toContain('EMP1001')
      expect(problems).toEqual([])
      await context.close()
    })

    it('at checkout, an applied id whose discount did not come back (loyalty promotions failed) keeps the submit disabled and says why, with Try again', async () => {
      const { page, context, problems } = await openPartnerCart(lang)
      await applyEmployee(page, lang, 'EMP1001')
      await page.getByTestId('total-loyalty-0').waitFor()
      const promotions = `${api()}/iiko/loyalty/promotions/`
      await context.route(promotions, (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 400,
              contentType: 'application/json',
              headers: { 'access-control-allow-origin': '*' },
              body: JSON.stringify({ detail: 'loyalty unavailable' }),
            })
          : route.continue(),
      )
      await page.goto(`${origin()}/${lang}/checkout`)
      await page.getByTestId('checkout-screen').waitFor()
      const failed = page.getByTestId('checkout-employee-failed')
      await failed.waitFor()
      expect(await failed.getByRole('status').textContent()).toBe(text.discountFailed)
      const submit = page.locator('.carte-app-checkout__submit')
      expect(await submit.isDisabled()).toBe(true)
      await context.unroute(promotions)
      await failed.getByRole('button', { name: text.retry }).click()
      await failed.waitFor({ state: 'detached' })
      await expect.poll(() => submit.isEnabled()).toBe(true)
      expect(problems).toEqual([])
      await context.close()
    })

    it('disable_phone without an employee phone leaves the phone field the diner’s own and editable, never locked empty (§5 Phone)', async () => {
      const { page, context, problems } = await openPartnerCart(lang)
      await context.route(`${api()}/iiko/af/verify-employee-id/EMP1002/`, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': '*' },
          body: JSON.stringify({
            employee_id: 'EMP1002',
            employee_phone: null,
            disable_phone: true,
          }),
        }),
      )
      await applyEmployee(page, lang, 'EMP1002')
      await page.getByTestId('total-loyalty-0').waitFor()
      await page.goto(`${origin()}/${lang}/checkout`)
      await page.getByTestId('checkout-screen').waitFor()
      const phone = page.getByLabel(text.phone)
      expect(await phone.isEditable()).toBe(true)
      expect(await phone.inputValue()).toBe('')
      await phone.fill('50001234')
      expect(await phone.inputValue()).toBe('50001234')
      expect(problems).toEqual([])
      await context.close()
    })

    it('a verification answering disable_phone: false leaves the phone field the diner’s own and editable', async () => {
      const { page, context, problems } = await openPartnerCart(lang)
      // venue-api always answers true: this answer is the contract's other case, served here.
      await context.route(`${api()}/iiko/af/verify-employee-id/EMP1002/`, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': '*' },
          body: JSON.stringify({
            employee_id: 'EMP1002',
            employee_phone: '+96550001002',
            disable_phone: false,
          }),
        }),
      )
      await applyEmployee(page, lang, 'EMP1002')
      await page.getByTestId('total-loyalty-0').waitFor()
      expect(await amount(page, 'total-loyalty-0')).toBe(`− ${kwd(lang, '1.400')}`)
      await page.goto(`${origin()}/${lang}/checkout`)
      await page.getByTestId('checkout-screen').waitFor()
      const phone = page.getByLabel(text.phone)
      expect(await phone.isEditable()).toBe(true)
      expect(await phone.inputValue()).toBe('')
      await phone.fill('50001234')
      expect(await phone.inputValue()).toBe('50001234')
      expect(problems).toEqual([])
      await context.close()
    })
  })
}
