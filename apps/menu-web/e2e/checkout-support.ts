import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import Sqids from 'sqids'
import { expect, inject } from 'vitest'
import { startStaticServer } from '../server/serve.mjs'
import { openPage, origin } from './harness'

// Helpers of the checkout and journey end-to-end tests (ordering-payment §2 Checkout, §4, §8).

/** venue-api's origin for this run. */
export const api = (): string => inject('apiBaseUrl')

/** The demo's Fattoush: 34.00, no variations (apps/venue-api/src/seed/demo.ts). */
export const FATTOUSH = {
  uuid: 'e2e-fattoush',
  id: 1031,
  category: 105,
  name: 'Fattoush',
  sku: '',
  image: null,
  price: '34.00',
  qty: 1,
  max_qty: null,
} as const

/**
 * An order line of the demo's Karak Chai (17.00, 'Own cup'), as POST /{lang}/api/order/ takes it,
 * for orders created through venue-api's HTTP.
 */
export const CHAI_LINE = {
  product: 1041,
  product_sku: 'DXB-1041',
  product_name: 'Karak Chai',
  product_variations: [],
  product_variation: 'Own cup',
  variations: [52],
  combo_groups: [],
  product_price: '17.00',
  product_price_currency: 'AED',
  quantity: 1,
  special_instructions: '',
  cart_uuid: 'line-chai',
} as const

/** The t/{code} of a demo table (default Sqids alphabet; Terrace 1-10 min 50.00, Hall 11-40 min 0). */
export const tableCode = (table: number): string => new Sqids().encode([table])

/** A unique customer name, so each test finds its own orders in venue-api's list. */
export const uniqueName = (what: string): string =>
  `${what} ${Math.random().toString(36).slice(2, 8)}`

/** The WhatsApp chat is never loaded: wa.me answers with a stub page. */
export async function stubWhatsapp(context: BrowserContext): Promise<void> {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>wa stub</title>' }),
  )
}

/**
 * A fresh page on the demo venue (optionally at a location path such as 't/Uk'), WhatsApp stubbed.
 * @returns the opened page.
 */
export async function openDemo(
  browser: Browser,
  options: { path?: string; base?: string } = {},
): Promise<Awaited<ReturnType<typeof openPage>>> {
  const opened = await openPage(browser)
  if (process.env.E2E_DEBUG) {
    opened.page.on('console', (m) => console.log('[console]', m.type(), m.text()))
    opened.page.on('pageerror', (e) => console.log('[pageerror]', e.message))
  }
  await stubWhatsapp(opened.context)
  const base = options.base ?? origin()
  await opened.page.goto(`${base}/demo${options.path ? `/${options.path}` : ''}`)
  await opened.page.waitForURL(/\/en\/home$/)
  return opened
}

/** Puts lines straight into the persisted cart (the shape @carte/pricing's createCartLine makes). */
export async function seedCart(
  page: Page,
  lines: readonly Record<string, unknown>[],
): Promise<void> {
  await page.evaluate(
    (value) => localStorage.setItem('carte:demo:cart', JSON.stringify(value)),
    lines,
  )
}

/**
 * What the delivery-location screen stores once the zone lookup succeeded and the address is
 * saved, for a point by the demo outlet (its first delivery ring: 5.00).
 */
export const MARINA_DELIVERY = {
  orderType: 'delivery',
  deliveryLocation: { lat: 25.0805, lng: 55.1403 },
  deliveryLocationConfirmed: true,
  deliveryFormattedAddress: 'Marina Walk, Dubai Marina',
  deliveryAddress: {
    flatNumber: '12',
    building: 'Marina Tower',
    areaStreet: 'Al Marsa St',
    landmark: '',
  },
} as const

/**
 * Holds the page's requests matching `url` (for `method`, default any) until `release` is called:
 * what a slow network does to that call.
 * @returns the release.
 */
export async function holdRoute(page: Page, url: RegExp, method?: string): Promise<() => void> {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolveHeld) => {
    release = resolveHeld
  })
  await page.route(url, async (route) => {
    if (method === undefined || route.request().method() === method) await held
    await route.continue()
  })
  return release
}

/**
 * Writes cart choices (what the cart screen stores) over the empty state, where the app keeps
 * them: the order type and the coupon code in localStorage, the rest in this tab's sessionStorage.
 */
export async function seedState(page: Page, state: Record<string, unknown>): Promise<void> {
  await page.evaluate((value) => {
    const { orderType = null, couponCode = '', ...visit } = value
    localStorage.setItem('carte:demo:cart-state', JSON.stringify({ orderType, couponCode }))
    sessionStorage.setItem('carte:demo:cart-session', JSON.stringify(visit))
  }, state)
}

