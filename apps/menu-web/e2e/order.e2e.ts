import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, CHAI_LINE, createTableOrder, FATTOUSH, postJson } from './checkout-support'
import {
  dataLayerEvents,
  expectAccessible,
  launchBrowser,
  openPage,
  origin,
  screenshot,
  withMenu,
} from './harness'

// Orders are created through venue-api's HTTP (its demo seed, apps/venue-api/src/seed/demo.ts) and
// moved through their statuses by the staff console's JSON calls, as a venue's staff would.
// Expected amounts are worked out by hand: 2 × Classic Beef Burger 48.00 + 1 × Karak Chai 17.00
// = 113.00; VAT 5 % = 5.65; service charge 2.00 (fixed); total 120.65 (AED, 2 decimals).

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

const BURGERS = {
  product: 1011,
  product_sku: 'DXB-1011',
  product_name: 'Classic Beef Burger',
  product_variations: [],
  product_variation: 'Regular, Cheese, Medium',
  variations: [11, 21, 42],
  combo_groups: [],
  product_price: '48.00',
  product_price_currency: 'AED',
  quantity: 2,
  special_instructions: '',
  cart_uuid: 'line-burgers',
}

interface ApiOrder {
  uuid: string
  id: number
  padded_order_id: string
  status: string
  sub_total: string
  taxes: { name: string; amount: string }[]
  delivery_fees: string
  discounts: { amount_value: string }[]
  total: string
  balance_due: string
  payment_url: string | null
}

/** A demo takeaway order (cash) through POST /en/api/order/. */
async function createDemoOrder(overrides: Record<string, unknown> = {}): Promise<ApiOrder> {
  const created = await postJson('/en/api/order/', {
    menu: 1,
    customer_name: 'E2E Guest',
    email: 'guest@example.com',
    phone: '+971501234567',
    order_type: 'takeaway',
    payment_type: 'cash',
    sub_total: '113.00',
    discount: '0',
    taxes: '7.65',
    delivery_fees: '0',
    total: '120.65',
    order_comments: 'No onions please',
    line_items: [BURGERS, CHAI_LINE],
    ...overrides,
  })
  expect(created.status).toBe(201)
  return created.body as ApiOrder
}

async function readOrder(uuid: string): Promise<ApiOrder> {
  const response = await fetch(`${api()}/en/api/order/${uuid}/`)
  expect(response.status).toBe(200)
  return (await response.json()) as ApiOrder
}

async function setStatus(uuid: string, status: string): Promise<void> {
  expect((await postJson(`/console/api/orders/${uuid}/status`, { status })).status).toBe(200)
}

async function cell(page: Page, testId: string): Promise<string> {
  return ((await page.getByTestId(testId).locator('td').last().textContent()) ?? '').trim()
}

/**
 * A new demo order's page in en, its feedback form answered in part (Name 'Layla', 2 guests,
 * 'Friends'), as a diner would have it before changing the language.
 */
async function openOrderWithAnswers() {
  const opened = await openPage(browser)
  const { page } = opened
  await page.goto(`${origin()}/demo`)
  await page.waitForURL(/\/en\/home$/)
  const order = await createDemoOrder()
  await page.goto(`${origin()}/en/order/${order.uuid}`)
  const feedback = page.getByTestId('order-feedback')
  await feedback.and(page.locator('[data-state="form"]')).waitFor()
  await feedback.getByRole('textbox', { name: /Name/ }).fill('Layla')
  await feedback.getByRole('spinbutton', { name: /Guests at the table/ }).fill('2')
  await feedback.getByRole('radio', { name: 'Friends' }).check()
  return { ...opened, order, feedback }
}

