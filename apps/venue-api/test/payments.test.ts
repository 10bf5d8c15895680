import {
  PAYMENT_PROVIDERS,
  PAYMENT_STATUS_CALLS,
  paymentStatusSchema,
  planPaymentStatusRequest,
} from '@carte/api-client'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoOrder } from './fixtures'
import { call, startApi, type TestApi } from './helpers'

let api: TestApi
beforeAll(async () => {
  api = await startApi({ appOrigin: 'http://app.test' })
})
afterAll(async () => {
  await api.dispose()
})

async function cardOrder(): Promise<{ uuid: string; paymentUrl: string }> {
  const res = await call(api.url, '/en/api/order/', { body: demoOrder({ payment_type: 'card' }) })
  expect(res.status).toBe(201)
  return { uuid: res.body.uuid, paymentUrl: res.body.payment_url }
}

async function press(paymentUrl: string, button: 'pay' | 'decline'): Promise<URL> {
  const res = await fetch(`${paymentUrl}/${button}`, { method: 'POST', redirect: 'manual' })
  expect(res.status).toBe(303)
  return new URL(res.headers.get('location') ?? '')
}

async function status(back: URL): Promise<{ status: string; orderUUID: string | null }> {
  const provider = back.pathname.split('/').at(-1) ?? ''
  const plan = planPaymentStatusRequest(
    provider as (typeof PAYMENT_PROVIDERS)[number],
    back.searchParams,
  )
  expect(plan).not.toBeNull()
  const res = await call(api.url, plan?.path ?? '', {
    body: plan?.body ?? undefined,
    method: 'POST',
  })
  expect(res.status).toBe(200)
  return v.parse(paymentStatusSchema, res.body)
}

describe('payment simulator (CONTRACT payment_url; spec: ordering-payment §7 status calls)', () => {
  it('an online-payment order gets a payment_url to the simulator page with Pay and Decline', async () => {
    const { paymentUrl } = await cardOrder()
    expect(paymentUrl).toMatch(new RegExp(`^${api.url}/pay/stripe/ps_[0-9a-f]+$`))
    const page = await fetch(paymentUrl)
    const html = await page.text()
    expect(html).toContain('>Pay</button>')
    expect(html).toContain('>Decline</button>')
    // Shown at the menu's 2 decimals (AED).
    expect(html).toContain('AED 120.65<')
  })

  it('Pay redirects to the app return page; the status call answers PAID and a payment is recorded', async () => {
    const { uuid, paymentUrl } = await cardOrder()
    const back = await press(paymentUrl, 'pay')
    expect(`${back.origin}${back.pathname}`).toBe('http://app.test/en/payment/stripe')
    expect(back.searchParams.get('ref')).not.toBeNull()
    expect(back.searchParams.get('session')).not.toBeNull()
    const answer = await status(back)
    expect(answer).toMatchObject({ status: 'PAID', orderUUID: uuid })
    const order = await call(api.url, `/en/api/order/${uuid}/`)
    expect(order.body.payments).toEqual([{ payment_type: 'card', amount: '120.650' }])
    expect(order.body.balance_due).toBe('0.000')
  })

  it('Decline answers FAILED; an untouched session answers PENDING', async () => {
    const declined = await cardOrder()
    expect((await status(await press(declined.paymentUrl, 'decline'))).status).toBe('FAILED')
    const untouched = await cardOrder()
    const session = untouched.paymentUrl.split('/').at(-1) ?? ''
    const res = await call(api.url, '/en/stripe/status/', { body: { ref: session, session } })
    expect(res.body.status).toBe('PENDING')
  })

  it('the answer comes from the page, never the query string: an invented reference is 404', async () => {
    const res = await call(api.url, '/en/stripe/status/', {
      body: { ref: 'PAID', session: 'PAID' },
    })
    expect(res.status).toBe(404)
  })

  it.each(PAYMENT_PROVIDERS.map((p) => [p]))(
    'the %s status call is served with its own body',
    async (provider) => {
      const query: Record<string, string> = {}
      for (const name of PAYMENT_STATUS_CALLS[provider].query) query[name] = 'ps_unknown'
      const plan = planPaymentStatusRequest(provider, query)
      const res = await call(api.url, plan?.path ?? '', {
        method: 'POST',
        body: plan?.body ?? undefined,
      })
      // Unknown reference: 404 with a JSON body (the route exists and validated the body).
      expect(res.status).toBe(404)
      expect(res.body.code).toBe('not_found')
    },
  )
})