/** The cart choices the app stored: localStorage's order type and coupon, this tab's rest. */
export async function storedState(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => ({
    ...(JSON.parse(sessionStorage.getItem('carte:demo:cart-session') ?? '{}') as object),
    ...(JSON.parse(localStorage.getItem('carte:demo:cart-state') ?? '{}') as object),
  }))
}

/** Every totals row shown (data-testid -> the amount text), on the cart or the checkout. */
export async function shownTotals(page: Page): Promise<Record<string, string>> {
  await page.locator('.carte-app-cart__totals').first().waitFor()
  return page.evaluate(() => {
    const rows: Record<string, string> = {}
    for (const row of document.querySelectorAll('.carte-app-cart__totals [data-testid]')) {
      rows[row.getAttribute('data-testid') ?? ''] = (
        row.querySelector('dd')?.textContent ?? ''
      ).trim()
    }
    return rows
  })
}

/** POSTs JSON to venue-api (an order, or a staff console call); the status and the parsed answer. */
export async function postJson(
  path: string,
  body: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${api()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}

/**
 * Opens a partner dine-in order on a table, as its first diner did: 2 × Machboos Laham 2.750 =
 * 5.500, lunch club 10 % off mains 0.550: total 4.950 KWD (by hand, venue-api partner seed).
 * @param table - the partner table (each test its own, or one it frees afterwards).
 * @param cartUuid - the line's cart uuid.
 * @returns the created order as venue-api answered it, in the caller's own reading of it.
 */
export async function createTableOrder<Order>(
  table: number,
  cartUuid = 'line-machboos',
): Promise<Order> {
  const created = await postJson('/en/api/order/', {
    menu: 2,
    customer_name: `Table# ${table}`,
    order_type: 'dine_in',
    origin_type: 'Table',
    origin_label: String(table),
    payment_type: 'cash',
    sub_total: '5.500',
    total: '4.950',
    line_items: [
      {
        product: 2001,
        product_sku: 'KW-2001',
        product_name: 'Machboos Laham',
        product_variations: [],
        product_variation: '',
        variations: [],
        combo_groups: [],
        product_price: '2.750',
        product_price_currency: 'KWD',
        quantity: 2,
        special_instructions: '',
        cart_uuid: cartUuid,
      },
    ],
  })
  expect(created.status).toBe(201)
  return created.body as Order
}

/** An order as venue-api reads it back (the fields compared here). */
export interface ServerOrder {
  readonly uuid: string
  readonly customer_name: string
  readonly order_type: string
  readonly payment_type?: string
  readonly sub_total: string
  readonly discount: string
  readonly delivery_fees: string
  readonly total: string
  readonly taxes: readonly { readonly id: number; readonly name: string; readonly amount: string }[]
  readonly line_items: readonly {
    readonly product_name: string
    readonly quantity: number
    readonly product_price: string
    readonly cart_uuid: string | null
  }[]
  readonly payment_url: string | null
  readonly order_comments?: string
  readonly additional_data?: {
    readonly iiko_loyalty_discounts?: readonly {
      readonly discounts: readonly { readonly discountSum: string }[]
    }[]
  } | null
}

/** GET {apiBaseUrl}/en/api/order/{uuid}/ */
export async function serverOrder(uuid: string): Promise<ServerOrder> {
  const response = await fetch(`${api()}/en/api/order/${uuid}/`)
  expect(response.status).toBe(200)
  return (await response.json()) as ServerOrder
}

/** GET {apiBaseUrl}/console/api/orders?license=demo, only the orders of one customer name. */
export async function ordersOf(customerName: string): Promise<ServerOrder[]> {
  const response = await fetch(`${api()}/console/api/orders?license=demo`)
  expect(response.status).toBe(200)
  const { results } = (await response.json()) as { results: ServerOrder[] }
  return results.filter((order) => order.customer_name === customerName)
}

/**
 * An amount as the demo shows it (AED, 2 decimals, half-up), written independently of the app:
 * integer thousandths, rounded to hundredths, grouped by threes.
 */
export function aed(value: string): string {
  const hundredths = (thousandths(value) + 5n) / 10n
  return `AED ${grouped(hundredths / 100n)}.${(hundredths % 100n).toString().padStart(2, '0')}`
}

/** An amount as the partner venue shows it (KWD, 3 decimals). */
export function kwd(value: string): string {
  const amount = thousandths(value)
  return `KWD ${grouped(amount / 1000n)}.${(amount % 1000n).toString().padStart(3, '0')}`
}

function thousandths(value: string): bigint {
  const [whole = '0', fraction = ''] = value.split('.')
  return BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0').slice(0, 3))
}

const grouped = (units: bigint): string => units.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** What the cart and checkout must show for an order venue-api stored (every row, nothing else). */
export function expectedTotals(
  order: ServerOrder,
  format: (value: string) => string = aed,
): Record<string, string> {
  const rows: Record<string, string> = { 'total-subtotal': format(order.sub_total) }
  for (const tax of order.taxes) rows[`total-tax-${tax.id}`] = format(tax.amount)
  if (order.order_type === 'delivery') rows['total-delivery'] = format(order.delivery_fees)
  if (thousandths(order.discount) > 0n) rows['total-discount'] = `− ${format(order.discount)}`
  // One row per promotion that takes something off, numbered in the answer's order.
  let shown = 0
  for (const promotion of order.additional_data?.iiko_loyalty_discounts ?? []) {
    let loyalty = 0n
    for (const entry of promotion.discounts) loyalty += thousandths(entry.discountSum)
    if (loyalty > 0n) {
      const text = `${loyalty / 1000n}.${(loyalty % 1000n).toString().padStart(3, '0')}`
      rows[`total-loyalty-${shown}`] = `− ${format(text)}`
      shown += 1
    }
  }
  rows['total-total'] = format(order.total)
  return rows
}

/** Fills the demo's customer form (name, e-mail, phone) and accepts the terms. */
export async function fillCustomer(
  page: Page,
  customer: { name: string; email?: string; phone?: string },
): Promise<void> {
  await page.getByLabel('Name').fill(customer.name)
  await page.getByLabel('Email').fill(customer.email ?? 'diner@example.com')
  await page.getByLabel('Phone').fill(customer.phone ?? '050 123 4567')
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check()
}

/**
 * The order uuid of the order page the app went to. When it does not go there, the failure says
 * where the page stayed and what it showed (a §8 message, the button's state), not just a timeout.
 */
export async function orderPageUuid(page: Page): Promise<string> {
  try {
    await page.waitForURL(/\/en\/order\/[0-9a-f-]{36}$/)
  } catch (error) {
    const shown = await page
      .locator('[role="alert"], [role="status"], button[type="submit"]')
      .allInnerTexts()
      .catch(() => [])
    throw new Error(
      `no order page: still at ${page.url()}, showing ${JSON.stringify(shown)} (${String(error)})`,
    )
  }
  return new URL(page.url()).pathname.split('/').pop() ?? ''
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolvePort(port))
    })
  })
}

