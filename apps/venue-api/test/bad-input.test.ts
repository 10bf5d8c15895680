import {
  PAYMENT_PROVIDERS,
  PAYMENT_STATUS_CALLS,
  planPaymentStatusRequest,
} from '@carte/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoOrder, machboos } from './fixtures'
import { call, startApi, type TestApi } from './helpers'

let api: TestApi
let demoUuid = ''
let partnerUuid = ''
beforeAll(async () => {
  api = await startApi()
  demoUuid = (await call(api.url, '/en/api/order/', { body: demoOrder() })).body.uuid
  partnerUuid = (
    await call(api.url, '/en/api/order/', {
      body: {
        menu: 2,
        customer_name: 'Table# 25',
        order_type: 'dine_in',
        origin_type: 'table',
        origin_label: '25',
        payment_type: 'cash',
        sub_total: '5.500',
        total: '4.950',
        line_items: [machboos(2)],
      },
    })
  ).body.uuid
})
afterAll(async () => {
  await api.dispose()
})

interface Case {
  readonly method: 'POST' | 'PATCH'
  readonly path: () => string
  /** A body with one wrong type, and the field it must name. */
  readonly wrongType: readonly [unknown, string]
  /** A well-formed body (or path) naming an unknown id, and the field it must name. */
  readonly unknown: readonly [() => string, unknown, string]
}

const NO_ORDER = '00000000-0000-0000-0000-000000000000'
/** Built when a test runs, so the order uuids created in beforeAll are filled in. */
const cases = (): Record<string, Case> => ({
  'POST /{lang}/api/order/': {
    method: 'POST',
    path: () => '/en/api/order/',
    wrongType: [
      demoOrder({ line_items: [{ ...machboos(1), quantity: 'two' }] }),
      'line_items.0.quantity',
    ],
    unknown: [() => '/en/api/order/', demoOrder({ menu: 999 }), 'menu'],
  },
  'PATCH /{lang}/api/order/{uuid}/': {
    method: 'PATCH',
    path: () => `/en/api/order/${demoUuid}/`,
    wrongType: [{ line_items: 'all of them' }, 'line_items'],
    unknown: [() => `/en/api/order/${NO_ORDER}/`, { line_items: [machboos(1)] }, 'uuid'],
  },
  'POST /{lang}/api/submission/': {
    method: 'POST',
    path: () => '/en/api/submission/',
    wrongType: [{ feedback_id: 1, submission: 'five stars' }, 'submission'],
    unknown: [() => '/en/api/submission/', { feedback_id: 999, submission: {} }, 'feedback_id'],
  },
  'POST /{lang}/menus/geofence/{menuId}/': {
    method: 'POST',
    path: () => '/en/menus/geofence/1/',
    wrongType: [{ lat: '25.08', lng: 55.14 }, 'lat'],
    unknown: [() => '/en/menus/geofence/999/', { lat: 25, lng: 55 }, 'menuId'],
  },
  'POST /iiko/af/blue/{orderUuid}/': {
    method: 'POST',
    path: () => `/iiko/af/blue/${partnerUuid}/`,
    wrongType: [{ wallet_id: 'BW-7731', amount: '1.000', otp: 123456 }, 'otp'],
    unknown: [
      () => `/iiko/af/blue/${NO_ORDER}/`,
      { wallet_id: 'BW-7731', amount: '1', otp: '123456' },
      'orderUuid',
    ],
  },
  'POST /iiko/loyalty/promotions/': {
    method: 'POST',
    path: () => '/iiko/loyalty/promotions/',
    wrongType: [{ emenu_id: 2, cart_items: {}, order_type: 'dine_in' }, 'cart_items'],
    unknown: [
      () => '/iiko/loyalty/promotions/',
      { emenu_id: 999, cart_items: [], order_type: 'dine_in' },
      'emenu_id',
    ],
  },
  'POST /iiko/tips/loyalty/promotions/': {
    method: 'POST',
    path: () => '/iiko/tips/loyalty/promotions/',
    wrongType: [{ order_uuid: partnerUuid, tips_amount: '-1' }, 'tips_amount'],
    unknown: [
      () => '/iiko/tips/loyalty/promotions/',
      { order_uuid: NO_ORDER, tips_amount: '1' },
      'order_uuid',
    ],
  },
  'POST /iiko/af/split-payments/': {
    method: 'POST',
    path: () => '/iiko/af/split-payments/',
    wrongType: [
      { order_id: partnerUuid, split_payment_uuid: 7, selected_language: 'en' },
      'split_payment_uuid',
    ],
    unknown: [
      () => '/iiko/af/split-payments/',
      { order_id: partnerUuid, split_payment_uuid: 'nope', selected_language: 'en' },
      'split_payment_uuid',
    ],
  },
  'POST /iiko/af/split-payments/create/': {
    method: 'POST',
    path: () => '/iiko/af/split-payments/create/',
    wrongType: [{ order_id: partnerUuid, split_amounts: [1, 'x'] }, 'split_amounts.1'],
    unknown: [
      () => '/iiko/af/split-payments/create/',
      { order_id: NO_ORDER, split_amounts: [1, 1] },
      'order_id',
    ],
  },
  'POST /iiko/af/payments/': {
    method: 'POST',
    path: () => '/iiko/af/payments/',
    wrongType: [
      { order_id: partnerUuid, payment_options: 'half', selected_language: 'en' },
      'payment_options',
    ],
    unknown: [
      () => '/iiko/af/payments/',
      { order_id: NO_ORDER, payment_options: 'full', selected_language: 'en' },
      'order_id',
    ],
  },
  'POST /console/api/orders/{uuid}/status': {
    method: 'POST',
    path: () => `/console/api/orders/${demoUuid}/status`,
    wrongType: [{ status: 3 }, 'status'],
    unknown: [() => `/console/api/orders/${NO_ORDER}/status`, { status: 'accepted' }, 'uuid'],
  },
  'POST /console/api/tables/{license}/{table}/common-order': {
    method: 'POST',
    path: () => '/console/api/tables/demo/5/common-order',
    wrongType: [{ open: 'yes' }, 'open'],
    unknown: [() => '/console/api/tables/nowhere/5/common-order', { open: true }, 'license'],
  },
})