describe('order page (ordering-payment §2 Order page, §4 Order status values)', () => {
  it('shows the receipt, follows console status changes without a reload, strikes a deleted line and resets the cart when canceled', async () => {
    // Named as table 5's order: a name whose digits name another table clears the cart at once (§4).
    const order = await createDemoOrder({ customer_name: 'Table# 5' })
    const { page, context, problems } = await openPage(browser)
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/en\/home$/)
    // A cart and a table location that a canceled order must reset (§4).
    await page.evaluate((line) => {
      localStorage.setItem('carte:demo:cart', JSON.stringify([line]))
      localStorage.setItem('carte:demo:location', JSON.stringify({ location: '5', type: 'Table' }))
    }, FATTOUSH)
    await page.goto(`${origin()}/en/order/${order.uuid}`)
    await page.getByTestId('order-screen').waitFor()
    expect(await page.title()).toMatch(/^Order \| Marina Grill House \| /)
    const events = await dataLayerEvents(page, 'order_page_view')
    expect(events).toEqual([{ event: 'order_page_view', license: 'demo' }])

    // Header: date 'month day, year H:mma' and 'Order #{padded id}'.
    expect(await page.getByTestId('order-date').textContent()).toMatch(
      /^[A-Z][a-z]+ \d{1,2}, \d{4} \d{1,2}:\d{2}(am|pm)$/,
    )
    expect(await page.getByTestId('order-number').textContent()).toBe(
      `Order #${order.padded_order_id}`,
    )
    const headers = await page.locator('.carte-app-order__table thead th').allTextContents()
    expect(headers).toEqual(['Qty', 'Product', 'Price (AED)'])

    // Totals equal venue-api's order, and the hand-computed amounts.
    const server = await readOrder(order.uuid)
    expect([server.sub_total, server.total, server.delivery_fees]).toEqual([
      '113.000',
      '120.650',
      '0.000',
    ])
    expect(server.taxes.map((tax) => tax.amount)).toEqual(['5.650', '2.000'])
    expect(server.discounts).toEqual([])
    expect(await page.getByTestId('order-subtotal').locator('th').textContent()).toBe(
      'Subtotal (3 items)',
    )
    expect(await cell(page, 'order-subtotal')).toBe('AED 113.00')
    const taxCells = await page.locator('[data-testid^="order-tax-"] td').allTextContents()
    expect(taxCells).toEqual(['AED 5.65', 'AED 2.00'])
    expect(await page.getByTestId('order-delivery').count()).toBe(0)
    expect(await page.locator('[data-testid^="order-discount-"]').count()).toBe(0)
    expect(await cell(page, 'order-total')).toBe('AED 120.65')
    expect(await cell(page, 'order-balance')).toBe('AED 120.65')
    expect(await page.getByTestId('order-comments').textContent()).toBe(
      'Order comments: No onions please',
    )

    // Receipt download link on venue-api, answering a PDF.
    const href = await page.getByTestId('receipt-link').getAttribute('href')
    expect(href).toBe(`${api()}/en/orders/${order.uuid}/print/order.pdf`)
    const pdf = await fetch(href ?? '')
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toContain('application/pdf')

    // The tracker: pending (orange) with an Edit link home.
    const tracker = page.getByTestId('order-tracker')
    expect(await tracker.getAttribute('data-state')).toBe('pending')
    expect(await tracker.textContent()).toContain('Order Pending')
    expect(await tracker.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/en/home')

    // The same document throughout: no reload between the console's changes and the page.
    await page.evaluate(() => {
      ;(window as unknown as { e2eMarker?: string }).e2eMarker = 'same-page'
    })
    await setStatus(order.uuid, 'accepted')
    await page.locator('[data-testid="order-tracker"][data-state="accepted"]').waitFor()
    expect(await tracker.textContent()).toContain('Order Accepted')

    // A line deleted in the console: struck through with 'Deleted'; totals follow venue-api.
    expect(
      (await postJson(`/console/api/orders/${order.uuid}/lines/line-chai/delete`, {})).status,
    ).toBe(200)
    const chai = page.locator('[data-testid="order-line-line-chai"][data-state="deleted"]')
    await chai.waitFor()
    expect(await chai.locator('s').count()).toBe(3)
    expect(await chai.textContent()).toContain('(Deleted)')
    const repriced = await readOrder(order.uuid)
    // 96.00 + VAT 4.80 + 2.00 = 102.80 (by hand).
    expect([repriced.sub_total, repriced.total]).toEqual(['96.000', '102.800'])
    await page.getByTestId('order-total').getByText('AED 102.80').waitFor()
    expect(await cell(page, 'order-subtotal')).toBe('AED 96.00')
    expect(await page.getByTestId('order-subtotal').locator('th').textContent()).toBe(
      'Subtotal (2 items)',
    )
    await screenshot(page, 'order-en')
    await expectAccessible(page)

    // Canceled: the red notice, no tracker, the cart and the order location reset.
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('carte:demo:cart'))) ?? '[]'),
    ).toHaveLength(1)
    await setStatus(order.uuid, 'canceled')
    const notice = page.getByTestId('order-canceled')
    await notice.waitFor()
    expect(await notice.textContent()).toBe(
      'Order canceled, please contact our staff for assistance',
    )
    expect(await notice.evaluate((node) => getComputedStyle(node).color)).toBe('rgb(179, 38, 30)')
    expect(await page.getByTestId('order-tracker').count()).toBe(0)
    await page.waitForFunction(() => localStorage.getItem('carte:demo:cart') === '[]')
    expect(await page.evaluate(() => localStorage.getItem('carte:demo:location'))).toBe('null')
    expect(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe(
      'same-page',
    )
    expect(problems).toEqual([])
    await context.close()
  })

  it('in Arabic: right to left, the same receipt, accessible', async () => {
    const order = await createDemoOrder()
    const { page, context, problems } = await openPage(browser)
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/en\/home$/)
    await page.goto(`${origin()}/ar/order/${order.uuid}`)
    await page.getByTestId('order-screen').waitFor()
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    expect(await page.getByTestId('order-tracker').getAttribute('data-state')).toBe('pending')
    expect(await page.getByTestId('order-number').textContent()).toContain(order.padded_order_id)
    await screenshot(page, 'order-ar')
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })

  it('an unknown order says so; a failed read offers Retry; the feedback form after an order submits', async () => {
    const { page, context, problems } = await openPage(browser)
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/en\/home$/)
    await page.goto(`${origin()}/en/order/00000000-0000-0000-0000-000000000000`)
    await page.getByTestId('order-not-found').waitFor()
    expect(await page.getByRole('link', { name: 'Back To Menu' }).getAttribute('href')).toBe(
      '/en/home',
    )

    // No answer from venue-api: the error state says what to do and Retry reads it again.
    const order = await createDemoOrder()
    const orderPath = `**/en/api/order/${order.uuid}/`
    await page.route(orderPath, (route) => route.abort('connectionrefused'))
    await page.goto(`${origin()}/en/order/${order.uuid}`)
    await page.getByTestId('order-error').waitFor({ timeout: 20_000 })
    await page.unroute(orderPath)
    await page.getByRole('button', { name: 'Retry' }).click()
    await page.getByTestId('order-screen').waitFor()

    // The demo's feedback form (form 1, enabled, no geofence) follows the receipt (§4):
    // loading, form, submitted with the server's message.
    const feedback = page.getByTestId('order-feedback')
    await feedback.and(page.locator('[data-state="form"]')).waitFor()
    expect(await feedback.getByRole('heading').first().textContent()).toBe('Feedback')
    // Submit on the untouched form says what is missing and moves the focus there (WCAG 3.3.1).
    await feedback.getByRole('button', { name: 'Submit' }).focus()
    await page.keyboard.press('Enter')
    await feedback.getByText('Name is a required field').first().waitFor()
    const name = feedback.getByRole('textbox', { name: /Name/ })
    await expect.poll(() => name.evaluate((field) => field === document.activeElement)).toBe(true)
    await feedback.getByRole('textbox', { name: /Name/ }).fill('Layla')
    await feedback.getByRole('textbox', { name: /Email/ }).fill('layla@example.com')
    await feedback.getByRole('spinbutton', { name: /Guests at the table/ }).fill('2')
    await feedback.getByLabel(/Date of visit/).fill('2026-11-20')
    await feedback.getByRole('combobox', { name: /Meal/ }).selectOption({ label: 'Dinner' })
    await feedback.getByRole('radio', { name: 'Friends' }).check()
    await feedback.getByRole('radio', { name: '5 of 5 stars' }).click()
    await feedback.locator('button:not([disabled])', { hasText: 'Submit' }).click()
    await feedback.and(page.locator('[data-state="submitted"]')).waitFor()
    expect(await feedback.textContent()).toContain('Your feedback reached the team.')
    const submissions = (await (
      await fetch(`${api()}/console/api/submissions?license=demo`)
    ).json()) as { results: { feedback_id: number; submission: Record<string, unknown> }[] }
    expect(submissions.results[0]?.feedback_id).toBe(1)
    expect(submissions.results[0]?.submission).toMatchObject({ full_name: 'Layla', rating: 5 })
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('order page rows and refresh without a socket (ordering-payment §2 Order page, §4)', () => {
  it('every receipt row: free delivery struck, discounts, tips, payments, balance due, change', async () => {
    const order = await createDemoOrder()
    const real = (await (await fetch(`${api()}/en/api/order/${order.uuid}/`)).json()) as Record<
      string,
      unknown
    >
    const { page, context, problems } = await openPage(browser)
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/en\/home$/)
    // The read as a delivery order with a free-delivery coupon, a tip and a cash payment with
    // change (a routed body: venue-api's own orders never combine all of these).
    await page.route(`**/api/order/${order.uuid}/`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: JSON.stringify({
          ...real,
          delivery_fees: '10.000',
          discounts: [{ name: 'FREESHIP', amount_value: '5.000', free_delivery: true }],
          additional_data: { tips_amount: '3.500', iiko_loyalty_discounts: [] },
          payments: [{ payment_type: 'cash', amount: '150.000' }],
          balance_due: '0.000',
          change: '29.350',
        }),
      }),
    )
    await page.goto(`${origin()}/en/order/${order.uuid}`)
    await page.getByTestId('order-screen').waitFor()
    const delivery = page.getByTestId('order-delivery')
    expect(await delivery.locator('del').count()).toBe(1)
    expect(await delivery.locator('td').textContent()).toBe('Waived AED 10.00')
    expect(await cell(page, 'order-discount-0')).toBe('− AED 5.00')
    expect(await page.getByTestId('order-discount-0').locator('th').textContent()).toBe(
      'Discount (FREESHIP)',
    )
    expect(await cell(page, 'order-tips')).toBe('AED 3.50')
    expect(await page.getByTestId('order-payment-0').locator('th').textContent()).toBe(
      // The payment type as the cart names it, translated (it showed the raw 'cash').
      'Payments (Cash)',
    )
    expect(await cell(page, 'order-payment-0')).toBe('AED 150.00')
    expect(await cell(page, 'order-balance')).toBe('AED 0.00')
    expect(await cell(page, 'order-change')).toBe('AED 29.35')
    // Right to left, a discount reads '− AED 5.00' as on the cart: the minus before the amount,
    // not trailing it ('AED 5.00 −').
    await page.goto(`${origin()}/ar/order/${order.uuid}`)
    await page.getByTestId('order-discount-0').waitFor()
    const [minusX, amountX] = await page
      .getByTestId('order-discount-0')
      .locator('td')
      .evaluate((cellNode) => {
        const text = cellNode.firstChild?.firstChild ?? cellNode.firstChild
        const at = (index: number) => {
          const range = document.createRange()
          range.setStart(text as Node, index)
          range.setEnd(text as Node, index + 1)
          return range.getBoundingClientRect().x
        }
        // '− AED 5.00': the minus is character 0, the 'A' character 2.
        return [at(0), at(2)]
      })
    expect(minusX).toBeLessThan(amountX ?? 0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('without the socket, coming back online and the tab becoming visible read the order again', async () => {
    const order = await createDemoOrder()
    const { page, context } = await openPage(browser)
    // socket.io's transports never connect: only the browser events can refresh the page.
    await page.route('**/socket.io/**', (route) => route.abort('connectionrefused'))
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/en\/home$/)
    await page.goto(`${origin()}/en/order/${order.uuid}`)
    await page.locator('[data-testid="order-tracker"][data-state="pending"]').waitFor()
    await setStatus(order.uuid, 'accepted')
    await page.waitForTimeout(1500)
    expect(await page.getByTestId('order-tracker').getAttribute('data-state')).toBe('pending')
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await page.locator('[data-testid="order-tracker"][data-state="accepted"]').waitFor()
    await setStatus(order.uuid, 'fulfilled')
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await page.getByTestId('order-tracker').waitFor({ state: 'detached' })
    await context.close()
  })
})

