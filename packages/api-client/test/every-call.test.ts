import { describe, expect, it } from 'vitest'
import {
  type ApiConfig,
  type CallOptions,
  checkGeofence,
  createOrder,
  createSplitPayments,
  getActiveOrder,
  getCoupon,
  getCustomDomain,
  getDeliveryZone,
  getFeedbackForm,
  getLoyaltyPromotions,
  getManifest,
  getMenu,
  getMenuLanguages,
  getMenuSection,
  getOrder,
  getPaymentStatus,
  getWallet,
  patchOrder,
  payFullAmount,
  paySplitPayment,
  postSubmission,
  redeemWallet,
  reverseGeocode,
  searchAddresses,
  syncTips,
  verifyEmployee,
} from '../src/index'
import { fakeFetch, only } from './fake-fetch'
import { minimalMenu } from './fixtures'

const line = { product: 1, product_name: 'T', product_price: '1', quantity: 1, cart_uuid: 'c' }
const order = { uuid: 'o', status: 'pending', total: '1' }

type Call = readonly [
  string,
  (config: ApiConfig, options: CallOptions) => Promise<unknown>,
  number,
  unknown,
]

// One entry per call of menu-browsing §7 and ordering-payment §7 (plus CONTRACT geocoder).
const CALLS: readonly Call[] = [
  ['custom domain', (c, o) => getCustomDomain(c, { domain: 'd' }, o), 200, { license: 'l' }],
  [
    'languages',
    (c, o) => getMenuLanguages(c, { license: 'l' }, o),
    200,
    { default_language: 'en' },
  ],
  ['menu', (c, o) => getMenu(c, { license: 'demo', lang: 'en' }, o), 200, minimalMenu],
  ['feedback form', (c, o) => getFeedbackForm(c, { lang: 'en', formId: 1 }, o), 200, { id: 1 }],
  [
    'submission',
    (c, o) => postSubmission(c, { lang: 'en', body: { feedback_id: 1, submission: {} } }, o),
    201,
    { message: 'ok' },
  ],
  ['geofence', (c, o) => checkGeofence(c, { lang: 'en', menuId: 1, lat: 1, lng: 2 }, o), 200, {}],
  ['manifest', (c, o) => getManifest(c, { license: 'l' }, o), 200, {}],
  [
    'coupon',
    (c, o) => getCoupon(c, { menuId: 1, code: 'x' }, o),
    200,
    { id: 1, discount_value_type: 'fixed', discount_value: 1 },
  ],
  [
    'delivery zone',
    (c, o) => getDeliveryZone(c, { menuId: 1, lat: 1, lng: 2 }, o),
    200,
    { delivery_amount: 1 },
  ],
  ['menu section', (c, o) => getMenuSection(c, { license: 'l', tableNumber: 1 }, o), 200, {}],
  [
    'order create',
    (c, o) =>
      createOrder(
        c,
        {
          lang: 'en',
          idempotencyKey: 'k',
          body: {
            menu: 1,
            customer_name: 'x',
            order_type: 'takeaway',
            payment_type: 'cash',
            sub_total: '1',
            total: '1',
            line_items: [line],
          },
        },
        o,
      ),
    201,
    order,
  ],
  [
    'order patch',
    (c, o) => patchOrder(c, { lang: 'en', uuid: 'o', body: { line_items: [line] } }, o),
    200,
    order,
  ],
  ['order read', (c, o) => getOrder(c, { lang: 'en', id: 'o' }, o), 200, order],
  ['wallet read', (c, o) => getWallet(c, { id: 'o' }, o), 200, { wallet_id: 'w', balance: 1 }],
  [
    'wallet redeem',
    (c, o) =>
      redeemWallet(c, { orderUuid: 'o', body: { wallet_id: 'w', amount: '1', otp: '123456' } }, o),
    200,
    {},
  ],
  ['active order', (c, o) => getActiveOrder(c, { location: 1, menuId: 1 }, o), 200, {}],
  [
    'loyalty promotions',
    (c, o) =>
      getLoyaltyPromotions(
        c,
        { body: { emenu_id: 1, cart_items: [line], order_type: 'dine_in' } },
        o,
      ),
    200,
    [],
  ],
  ['employee', (c, o) => verifyEmployee(c, { employeeId: 'E' }, o), 200, { employee_id: 'E' }],
  ['tips', (c, o) => syncTips(c, { body: { order_uuid: 'o', tips_amount: '1' } }, o), 200, {}],
  [
    'split create',
    (c, o) => createSplitPayments(c, { body: { order_id: 'o', split_amounts: ['1', '2'] } }, o),
    200,
    {},
  ],
  [
    'split pay',
    (c, o) =>
      paySplitPayment(
        c,
        { body: { order_id: 'o', split_payment_uuid: 's', selected_language: 'en' } },
        o,
      ),
    200,
    { payment_url: 'https://p' },
  ],
  [
    'full payment',
    (c, o) =>
      payFullAmount(
        c,
        { body: { order_id: 'o', payment_options: 'full', selected_language: 'en' } },
        o,
      ),
    200,
    { payment_url: 'https://p' },
  ],
  [
    'payment status',
    (c, o) => getPaymentStatus(c, { provider: 'thawani', search: 'ref=r' }, o),
    200,
    {},
  ],
  ['geocoder search', (c, o) => searchAddresses(c, { q: 'a', lat: 1, lng: 2 }, o), 200, {}],
  ['geocoder reverse', (c, o) => reverseGeocode(c, { lat: 1, lng: 2 }, o), 200, {}],
]

describe('every call: JSON content type, AbortSignal passed through (menu-browsing §7; issue)', () => {
  for (const [name, call, status, answer] of CALLS) {
    it(name, async () => {
      const { fetch, calls } = fakeFetch(status, answer)
      // A cancelled call: the fake answers anyway, but the signal fetch was given is aborted
      // (the caller's signal, combined with the call's time limit).
      const controller = new AbortController()
      controller.abort()
      // A call with steps after its answer (getMenu's validation) may stop at one with the
      // signal's reason, as a cancelled load should; any other failure fails the test.
      await call({ baseUrl: 'http://api.test', fetch }, { signal: controller.signal }).catch(
        (error: unknown) => {
          if (error !== controller.signal.reason) throw error
        },
      )
      const sent = only(calls)
      expect(sent.init.headers['Content-Type']).toBe('application/json')
      expect(sent.init.headers.Accept).toBe('application/json')
      expect(sent.init.signal?.aborted).toBe(true)
      expect(sent.url.startsWith('http://api.test/')).toBe(true)
    })
  }
  it('covers the 25 calls', () => expect(CALLS).toHaveLength(25))
})