describe('bad input on every POST/PATCH path: 4xx naming the field, never 500 (CONTRACT error bodies)', () => {
  describe.each(Object.keys(cases()).map((name) => [name]))('%s', (name) => {
    const of = (): Case => {
      const c = cases()[name]
      if (c === undefined) throw new Error(`no case ${name}`)
      return c
    }
    it('malformed JSON is 400 with field "body"', async () => {
      const c = of()
      const res = await call(api.url, c.path(), { method: c.method, body: '{"unterminated": ' })
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ code: 'invalid_body', field: 'body' })
    })
    it('a wrong type is 400 naming the field', async () => {
      const c = of()
      const res = await call(api.url, c.path(), { method: c.method, body: c.wrongType[0] })
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ code: 'invalid_body', field: c.wrongType[1] })
      expect(typeof res.body.message).toBe('string')
    })
    it('an unknown id is 4xx naming the field', async () => {
      const c = of()
      const res = await call(api.url, c.unknown[0](), { method: c.method, body: c.unknown[1] })
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
      expect(res.body.field).toBe(c.unknown[2])
    })
    it('a JSON array, null or a number as the body is 400, not 500', async () => {
      const c = of()
      for (const body of ['[]', 'null', '42', '"text"']) {
        const res = await call(api.url, c.path(), { method: c.method, body })
        expect(res.status).toBe(400)
      }
    })
  })

  it.each(PAYMENT_PROVIDERS.map((p) => [p]))(
    'the %s status call answers malformed JSON with 400',
    async (provider) => {
      const query: Record<string, string> = {}
      for (const name of PAYMENT_STATUS_CALLS[provider].query) query[name] = 'x'
      const plan = planPaymentStatusRequest(provider, query)
      const res = await call(api.url, plan?.path ?? '', { method: 'POST', body: '{oops' })
      expect(res.status).toBe(400)
      expect(res.body.field).toBe('body')
    },
  )

  it('an unknown path is a JSON 404, a wrong method a JSON 405', async () => {
    expect((await call(api.url, '/en/api/nothing/')).body.code).toBe('not_found')
    const wrong = await call(api.url, '/en/api/order/', { method: 'PATCH', body: {} })
    expect(wrong.status).toBe(405)
    expect(wrong.body.code).toBe('method_not_allowed')
  })
})