describe('partner active order (menu-browsing §2 Cart icon, §4 Toasts; ordering-payment §2 Cart)', () => {
  it('an open order on the table: check mark to its page, the cart redirects, toast, checkout when accepted, POS notice', async () => {
    const order = await createTableOrder<ApiOrder>(9)
    const { page, context, problems } = await openPage(browser)
    try {
      // Table 9 is t/nJ (the default Sqids alphabet).
      await page.goto(`${origin()}/partner/t/nJ`)
      await page.waitForURL(/\/en\/home$/)
      // The toast and the header's check mark leading to the open order.
      await page.getByText('Active order on this table').first().waitFor()
      await page.getByTestId('active-order-check').waitFor()
      const cartLink = page.getByRole('banner').locator('a.carte-cart')
      expect(await cartLink.getAttribute('href')).toBe(`/en/order/${order.uuid}`)
      // The cart screen redirects to the open order (§2 Cart).
      await page.goto(`${origin()}/en/cart`)
      await page.waitForURL(new RegExp(`/en/order/${order.uuid}$`))
      await page.getByTestId('order-screen').waitFor()
      expect(await page.getByTestId('order-checkout').count()).toBe(0)
      // Accepted: the checkout button of the active order (the partner payment flows' seam).
      await setStatus(order.uuid, 'accepted')
      const checkout = page.getByTestId('order-checkout')
      await checkout.waitFor()
      expect(await checkout.getAttribute('href')).toBe(`/en/af-checkout/${order.uuid}`)
      expect(await page.getByTestId('pos-busy').count()).toBe(0)
      // A common POS order on the table: the notice (§4, §8).
      expect(
        (await postJson('/console/api/tables/partner/9/common-order', { open: true })).status,
      ).toBe(200)
      await page.reload()
      const busy = page.getByTestId('pos-busy')
      await busy.waitFor()
      expect(await busy.textContent()).toBe(
        'Table is busy with POS order. Please proceed ordering with a waiter. Thanks',
      )
      expect(problems).toEqual([])
    } finally {
      // Leave the table free for other tests.
      await postJson('/console/api/tables/partner/9/common-order', { open: false })
      await setStatus(order.uuid, 'fulfilled')
      await context.close()
    }
  })
})

