import type { Browser, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  api,
  CHAI_LINE,
  FATTOUSH,
  fillCustomer,
  openDemo,
  seedCart,
  seedState,
} from './checkout-support'
import {
  dataLayerEvents,
  expectAccessible,
  launchBrowser,
  openPage,
  origin,
  screenshot,
} from './harness'

// Online payment through venue-api's payment simulator (the demo venue pays through 'stripe'):
// the order is created through venue-api's HTTP with payment_type card, its payment_url opened in
// the page, Pay or Decline clicked; the simulator sends the browser back to /{lang}/payment/stripe.

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** A card order (17.00 + VAT 0.85 + service 2.00 = 19.85, by hand) through POST /{lang}/api/order/. */
async function createCardOrder(lang: string): Promise<{ uuid: string; payment_url: string }> {
  const response = await fetch(`${api()}/${lang}/api/order/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      menu: 1,
      customer_name: 'E2E Guest',
      order_type: 'takeaway',
      payment_type: 'card',
      sub_total: '17.00',
      discount: '0',
      taxes: '2.85',
      delivery_fees: '0',
      total: '19.85',
      line_items: [CHAI_LINE],
    }),
  })
  expect(response.status).toBe(201)
  const body = (await response.json()) as { uuid: string; payment_url: string | null }
  expect(body.payment_url).toMatch(/\/pay\/stripe\//)
  return { uuid: body.uuid, payment_url: body.payment_url ?? '' }
}

/** Asks venue-api's stripe status call what the return page's query says. */
async function stripeStatus(pageUrl: string) {
  const query = new URL(pageUrl).searchParams
  const response = await fetch(`${api()}/en/stripe/status/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ref: query.get('ref'), session: query.get('session') }),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { status: string; orderId: string; orderUUID: string }
}

/** Opens the demo and fills a cart with a coupon that a payment return must reset. */
async function openDemoWithCart(page: Page): Promise<void> {
  await page.goto(`${origin()}/demo`)
  await page.waitForURL(/\/en\/home$/)
  await page.evaluate((line) => {
    localStorage.setItem('carte:demo:cart', JSON.stringify([line]))
    localStorage.setItem(
      'carte:demo:cart-state',
      JSON.stringify({
        orderType: 'takeaway',
        paymentType: 'card',
        couponCode: 'WELCOME10',
        orderComments: 'extra napkins',
      }),
    )
  }, FATTOUSH)
}

async function storedCart(page: Page) {
  return page.evaluate(() => ({
    cart: JSON.parse(localStorage.getItem('carte:demo:cart') ?? 'null') as unknown[],
    state: JSON.parse(localStorage.getItem('carte:demo:cart-state') ?? 'null') as {
      couponCode: string
    },
  }))
}

