import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  api,
  CHAI_LINE,
  FATTOUSH,
  fillCustomer,
  openDemo,
  seedCart,
  storedState,
  tableCode,
} from './checkout-support'
import { launchBrowser, origin } from './harness'

// Ordering rules a diner sees on the demo venue (apps/venue-api/src/seed/demo.ts). Orders here are
// created at demo tables 31-34 (Hall, no minimum), which no other e2e file uses.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/**
 * A demo order through POST /en/api/order/, named as the diner or the table named it: dine-in at
 * `table`, or takeaway without one (venue-api takes one open order per table).
 */
async function createOrder(customerName: string, table: number | null): Promise<string> {
  const response = await fetch(`${api()}/en/api/order/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      menu: 1,
      customer_name: customerName,
      email: 'guest@example.com',
      phone: '+971501234567',
      ...(table === null
        ? { order_type: 'takeaway' }
        : { order_type: 'dine_in', origin_type: 'Table', origin_label: String(table) }),
      payment_type: 'cash',
      sub_total: '17.00',
      discount: '0',
      taxes: '2.85',
      delivery_fees: '0',
      total: '19.85',
      line_items: [CHAI_LINE],
    }),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { uuid: string }).uuid
}

/** The cart lines and the order location the app keeps for the demo. */
async function stored(page: Page): Promise<{ lines: number; location: unknown }> {
  return page.evaluate(() => ({
    lines: (JSON.parse(localStorage.getItem('carte:demo:cart') ?? '[]') as unknown[]).length,
    location: JSON.parse(localStorage.getItem('carte:demo:location') ?? 'null') as unknown,
  }))
}

describe('an order of another table (ordering-payment §4 Order status values)', () => {
  it("'Table# 31' opened at table 32: the cart and the table are cleared", async () => {
    const uuid = await createOrder('Table# 31', 31)
    const { page, context, problems } = await openDemo(browser, { path: `t/${tableCode(32)}` })
    await seedCart(page, [FATTOUSH])
    expect(await stored(page)).toEqual({ lines: 1, location: { location: '32', type: 'Table' } })
    await page.goto(`${origin()}/en/order/${uuid}`)
    await page.getByTestId('order-screen').waitFor()
    await page.waitForFunction(() => localStorage.getItem('carte:demo:cart') === '[]')
    expect(await stored(page)).toEqual({ lines: 0, location: null })
    // What the diner sees: an empty cart, and the checkout no longer says 'Table# 32'.
    await page.goto(`${origin()}/en/cart`)
    await page.getByTestId('cart-empty').waitFor()
    expect(await page.getByTestId('cart-line-1031').count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('a diner-entered name without digits, or the same table, keeps the cart and the table', async () => {
    const named = await createOrder('Layla Haddad', null)
    const sameTable = await createOrder('Table# 33', 33)
    const { page, context, problems } = await openDemo(browser, { path: `t/${tableCode(33)}` })
    await seedCart(page, [FATTOUSH])
    for (const uuid of [named, sameTable]) {
      await page.goto(`${origin()}/en/order/${uuid}`)
      await page.getByTestId('order-screen').waitFor()
      await page.getByTestId('order-tracker').waitFor()
      // The reset is an effect of the first render with the order: give it time to happen.
      await page.waitForTimeout(500)
      expect(await stored(page)).toEqual({ lines: 1, location: { location: '33', type: 'Table' } })
    }
    await page.goto(`${origin()}/en/cart`)
    await page.getByTestId('cart-line-1031').waitFor()
    expect(problems).toEqual([])
    await context.close()
  })
})

/** The cart screen with the coupon lookup settled (HELLO5 auto-applies on the demo). */
async function openCart(page: Page): Promise<void> {
  await page.goto(`${origin()}/en/cart`)
  await page.getByTestId('cart-screen').waitFor()
  await page.getByTestId('coupon-box').and(page.locator('[data-state="applied"]')).waitFor()
}

const checked = async (page: Page, name: string): Promise<string | null> =>
  page.getByRole('radio', { name, exact: true }).getAttribute('aria-checked')

describe('what the cart keeps (ordering-payment §3 Cart state; architecture rulings)', () => {
  it('a reload in the middle of checkout keeps the cart and the details; a later visit only the products, order type, coupon and the customer', async () => {
    const { page, context, problems } = await openDemo(browser)
    await seedCart(page, [{ ...FATTOUSH, qty: 2 }])
    await openCart(page)
    await page.getByRole('radio', { name: 'Takeaway', exact: true }).click()
    await page.getByRole('radio', { name: 'Card Machine', exact: true }).click()
    await page.getByRole('textbox', { name: 'Order comments' }).fill('Extra lemon')
    await page.getByRole('link', { name: 'Checkout' }).click()
    await page.waitForURL(/\/en\/checkout$/)
    await page.getByTestId('checkout-screen').waitFor()
    await fillCustomer(page, { name: 'Noura Saleh' })

    // The reload mid-checkout: still the checkout (it needs the payment type), nothing lost.
    await page.reload()
    expect(new URL(page.url()).pathname).toBe('/en/checkout')
    await page.getByTestId('summary-line-1031').waitFor()
    expect(await page.getByLabel('Name').inputValue()).toBe('Noura Saleh')
    await page.getByRole('button', { name: 'WHATSAPP ORDER' }).waitFor()
    await openCart(page)
    expect(await checked(page, 'Takeaway')).toBe('true')
    expect(await checked(page, 'Card Machine')).toBe('true')
    expect(await page.getByRole('textbox', { name: 'Order comments' }).inputValue()).toBe(
      'Extra lemon',
    )
    // localStorage holds only the order type and the coupon of the cart choices.
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('carte:demo:cart-state'))) ?? ''),
    ).toEqual({ orderType: 'takeaway', couponCode: 'HELLO5' })
    expect(await storedState(page)).toMatchObject({
      paymentType: 'machine',
      orderComments: 'Extra lemon',
    })

    // A later visit (a new tab of the same browser): the lines, the order type, the coupon and
    // the customer's details; the payment type and the comments start again.
    const later = await context.newPage()
    await later.goto(`${origin()}/en/cart`)
    await later.getByTestId('cart-line-1031').waitFor()
    await later.getByTestId('coupon-box').and(later.locator('[data-state="applied"]')).waitFor()
    expect(await checked(later, 'Takeaway')).toBe('true')
    // No payment type chosen: total above 0 with online payment on gives card (§4 Payment type).
    expect(await checked(later, 'Online Card')).toBe('true')
    expect(await later.getByRole('textbox', { name: 'Order comments' }).inputValue()).toBe('')
    await later.getByRole('link', { name: 'Checkout' }).click()
    await later.waitForURL(/\/en\/checkout$/)
    expect(await later.getByLabel('Name').inputValue()).toBe('Noura Saleh')
    expect(problems).toEqual([])
    await context.close()
  })

  it("an older version's whole cart state in localStorage: lines, order type and coupon load, the rest is gone", async () => {
    const { page, context, problems } = await openDemo(browser)
    await seedCart(page, [FATTOUSH])
    await page.evaluate(() =>
      localStorage.setItem(
        'carte:demo:cart-state',
        JSON.stringify({
          orderType: 'takeaway',
          paymentType: 'machine',
          couponCode: 'HELLO5',
          orderComments: 'From last week',
          deliveryLocation: { lat: 25.08, lng: 55.14 },
          deliveryLocationConfirmed: true,
          deliveryFormattedAddress: 'Marina Walk, Dubai',
          deliveryAddress: { flatNumber: '12', building: 'B', areaStreet: 'Marina', landmark: '' },
          deliveryPlace: null,
        }),
      ),
    )
    // A new tab: the stored state meets this build on a later visit.
    const later = await context.newPage()
    await later.goto(`${origin()}/en/cart`)
    await later.getByTestId('cart-line-1031').waitFor()
    expect(await checked(later, 'Takeaway')).toBe('true')
    expect(await checked(later, 'Card Machine')).toBe('false')
    expect(await later.getByRole('textbox', { name: 'Order comments' }).inputValue()).toBe('')
    expect(
      JSON.parse((await later.evaluate(() => localStorage.getItem('carte:demo:cart-state'))) ?? ''),
    ).toEqual({ orderType: 'takeaway', couponCode: 'HELLO5' })
    expect(problems).toEqual([])
    await context.close()
  })
})