/** A second venue-api and static server of this build, which a test may stop. */
export interface SecondStack {
  readonly web: string
  readonly api: string
  /** Stops venue-api (SIGTERM, then SIGKILL) and waits for it to exit. */
  readonly stopApi: () => Promise<void>
  readonly close: () => Promise<void>
}

/**
 * Starts another venue-api (temp data dir, random port) and a static server of the build under
 * test pointing at it, so a test can really take the API away.
 * @returns the origins and the stop actions.
 */
export async function startSecondStack(): Promise<SecondStack> {
  const appDir = fileURLToPath(new URL('..', import.meta.url))
  const dist = join(appDir, process.env.E2E_DIST ?? 'dist')
  const [apiPort, webPort] = [await freePort(), await freePort()]
  const apiBase = `http://127.0.0.1:${apiPort}`
  const dataDir = mkdtempSync(join(tmpdir(), 'carte-e2e-second-'))
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@carte/source', 'src/main.ts'],
    {
      cwd: join(appDir, '..', 'venue-api'),
      env: {
        ...process.env,
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        APP_ORIGIN: `http://127.0.0.1:${webPort}`,
        PUBLIC_ORIGIN: apiBase,
        LOG: '0',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  let ready = false
  for (let attempt = 0; attempt < 240 && !ready; attempt += 1) {
    if (child.exitCode !== null) throw new Error('second venue-api exited early')
    ready = await fetch(`${apiBase}/en/api/menu_language/demo/`)
      .then((response) => response.ok)
      .catch(() => false)
    if (!ready) await delay(250)
  }
  if (!ready) throw new Error('second venue-api did not answer')
  const web = await startStaticServer({
    port: webPort,
    host: '127.0.0.1',
    apiBaseUrl: apiBase,
    dist,
  })
  const stopApi = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolveExit) => child.once('exit', resolveExit))
    child.kill('SIGTERM')
    await Promise.race([exited, delay(5000)])
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
  return {
    web: `http://127.0.0.1:${webPort}`,
    api: apiBase,
    stopApi,
    close: async () => {
      await stopApi()
      await web.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
