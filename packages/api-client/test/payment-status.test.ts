import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  getPaymentStatus,
  isPaymentProvider,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUS_CALLS,
  type PaymentProvider,
  planPaymentStatusRequest,
} from '../src/index'
import { fakeFetch, jsonBody, only } from './fake-fetch'

const BASE = 'http://api.test'

// ordering-payment §7 Payment status calls, written out by hand: the return page's query,
// the path posted to, and the body sent (undefined = no body).
const TABLE: ReadonlyArray<{
  provider: PaymentProvider
  query: Record<string, string>
  path: string
  body: unknown
}> = [
  {
    provider: 'paylink',
    query: { reference: 'R1', checkout: 'C1' },
    path: '/en/paylink/status/',
    body: { reference: 'R1', checkout: 'C1' },
  },
  {
    provider: 'ngenius',
    query: { ref: 'N1' },
    path: '/en/ngenius/status/',
    body: { reference: 'N1' },
  },
  {
    provider: 'xpresspay',
    query: { reference: 'X1' },
    path: '/en/xpresspay/status/',
    body: { reference: 'X1' },
  },
  {
    provider: 'skipcash',
    query: { id: 'S1' },
    path: '/en/skipcash/status/',
    body: { reference: 'S1' },
  },
  {
    provider: 'paytabs',
    query: { reference: 'P1' },
    path: '/en/paytabs/status/P1/',
    body: undefined,
  },
  { provider: 'thawani', query: { ref: 'T1' }, path: '/en/thawani/status/', body: { ref: 'T1' } },
  { provider: '2c2p', query: { reference: 'A1' }, path: '/en/2c2p/status/A1/', body: {} },
  { provider: 'magnati', query: { reference: 'M1' }, path: '/en/magnati/status/M1/', body: {} },
  { provider: 'amwalpay', query: { reference: 'W1' }, path: '/en/amwal-pay/status/W1/', body: {} },
  { provider: 'paystack', query: { reference: 'K1' }, path: '/en/paystack/status/K1/', body: {} },
  {
    provider: 'stripe',
    query: { ref: 'ST1', session: 'cs_1' },
    path: '/en/stripe/status/',
    body: { ref: 'ST1', session: 'cs_1' },
  },
  {
    provider: 'noon',
    query: { reference: 'uuid-1', orderId: '777' },
    path: '/en/noon-payments/status/',
    body: { orderUUID: 'uuid-1', noonOrderId: '777' },
  },
]

describe('the 12 payment-return providers (ordering-payment §2, §7)', () => {
  it('are exactly the spec route names', () => {
    expect([...PAYMENT_PROVIDERS].sort()).toEqual(TABLE.map((row) => row.provider).sort())
    expect(PAYMENT_PROVIDERS).toHaveLength(12)
    expect(isPaymentProvider('stripe')).toBe(true)
    expect(isPaymentProvider('paypal')).toBe(false)
  })

  for (const row of TABLE) {
    it(`${row.provider}: POST ${row.path} from query ${Object.keys(row.query).join('+')}`, async () => {
      const { fetch, calls } = fakeFetch(200, { status: 'PAID', orderId: 'R', orderUUID: 'u' })
      const search = new URLSearchParams({ ...row.query, unrelated: 'x' })
      const result = await getPaymentStatus(
        { baseUrl: BASE, fetch },
        { provider: row.provider, search },
      )
      expect(result).toEqual({ status: 'PAID', orderId: 'R', orderUUID: 'u' })
      const call = only(calls)
      expect(call.url).toBe(`${BASE}${row.path}`)
      expect(call.init.method).toBe('POST')
      expect(jsonBody(call)).toEqual(row.body)
    })

    it(`${row.provider}: no call and PENDING when a query parameter it reads is missing`, async () => {
      for (const missing of Object.keys(row.query)) {
        const { fetch, calls } = fakeFetch(200, { status: 'PAID' })
        const query = { ...row.query }
        delete query[missing]
        const result = await getPaymentStatus(
          { baseUrl: BASE, fetch },
          { provider: row.provider, search: query },
        )
        expect(result).toEqual({ status: 'PENDING', orderId: null, orderUUID: null })
        expect(calls).toHaveLength(0)
      }
    })

    it(`${row.provider}: the exported body schema accepts the body the client sends`, () => {
      const planned = planPaymentStatusRequest(row.provider, row.query)
      expect(planned).not.toBeNull()
      const schema = PAYMENT_STATUS_CALLS[row.provider].bodySchema
      expect(v.safeParse(schema, planned?.body ?? undefined).success).toBe(true)
    })
  }

  it('the query is read from a string too, and the reference is URL-encoded in the path', () => {
    expect(planPaymentStatusRequest('paytabs', '?reference=a%2Fb c')).toEqual({
      method: 'POST',
      path: '/en/paytabs/status/a%2Fb%20c/',
      body: null,
    })
  })

  it('a failed status call leaves PENDING and reports the error (§8 "page stays PENDING")', async () => {
    const { fetch } = fakeFetch(500, { message: 'down' })
    const errors: unknown[] = []
    const result = await getPaymentStatus(
      { baseUrl: BASE, fetch },
      { provider: 'thawani', search: { ref: 'T' } },
      { onError: (error) => errors.push(error) },
    )
    expect(result.status).toBe('PENDING')
    expect(errors).toHaveLength(1)
  })

  it('a non-200 success status is not used (§9 "status calls succeed on 200")', async () => {
    const { fetch } = fakeFetch(202, { status: 'PAID' })
    const result = await getPaymentStatus(
      { baseUrl: BASE, fetch },
      { provider: 'thawani', search: { ref: 'T' } },
    )
    expect(result.status).toBe('PENDING')
  })
})
