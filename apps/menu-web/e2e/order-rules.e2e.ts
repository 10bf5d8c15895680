import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, CHAI_LINE, FATTOUSH, openDemo, seedCart, tableCode } from './checkout-support'
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