describe('partner active order after closing time (menu-browsing §2 Cart icon)', () => {
  it("with ordering closed the header's check mark still leads to the table's open order; without one the cart is disabled", async () => {
    const order = await createTableOrder<ApiOrder>(9, 'line-closed')
    const { page, context, problems } = await openPage(browser)
    try {
      // The venue closed an hour ago, for the night.
      await withMenu(page, 'partner', (menu) => {
        const now = Date.now()
        menu.closing_rules = [
          {
            start: new Date(now - 60 * 60_000).toISOString(),
            end: new Date(now + 10 * 60 * 60_000).toISOString(),
          },
        ]
      })
      await page.goto(`${origin()}/partner/t/nJ`)
      await page.waitForURL(/\/en\/home$/)
      await page.getByText('We are currently closed').first().waitFor()
      await page.getByTestId('active-order-check').waitFor()
      const toOrder = page.getByRole('banner').locator('a.carte-cart')
      expect(await toOrder.getAttribute('href')).toBe(`/en/order/${order.uuid}`)
      await toOrder.click()
      await page.waitForURL(new RegExp(`/en/order/${order.uuid}$`))
      await page.getByTestId('order-screen').waitFor()
      // Once the order is done there is no open order: the cart is disabled while closed.
      await setStatus(order.uuid, 'fulfilled')
      await page.goto(`${origin()}/en/home`)
      const cart = page.getByRole('banner').getByRole('button', { name: 'Cart' })
      await cart.waitFor()
      expect(await cart.isDisabled()).toBe(true)
      expect(await page.getByTestId('active-order-check').count()).toBe(0)
      expect(problems).toEqual([])
    } finally {
      await setStatus(order.uuid, 'fulfilled')
      await context.close()
    }
  })
})