describe('payment return and result screen (ordering-payment §2, §4 Payment status, §7)', () => {
  it('Pay in the simulator: PAID as the status call answers, thanks, Order Details, cart reset', async () => {
    const order = await createCardOrder('en')
    const { page, context, problems } = await openPage(browser)
    await openDemoWithCart(page)
    await page.goto(order.payment_url)
    await page.getByRole('button', { name: 'Pay' }).click()
    await page.waitForURL(/\/en\/payment\/stripe\?/)
    const result = page.locator('[data-testid="payment-result"][aria-busy="false"]')
    await result.waitFor()
    const answer = await stripeStatus(page.url())
    expect(answer.status).toBe('PAID')
    expect(answer.orderUUID).toBe(order.uuid)
    expect(await page.getByTestId('payment-status').textContent()).toBe(answer.status)
    expect(await page.getByTestId('payment-reference').textContent()).toBe(answer.orderId)
    expect(await page.getByTestId('payment-thanks').textContent()).toBe(
      'Thank you for placing the order. Our team will get back to you shortly!',
    )
    expect(await page.locator('.carte-app-payment__mark').getAttribute('data-animate')).toBe('true')
    expect(await page.locator('.carte-app-payment__mark').getAttribute('data-kind')).toBe('paid')
    expect(await page.title()).toMatch(
      new RegExp(`^Order ID - ${answer.orderId} \\| Marina Grill House \\| `),
    )
    const events = await dataLayerEvents(page, 'payment_page_view')
    expect(events).toEqual([{ event: 'payment_page_view', license: 'demo' }])
    // The cart is reset: lines and coupon (and the comments); the page scrolled to the top.
    const stored = await storedCart(page)
    expect(stored.cart).toEqual([])
    expect(stored.state.couponCode).toBe('')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await screenshot(page, 'payment-en')
    await expectAccessible(page)

    const details = page.getByRole('link', { name: 'Order Details' })
    expect(await details.getAttribute('href')).toBe(`/en/order/${order.uuid}`)
    await details.click()
    await page.getByTestId('order-screen').waitFor()
    // The simulator's payment shows on the receipt: card 19.85, nothing left to pay.
    expect(await page.getByTestId('order-payment-0').textContent()).toContain('AED 19.85')
    expect(await page.getByTestId('order-balance').locator('td').textContent()).toBe('AED 0.00')
    expect(problems).toEqual([])
    await context.close()
  })

  it('Decline in the simulator (Arabic): FAILED as the status call answers, no thanks, cart reset', async () => {
    const order = await createCardOrder('ar')
    const { page, context, problems } = await openPage(browser)
    await openDemoWithCart(page)
    await page.goto(order.payment_url)
    await page.getByRole('button', { name: 'Decline' }).click()
    await page.waitForURL(/\/ar\/payment\/stripe\?/)
    await page.locator('[data-testid="payment-result"][aria-busy="false"]').waitFor()
    const answer = await stripeStatus(page.url())
    expect(answer.status).toBe('FAILED')
    expect(await page.getByTestId('payment-status').textContent()).toBe('FAILED')
    // The server's status word is English inside the Arabic page (WCAG 3.1.2 Language of Parts).
    expect(await page.getByTestId('payment-status').getAttribute('lang')).toBe('en')
    expect(await page.getByTestId('payment-reference').textContent()).toBe(answer.orderId)
    expect(await page.getByTestId('payment-thanks').count()).toBe(0)
    expect(await page.locator('.carte-app-payment__mark').getAttribute('data-kind')).toBe(
      'not-paid',
    )
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    expect((await storedCart(page)).cart).toEqual([])
    await screenshot(page, 'payment-ar')
    await expectAccessible(page)
    expect(problems).toEqual([])
    await context.close()
  })

  it('a return to a browser that never opened the venue (nothing stored): the status call answers, not "Menu not found"', async () => {
    // The payment ended in another browser or app than the one that ordered: no licence is
    // stored here, the path names none, and the shared domain's host gives none.
    const order = await createCardOrder('ar')
    const { page, context, problems } = await openPage(browser)
    const statusCalls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/stripe/status/')) statusCalls.push(request.url())
    })
    await page.goto(order.payment_url)
    await page.getByRole('button', { name: 'Pay' }).click()
    await page.waitForURL(/\/ar\/payment\/stripe\?/)
    await page.locator('[data-testid="payment-result"][aria-busy="false"]').waitFor()
    const answer = await stripeStatus(page.url())
    expect(answer.status).toBe('PAID')
    expect(statusCalls).toHaveLength(1)
    expect(await page.getByTestId('unlicensed').count()).toBe(0)
    expect(await page.getByTestId('payment-status').textContent()).toBe('PAID')
    expect(await page.getByTestId('payment-reference').textContent()).toBe(answer.orderId)
    expect(await page.getByTestId('payment-thanks').textContent()).toBe(
      'Thank you for placing the order. Our team will get back to you shortly!',
    )
    expect(await page.title()).toMatch(new RegExp(`^Order ID - ${answer.orderId} \\| `))
    // Without its venue no strings but English: marked so in the /ar path (WCAG 3.1.2).
    const screen = page.getByTestId('payment-without-venue')
    expect(await screen.getAttribute('lang')).toBe('en')
    expect(await screen.getAttribute('dir')).toBe('ltr')
    // The order page is the venue's: no 'Order Details' to a screen that could not show it.
    expect(await page.getByRole('link', { name: 'Order Details' }).count()).toBe(0)
    // The page view is logged "with the licence when present": here without one.
    const events = await dataLayerEvents(page, 'payment_page_view')
    expect(events).toEqual([{ event: 'payment_page_view' }])
    await screenshot(page, 'payment-no-venue-ar')
    await expectAccessible(page)
    // Without its language too ('/payment/stripe'), and an unknown provider is still no menu.
    const returned = new URL(page.url())
    await page.goto(`${origin()}/payment/stripe${returned.search}`)
    await page.locator('[data-testid="payment-result"][aria-busy="false"]').waitFor()
    expect(await page.getByTestId('payment-status').textContent()).toBe('PAID')
    await page.goto(`${origin()}/en/payment/nopay?ref=1`)
    await page.getByTestId('unlicensed').waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it("from the app's own PAY NOW: checkout, the simulator's Pay, back to PAID and an empty cart", async () => {
    const { page, context, problems } = await openDemo(browser)
    await seedCart(page, [{ ...FATTOUSH, qty: 2 }])
    await seedState(page, { orderType: 'takeaway', paymentType: 'card', couponCode: 'WELCOME10' })
    await page.goto(`${origin()}/en/checkout`)
    await page.getByTestId('checkout-screen').waitFor()
    await fillCustomer(page, { name: `Payer ${Math.random().toString(36).slice(2, 8)}` })
    await page.getByRole('button', { name: 'PAY NOW' }).click()
    await page.waitForURL(new RegExp(`^${api()}/pay/stripe/`))
    await page.getByRole('button', { name: 'Pay' }).click()
    await page.waitForURL(/\/en\/payment\/stripe\?/)
    await page.locator('[data-testid="payment-result"][aria-busy="false"]').waitFor()
    const answer = await stripeStatus(page.url())
    expect(answer.status).toBe('PAID')
    expect(await page.getByTestId('payment-status').textContent()).toBe('PAID')
    expect(await page.getByTestId('payment-reference').textContent()).toBe(answer.orderId)
    expect(await page.getByRole('link', { name: 'Order Details' }).getAttribute('href')).toBe(
      `/en/order/${answer.orderUUID}`,
    )
    const stored = await storedCart(page)
    expect(stored.cart).toEqual([])
    expect(stored.state.couponCode).toBe('')
    expect(problems).toEqual([])
    await context.close()
  })

  it('the mark animates unless PENDING, and not at all with reduced motion (CSS only)', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/en\/home$/)
    await page.route(
      (url) => url.pathname === '/en/ngenius/status/',
      (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: { 'Access-Control-Allow-Origin': '*' },
          body: JSON.stringify({ status: 'FAILED', orderId: '000042', orderUUID: 'stub-uuid' }),
        }),
    )
    const markAnimations = () =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((animation) =>
              (animation.effect as KeyframeEffect | null)?.target?.closest?.(
                '.carte-app-payment__mark',
              ),
            ).length,
      )
    await page.goto(`${origin()}/en/payment/ngenius?ref=R1`)
    await page.locator('[data-testid="payment-result"][data-status="FAILED"]').waitFor()
    expect(await markAnimations()).toBeGreaterThan(0)
    await page.goto(`${origin()}/en/payment/ngenius`)
    await page.locator('[data-testid="payment-result"][aria-busy="false"]').waitFor()
    expect(await markAnimations()).toBe(0)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(`${origin()}/en/payment/ngenius?ref=R1`)
    await page.locator('[data-testid="payment-result"][data-status="FAILED"]').waitFor()
    expect(await markAnimations()).toBe(0)
    await context.close()
  })

  it('each of the 12 return pages against the simulator: a paid session reads PAID on every provider route', async () => {
    // venue-api's status calls find a session by any reference they are given, so one paid
    // session answers on every provider's route: each page must send its own parameters there.
    const order = await createCardOrder('en')
    const session = order.payment_url.split('/').pop() ?? ''
    const paid = await fetch(`${order.payment_url}/pay`, { method: 'POST', redirect: 'manual' })
    expect(paid.status).toBe(303)
    const queries: Readonly<Record<string, string>> = {
      paylink: `reference=${session}&checkout=${session}`,
      ngenius: `ref=${session}`,
      xpresspay: `reference=${session}`,
      skipcash: `id=${session}`,
      paytabs: `reference=${session}`,
      thawani: `ref=${session}`,
      '2c2p': `reference=${session}`,
      magnati: `reference=${session}`,
      amwalpay: `reference=${session}`,
      paystack: `reference=${session}`,
      stripe: `ref=${session}&session=${session}`,
      noon: `reference=${session}&orderId=${session}`,
    }
    const { page, context, problems } = await openPage(browser)
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/en\/home$/)
    for (const [provider, query] of Object.entries(queries)) {
      await page.goto(`${origin()}/en/payment/${provider}?${query}`)
      await page.locator('[data-testid="payment-result"][aria-busy="false"]').waitFor()
      expect(await page.getByTestId('payment-status').textContent(), provider).toBe('PAID')
      expect(
        await page.getByRole('link', { name: 'Order Details' }).getAttribute('href'),
        provider,
      ).toBe(`/en/order/${order.uuid}`)
    }
    expect(problems).toEqual([])
    await context.close()
  }, 120_000)

  it('each of the 12 return pages maps its query to its status call, and stays PENDING without it', async () => {
    // Hand-written from ordering-payment §7 "Payment status calls".
    const cases: readonly {
      provider: string
      query: string
      path: string
      body: Record<string, string> | null
    }[] = [
      {
        provider: 'paylink',
        query: 'reference=R1&checkout=C1',
        path: '/en/paylink/status/',
        body: { reference: 'R1', checkout: 'C1' },
      },
      {
        provider: 'ngenius',
        query: 'ref=R1',
        path: '/en/ngenius/status/',
        body: { reference: 'R1' },
      },
      {
        provider: 'xpresspay',
        query: 'reference=R1',
        path: '/en/xpresspay/status/',
        body: { reference: 'R1' },
      },
      {
        provider: 'skipcash',
        query: 'id=R1',
        path: '/en/skipcash/status/',
        body: { reference: 'R1' },
      },
      { provider: 'paytabs', query: 'reference=R1', path: '/en/paytabs/status/R1/', body: null },
      { provider: 'thawani', query: 'ref=R1', path: '/en/thawani/status/', body: { ref: 'R1' } },
      { provider: '2c2p', query: 'reference=R1', path: '/en/2c2p/status/R1/', body: null },
      { provider: 'magnati', query: 'reference=R1', path: '/en/magnati/status/R1/', body: null },
      { provider: 'amwalpay', query: 'reference=R1', path: '/en/amwal-pay/status/R1/', body: null },
      { provider: 'paystack', query: 'reference=R1', path: '/en/paystack/status/R1/', body: null },
      {
        provider: 'stripe',
        query: 'ref=R1&session=S1',
        path: '/en/stripe/status/',
        body: { ref: 'R1', session: 'S1' },
      },
      {
        provider: 'noon',
        query: 'reference=R1&orderId=N1',
        path: '/en/noon-payments/status/',
        body: { orderUUID: 'R1', noonOrderId: 'N1' },
      },
    ]
    const { page, context, problems } = await openPage(browser)
    await page.goto(`${origin()}/demo`)
    await page.waitForURL(/\/en\/home$/)
    const calls: { method: string; path: string; body: unknown }[] = []
    await page.route(
      (url) => url.origin === new URL(api()).origin && url.pathname.includes('/status/'),
      async (route) => {
        const request: Request = route.request()
        const raw = request.postData()
        calls.push({
          method: request.method(),
          path: new URL(request.url()).pathname,
          body: raw ? (JSON.parse(raw) as unknown) : null,
        })
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: { 'Access-Control-Allow-Origin': '*' },
          body: JSON.stringify({ status: 'PAID', orderId: '000042', orderUUID: 'stub-uuid' }),
        })
      },
    )
    for (const item of cases) {
      calls.length = 0
      await page.goto(`${origin()}/en/payment/${item.provider}?${item.query}`)
      await page.locator('[data-testid="payment-result"][data-status="PAID"]').waitFor()
      expect(calls, item.provider).toHaveLength(1)
      expect(calls[0]?.method, item.provider).toBe('POST')
      expect(calls[0]?.path, item.provider).toBe(item.path)
      // Path-addressed calls send no real body (none, or an empty object).
      expect(calls[0]?.body ?? null, item.provider).toEqual(
        item.body ?? (calls[0]?.body === null ? null : {}),
      )
      expect(await page.getByTestId('payment-reference').textContent()).toBe('000042')

      // Without the parameters it reads: no call, PENDING, no thanks, no animation.
      calls.length = 0
      await page.goto(`${origin()}/en/payment/${item.provider}`)
      await page.locator('[data-testid="payment-result"][aria-busy="false"]').waitFor()
      expect(await page.getByTestId('payment-status').textContent(), item.provider).toBe('PENDING')
      expect(await page.getByTestId('payment-thanks').count()).toBe(0)
      expect(await page.locator('.carte-app-payment__mark').getAttribute('data-animate')).toBe(
        'false',
      )
      expect(await page.title()).toMatch(/^Order Payment \| /)
      expect(calls, item.provider).toEqual([])
    }
    // References exactly as the provider sent them: never read as numbers, so a long numeric
    // reference keeps its digits and '1.10' stays '1.10' (the status would be asked of another
    // order, or of none).
    const exact = [
      {
        provider: '2c2p',
        query: 'reference=2024111512345678901',
        path: '/en/2c2p/status/2024111512345678901/',
        body: null,
      },
      {
        provider: 'noon',
        query: 'reference=R1&orderId=123456789012345678',
        path: '/en/noon-payments/status/',
        body: { orderUUID: 'R1', noonOrderId: '123456789012345678' },
      },
      {
        provider: 'xpresspay',
        query: 'reference=1.10',
        path: '/en/xpresspay/status/',
        body: { reference: '1.10' },
      },
    ]
    for (const item of exact) {
      calls.length = 0
      await page.goto(`${origin()}/en/payment/${item.provider}?${item.query}`)
      await page.locator('[data-testid="payment-result"][data-status="PAID"]').waitFor()
      expect(
        calls.map((call) => call.path),
        item.provider,
      ).toEqual([item.path])
      expect(calls[0]?.body ?? null, item.provider).toEqual(
        item.body ?? (calls[0]?.body === null ? null : {}),
      )
    }
    // A return to the path without its language is redirected with its query intact.
    calls.length = 0
    await page.goto(`${origin()}/payment/2c2p?reference=2024111512345678901`)
    await page.locator('[data-testid="payment-result"][data-status="PAID"]').waitFor()
    const landed = new URL(page.url())
    expect(`${landed.pathname}${landed.search}`).toBe(
      '/en/payment/2c2p?reference=2024111512345678901',
    )
    expect(calls.map((call) => call.path)).toEqual(['/en/2c2p/status/2024111512345678901/'])
    calls.length = 0
    // Stripe needs both ref and session; query parameters alone are never proof of payment.
    await page.goto(`${origin()}/en/payment/stripe?ref=R1&status=PAID`)
    await page.locator('[data-testid="payment-result"][aria-busy="false"]').waitFor()
    expect(await page.getByTestId('payment-status').textContent()).toBe('PENDING')
    expect(calls).toEqual([])
    // An unknown provider is not a return page.
    await page.goto(`${origin()}/en/payment/bitcoin?ref=R1`)
    await page.getByTestId('not-found').waitFor()
    expect(problems).toEqual([])
    await context.close()
  }, 180_000)
})