describe('properties', () => {
  it('any JSON body on any POST/PATCH path answers a 2xx or 4xx JSON body, never a 500', async () => {
    const { default: fc } = await import('fast-check')
    const paths: readonly (readonly ['POST' | 'PATCH', string])[] = [
      ['POST', '/en/api/order/'],
      ['PATCH', `/en/api/order/${demoUuid}/`],
      ['POST', '/ar/api/submission/'],
      ['POST', '/en/menus/geofence/1/'],
      ['POST', `/iiko/af/blue/${partnerUuid}/`],
      ['POST', '/iiko/loyalty/promotions/'],
      ['POST', '/iiko/tips/loyalty/promotions/'],
      ['POST', '/iiko/af/split-payments/'],
      ['POST', '/iiko/af/split-payments/create/'],
      ['POST', '/iiko/af/payments/'],
      ['POST', '/en/stripe/status/'],
      ['POST', '/en/paytabs/status/abc/'],
      ['POST', `/console/api/orders/${demoUuid}/status`],
      ['POST', '/console/api/tables/demo/7/common-order'],
    ]
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.oneof(fc.jsonValue(), fc.object(), fc.string()),
        async ([method, path], body) => {
          const res = await call(api.url, path, { method, body: JSON.stringify(body) })
          expect(res.status).toBeLessThan(500)
          expect(typeof res.body).toBe('object')
        },
      ),
      { numRuns: 400 },
    )
  })
})

describe('properties', () => {
  it('any text in a path segment or query of a GET route answers below 500', async () => {
    const { default: fc } = await import('fast-check')
    const templates: readonly ((x: string) => string)[] = [
      (x) => `/en/menus/custom-domain/${x}/`,
      (x) => `/en/api/menu_language/${x}/`,
      (x) => `/${x}/api/menu/demo/`,
      (x) => `/en/api/menu/${x}/`,
      (x) => `/en/api/menu_section/demo/?table_number=${x}`,
      (x) => `/en/api/feedback/${x}/`,
      (x) => `/en/api/coupon/1/${x}/`,
      (x) => `/en/api/delivery_zone/${x}/1/`,
      (x) => `/en/api/order/${x}/`,
      (x) => `/en/orders/${x}/print/order.pdf`,
      (x) => `/iiko/af/blue/${x}/`,
      (x) => `/iiko/active-order/${x}/2/`,
      (x) => `/iiko/af/verify-employee-id/${x}/`,
      (x) => `/en/menus/manifest/${x}/`,
      (x) => `/en/menus/manifest/demo/icons/${x}`,
      (x) => `/media/img/food/10x10/3/${x}.svg`,
      (x) => `/geocoder/search/?q=${x}&lat=${x}&lng=55`,
      (x) => `/geocoder/reverse/?lat=${x}&lng=${x}`,
      (x) => `/pay/stripe/${x}`,
      (x) => `/console?license=${x}`,
      (x) => `/console/api/orders?license=${x}`,
    ]
    // Raw characters, percent signs and broken escapes are all fair game.
    const segment = fc.oneof(
      fc.string({
        unit: fc.constantFrom('%', 'Z', '2', 'E', '/', '?', '#', '.', 'a', ' ', '\u00e9', '\u0627'),
      }),
      fc.constantFrom('%', '%E0%A4%A', '100%25', '..', '%2F', '-1', '9'.repeat(30)),
    )
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...templates), segment, async (template, raw) => {
        const path = template(raw)
        let res: Response
        try {
          res = await fetch(`${api.url}${path.startsWith('/') ? path : `/${path}`}`)
        } catch {
          // fetch itself refuses some URLs (e.g. a fragment-only path); nothing reached the server.
          return
        }
        expect(res.status).toBeLessThan(500)
        await res.arrayBuffer()
      }),
      { numRuns: 500 },
    )
  })
})