describe('order receipt plurals and feedback focus (ordering-payment §2 Order page, §4 Feedback; WCAG 2.4.3)', () => {
  /** Serves the demo menu with extra ui_strings (the shared seed stays as it is). */
  async function withUiStrings(page: Page, strings: Record<string, string>): Promise<void> {
    await page.route(`${api()}/*/api/menu/demo/`, async (route) => {
      try {
        const response = await route.fetch()
        const menu = (await response.json()) as { ui_strings?: Record<string, string> }
        menu.ui_strings = { ...menu.ui_strings, ...strings }
        await route.fulfill({ response, json: menu })
      } catch (error) {
        if (page.isClosed() || /disposed|closed/i.test(String(error))) return
        throw error
      }
    })
  }

  it("the subtotal names its count in the language's plural form: 'Subtotal (1 item)', not '(1 items)'; Arabic forms from ui_strings", async () => {
    // One Karak Chai: 17.00 + VAT 0.85 + service 2.00 = 19.85 (by hand).
    const one = await createDemoOrder({
      sub_total: '17.00',
      taxes: '2.85',
      total: '19.85',
      line_items: [CHAI_LINE],
    })
    const { page, context, problems } = await openPage(browser)
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/en\/home$/)
    await page.goto(`${origin()}/en/order/${one.uuid}`)
    await page.getByTestId('order-screen').waitFor()
    const label = page.getByTestId('order-subtotal').locator('th')
    expect(await label.textContent()).toBe('Subtotal (1 item)')

    // A venue gives the Arabic forms of the counted text (CLDR: 1 one, 2 two, 3 few).
    await withUiStrings(page, {
      ui_str_subtotal_count: 'المجموع الفرعي ({count} عنصر)',
      ui_str_subtotal_count_one: 'المجموع الفرعي (عنصر واحد)',
      ui_str_subtotal_count_two: 'المجموع الفرعي (عنصران)',
      ui_str_subtotal_count_few: 'المجموع الفرعي ({count} عناصر)',
    })
    await page.goto(`${origin()}/ar/order/${one.uuid}`)
    await page.getByTestId('order-screen').waitFor()
    expect(await label.textContent()).toBe('المجموع الفرعي (عنصر واحد)')
    // 2 burgers + 1 chai = 3 items: the few form with its count.
    const three = await createDemoOrder()
    await page.goto(`${origin()}/ar/order/${three.uuid}`)
    await page.getByTestId('order-screen').waitFor()
    expect(await label.textContent()).toBe('المجموع الفرعي (3 عناصر)')
    expect(problems).toEqual([])
    await context.close()
  })

  it('after sending the feedback the focus moves to the success message, not to the page body (WCAG 2.4.3)', async () => {
    const order = await createDemoOrder()
    const { page, context, problems } = await openPage(browser)
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/en\/home$/)
    await page.goto(`${origin()}/en/order/${order.uuid}`)
    await page.getByTestId('order-screen').waitFor()
    const feedback = page.getByTestId('order-feedback')
    await feedback.and(page.locator('[data-state="form"]')).waitFor()
    await feedback.getByRole('textbox', { name: /Name/ }).fill('Omar')
    await feedback.getByRole('textbox', { name: /Email/ }).fill('omar@example.com')
    await feedback.getByRole('spinbutton', { name: /Guests at the table/ }).fill('3')
    await feedback.getByLabel(/Date of visit/).fill('2026-11-21')
    await feedback.getByRole('combobox', { name: /Meal/ }).selectOption({ label: 'Lunch' })
    await feedback.getByRole('radio', { name: 'Instagram' }).check()
    await feedback.getByRole('radio', { name: '4 of 5 stars' }).click()
    // Sent from the keyboard, as a screen-reader user would: the pressed button goes away.
    await feedback.locator('button:not([disabled])', { hasText: 'Submit' }).focus()
    await page.keyboard.press('Enter')
    await feedback.and(page.locator('[data-state="submitted"]')).waitFor()
    await expect
      .poll(() =>
        page.evaluate(() => {
          const active = document.activeElement
          const section = document.querySelector('[data-testid="order-feedback"]')
          return active !== null && active !== document.body && section?.contains(active) === true
            ? (active.textContent ?? '').trim()
            : `not in the message: ${active?.tagName ?? 'none'}`
        }),
      )
      .toContain('Your feedback reached the team.')
    expect(problems).toEqual([])
    await context.close()
  })

  it('a language switch on the order page keeps the receipt and the feedback answers typed so far (menu-browsing §2 language change; issue 5: no input dropped)', async () => {
    const { page, context, problems, order, feedback } = await openOrderWithAnswers()
    // The order is read again in French: held a while, as on a slow network.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(`**/fr/api/order/${order.uuid}/`, async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('button', { name: 'Language', exact: true }).click()
    await page.getByRole('menuitemradio', { name: 'Français' }).click()
    await page.waitForURL(/\/fr\/order\//)
    // Meanwhile the page stays as it was: no loader in place of the receipt and the form.
    await page.waitForTimeout(500)
    expect(await page.getByTestId('order-screen').count()).toBe(1)
    expect(await feedback.getByRole('textbox').first().inputValue()).toBe('Layla')
    release()
    await page.locator('html[lang="fr"]').waitFor({ state: 'attached' })
    // The form's labels in French, the answers as typed.
    await feedback.getByRole('radio', { name: 'Des amis' }).waitFor()
    expect(await feedback.getByRole('radio', { name: 'Des amis' }).isChecked()).toBe(true)
    expect(await feedback.getByRole('textbox').first().inputValue()).toBe('Layla')
    expect(await feedback.getByRole('spinbutton').inputValue()).toBe('2')
    expect(problems).toEqual([])
    await context.close()
  })

  it('a language switch whose order and form reads fail keeps the receipt and the answers as they were (ordering-payment §8 "Order fetch failure … logged only"; menu-browsing §8 form load failure only logged)', async () => {
    const { page, context, problems, order, feedback } = await openOrderWithAnswers()
    // In French the order and the form cannot be read: the network drops every try.
    let orderTries = 0
    let formTries = 0
    await page.route(`**/fr/api/order/${order.uuid}/`, (route) => {
      orderTries += 1
      return route.abort('failed')
    })
    await page.route('**/fr/api/feedback/**', (route) => {
      formTries += 1
      return route.abort('failed')
    })
    await page.getByRole('button', { name: 'Language', exact: true }).click()
    await page.getByRole('menuitemradio', { name: 'Français' }).click()
    await page.waitForURL(/\/fr\/order\//)
    await page.locator('html[lang="fr"]').waitFor({ state: 'attached' })
    // Both reads gave up (the first try and two retries each), and the page is as it was.
    await expect.poll(() => [orderTries, formTries], { timeout: 15_000 }).toEqual([3, 3])
    await page.waitForTimeout(300)
    expect(await page.getByTestId('order-screen').count()).toBe(1)
    expect(await page.getByTestId('order-error').count()).toBe(0)
    expect(await feedback.getAttribute('data-state')).toBe('form')
    expect(await feedback.getByRole('textbox').first().inputValue()).toBe('Layla')
    expect(await feedback.getByRole('spinbutton').inputValue()).toBe('2')
    expect(await feedback.getByRole('radio', { name: 'Friends' }).isChecked()).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })
})
