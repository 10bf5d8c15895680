import { describe, expect, it } from 'vitest'
import {
  type ApiConfig,
  checkGeofence,
  createApiConfig,
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
  getWallet,
  launchImageUrl,
  manifestUrl,
  patchOrder,
  payFullAmount,
  paySplitPayment,
  postSubmission,
  receiptUrl,
  redeemWallet,
  reverseGeocode,
  searchAddresses,
  syncTips,
  touchIconUrl,
  verifyEmployee,
} from '../src/index'
import { fakeFetch, jsonBody, only } from './fake-fetch'
import { minimalMenu } from './fixtures'

const BASE = 'http://api.test'
const config = (fetch: ApiConfig['fetch']): ApiConfig =>
  fetch ? { baseUrl: BASE, fetch } : { baseUrl: BASE }

const order = { uuid: 'o-1', status: 'pending', total: '26.250', payment_url: null }
const line = {
  product: 1,
  product_name: 'Hummus',
  product_price: '12.50',
  quantity: 2,
  cart_uuid: 'c1',
}

describe('every call sends JSON with its method and path (menu-browsing §7)', () => {
  it('sends the JSON content type and the AbortSignal on every call', async () => {
    const { fetch, calls } = fakeFetch(200, { license: 'demo' })
    const controller = new AbortController()
    controller.abort()
    await getCustomDomain(
      config(fetch),
      { domain: 'demo.localhost' },
      { signal: controller.signal },
    )
    const call = only(calls)
    expect(call.init.headers['Content-Type']).toBe('application/json')
    // The caller's cancellation reaches fetch (through the signal that also carries the time limit).
    expect(call.init.signal?.aborted).toBe(true)
  })
  it('custom domain: GET /en/menus/custom-domain/{domain}/', async () => {
    const { fetch, calls } = fakeFetch(200, { license: 'demo' })
    expect(await getCustomDomain(config(fetch), { domain: 'demo.localhost' })).toEqual({
      license: 'demo',
    })
    expect(only(calls)).toMatchObject({
      url: `${BASE}/en/menus/custom-domain/demo.localhost/`,
      init: { method: 'GET' },
    })
    expect(only(calls).init.body).toBeUndefined()
  })
  it('languages: GET /en/api/menu_language/{license}/', async () => {
    const { fetch, calls } = fakeFetch(200, { default_language: 'en', languages: [{ code: 'en' }] })
    await getMenuLanguages(config(fetch), { license: 'demo' })
    expect(only(calls).url).toBe(`${BASE}/en/api/menu_language/demo/`)
  })
  it('menu: GET /{lang}/api/menu/{license}/', async () => {
    const { fetch, calls } = fakeFetch(200, minimalMenu)
    const menu = await getMenu(config(fetch), { license: 'demo', lang: 'ar' })
    expect(only(calls)).toMatchObject({ url: `${BASE}/ar/api/menu/demo/`, init: { method: 'GET' } })
    expect(menu.license).toBe('demo')
  })
  it('feedback form: GET /{lang}/api/feedback/{formId}/', async () => {
    const { fetch, calls } = fakeFetch(200, { id: 3, form_data: [] })
    await getFeedbackForm(config(fetch), { lang: 'fr', formId: 3 })
    expect(only(calls).url).toBe(`${BASE}/fr/api/feedback/3/`)
  })
  it('feedback form answered 202 with a valid body is not a success (menu-browsing §9 "form load success status 200"; §7 non-200 only logged)', async () => {
    const { fetch } = fakeFetch(202, { id: 3, name: 'Feedback', form_data: [] })
    await expect(getFeedbackForm(config(fetch), { lang: 'en', formId: 3 })).rejects.toMatchObject({
      name: 'ServerError',
      status: 202,
    })
  })
  it('submission: POST /{lang}/api/submission/ with the body; success is 201', async () => {
    const { fetch, calls } = fakeFetch(201, { message: '<p>Thanks</p>' })
    const body = {
      feedback_id: 3,
      submission: { rating: 5 },
      origin_label: '12',
      origin_type: 'table',
      origin_location: { type: 'Point' as const, coordinates: [55.3, 25.2] as [number, number] },
    }
    expect(await postSubmission(config(fetch), { lang: 'en', body })).toEqual({
      message: '<p>Thanks</p>',
    })
    const call = only(calls)
    expect(call).toMatchObject({ url: `${BASE}/en/api/submission/`, init: { method: 'POST' } })
    expect(jsonBody(call)).toEqual(body)
  })
  it('submission answered 200 instead of 201 is not a success (menu-browsing §4 "success (HTTP 201)")', async () => {
    const { fetch } = fakeFetch(200, { message: 'x' })
    await expect(
      postSubmission(config(fetch), { lang: 'en', body: { feedback_id: 1, submission: {} } }),
    ).rejects.toMatchObject({ name: 'ServerError', status: 200 })
  })
  it('geofence: POST {app}/{lang}/menus/geofence/{menuId}/ with lat, lng', async () => {
    const { fetch, calls } = fakeFetch(200, { is_allowed: true })
    expect(
      await checkGeofence(config(fetch), { lang: 'en', menuId: 7, lat: 25.2, lng: 55.3 }),
    ).toEqual({ allowed: true })
    const call = only(calls)
    expect(call).toMatchObject({ url: `${BASE}/en/menus/geofence/7/`, init: { method: 'POST' } })
    expect(jsonBody(call)).toEqual({ lat: 25.2, lng: 55.3 })
  })
  it('geofence endpoint can be overridden', async () => {
    const { fetch, calls } = fakeFetch(200, { allow: false })
    await checkGeofence(config(fetch), {
      lang: 'en',
      menuId: 7,
      lat: 1,
      lng: 2,
      endpoint: 'https://geo.example/check/',
    })
    expect(only(calls).url).toBe('https://geo.example/check/')
  })
  it('manifest: GET /en/menus/manifest/{license}/ and asset URLs', async () => {
    const { fetch, calls } = fakeFetch(200, { name: 'Demo', icons: [] })
    await getManifest(config(fetch), { license: 'demo' })
    expect(only(calls).url).toBe(`${BASE}/en/menus/manifest/demo/`)
    const c = config(undefined)
    expect(manifestUrl(c, 'demo')).toBe(`${BASE}/en/menus/manifest/demo/`)
    expect(launchImageUrl(c, 'demo')).toBe(`${BASE}/en/menus/demo/loading-image/launch.png`)
    expect(touchIconUrl(c, 'demo', 'icon-180.png')).toBe(
      `${BASE}/en/menus/manifest/demo/icons/icon-180.png`,
    )
  })
})

describe('ordering-payment §7 calls', () => {
  it('coupon: code upper-cased and URL-encoded (§5 Coupon)', async () => {
    const { fetch, calls } = fakeFetch(200, {
      id: 1,
      discount_value_type: 'percentage',
      discount_value: '10',
    })
    await getCoupon(config(fetch), { menuId: 7, code: 'save 10/x' })
    expect(only(calls)).toMatchObject({
      url: `${BASE}/en/api/coupon/7/SAVE%2010%2FX/`,
      init: { method: 'GET' },
    })
  })
  it('delivery zone: GET /en/api/delivery_zone/{lat},{lng}/{menuId}/', async () => {
    const { fetch, calls } = fakeFetch(200, { delivery_amount: 10 })
    expect(await getDeliveryZone(config(fetch), { menuId: 7, lat: 25.08, lng: 55.14 })).toEqual({
      delivery_amount: '10',
    })
    expect(only(calls).url).toBe(`${BASE}/en/api/delivery_zone/25.08,55.14/7/`)
  })
  it('menu section: GET /en/api/menu_section/{license}/?table_number={n}', async () => {
    const { fetch, calls } = fakeFetch(200, {})
    expect(await getMenuSection(config(fetch), { license: 'partner', tableNumber: 4 })).toEqual({
      minimum_order_amount: '0',
    })
    expect(only(calls).url).toBe(`${BASE}/en/api/menu_section/partner/?table_number=4`)
  })
  it('order create: POST /{lang}/api/order/ with the Idempotency-Key the caller gives; 201', async () => {
    const { fetch, calls } = fakeFetch(201, order)
    const body = {
      menu: 7,
      customer_name: 'Table# 4',
      order_type: 'dine_in' as const,
      payment_type: 'cash' as const,
      sub_total: '25.000',
      total: '26.250',
      line_items: [line],
    }
    const created = await createOrder(config(fetch), {
      lang: 'en',
      body,
      idempotencyKey: 'key-123',
    })
    expect(created.uuid).toBe('o-1')
    const call = only(calls)
    expect(call).toMatchObject({ url: `${BASE}/en/api/order/`, init: { method: 'POST' } })
    expect(call.init.headers['Idempotency-Key']).toBe('key-123')
    expect(jsonBody(call)).toMatchObject({ menu: 7, total: '26.250', line_items: [line] })
  })
  it('order create refuses an empty Idempotency-Key (programmer error)', () => {
    const { fetch } = fakeFetch(201, order)
    expect(() =>
      createOrder(config(fetch), {
        lang: 'en',
        idempotencyKey: ' ',
        body: {} as never,
      }),
    ).toThrow('[@carte/api-client]')
  })
  it('order patch: PATCH /{lang}/api/order/{uuid}/ with line_items', async () => {
    const { fetch, calls } = fakeFetch(200, order)
    await patchOrder(config(fetch), { lang: 'en', uuid: 'o-1', body: { line_items: [line] } })
    const call = only(calls)
    expect(call).toMatchObject({ url: `${BASE}/en/api/order/o-1/`, init: { method: 'PATCH' } })
    expect(jsonBody(call)).toMatchObject({ line_items: [{ cart_uuid: 'c1', quantity: 2 }] })
  })
  it('order read: GET /{lang}/api/order/{id}/', async () => {
    const { fetch, calls } = fakeFetch(200, order)
    await getOrder(config(fetch), { lang: 'en', id: 'o-1' })
    expect(only(calls)).toMatchObject({ url: `${BASE}/en/api/order/o-1/`, init: { method: 'GET' } })
  })
  it('receipt URL: /{lang}/orders/{uuid}/print/order.pdf', () => {
    expect(receiptUrl(config(undefined), { lang: 'en', uuid: 'o-1' })).toBe(
      `${BASE}/en/orders/o-1/print/order.pdf`,
    )
  })
  it('wallet read: GET /iiko/af/blue/{id}/', async () => {
    const { fetch, calls } = fakeFetch(200, { wallet_id: 'w1', name: 'Sam', balance: '5.000' })
    expect((await getWallet(config(fetch), { id: 'o-1' })).balance).toBe('5.000')
    expect(only(calls).url).toBe(`${BASE}/iiko/af/blue/o-1/`)
  })
  it('wallet redeem: POST /iiko/af/blue/{orderUuid}/ with wallet_id, amount, otp', async () => {
    const { fetch, calls } = fakeFetch(200, {})
    await redeemWallet(config(fetch), {
      orderUuid: 'o-1',
      body: { wallet_id: 'w1', amount: '2.500', otp: '123456' },
    })
    const call = only(calls)
    expect(call).toMatchObject({ url: `${BASE}/iiko/af/blue/o-1/`, init: { method: 'POST' } })
    expect(jsonBody(call)).toEqual({ wallet_id: 'w1', amount: '2.500', otp: '123456' })
  })
  it('wallet redeem with a wrong OTP is a ServerError with code incorrect_otp', async () => {
    const { fetch } = fakeFetch(400, { code: 'incorrect_otp' })
    await expect(
      redeemWallet(config(fetch), {
        orderUuid: 'o-1',
        body: { wallet_id: 'w1', amount: '1', otp: '000000' },
      }),
    ).rejects.toMatchObject({ name: 'ServerError', status: 400, code: 'incorrect_otp' })
  })
  it('active order: GET /iiko/active-order/{location}/{menuId}/', async () => {
    const { fetch, calls } = fakeFetch(200, { order_id: 'o-1', common_order: false })
    await getActiveOrder(config(fetch), { location: 12, menuId: 7 })
    expect(only(calls).url).toBe(`${BASE}/iiko/active-order/12/7/`)
  })
  it('loyalty promotions: POST /iiko/loyalty/promotions/ with emenu_id, cart_items, employee_id, order_type', async () => {
    const { fetch, calls } = fakeFetch(200, [{ name: 'HH', discounts: [{ discountSum: '1.000' }] }])
    const result = await getLoyaltyPromotions(config(fetch), {
      body: { emenu_id: 7, cart_items: [line], employee_id: 'EMP1001', order_type: 'dine_in' },
    })
    expect(result).toEqual([{ name: 'HH', discounts: [{ discountSum: '1.000' }] }])
    const call = only(calls)
    expect(call).toMatchObject({
      url: `${BASE}/iiko/loyalty/promotions/`,
      init: { method: 'POST' },
    })
    expect(jsonBody(call)).toMatchObject({
      emenu_id: 7,
      employee_id: 'EMP1001',
      order_type: 'dine_in',
      cart_items: [{ cart_uuid: 'c1' }],
    })
  })
  it('employee verification: GET /iiko/af/verify-employee-id/{id}/', async () => {
    const { fetch, calls } = fakeFetch(200, { employee_id: 'EMP1001', employee_phone: '+965' })
    await verifyEmployee(config(fetch), { employeeId: 'EMP1001' })
    expect(only(calls).url).toBe(`${BASE}/iiko/af/verify-employee-id/EMP1001/`)
  })
  it('tips: POST /iiko/tips/loyalty/promotions/ with order_uuid, tips_amount', async () => {
    const { fetch, calls } = fakeFetch(200, { ok: true })
    await syncTips(config(fetch), { body: { order_uuid: 'o-1', tips_amount: '0.000' } })
    const call = only(calls)
    expect(call.url).toBe(`${BASE}/iiko/tips/loyalty/promotions/`)
    expect(jsonBody(call)).toEqual({ order_uuid: 'o-1', tips_amount: '0.000' })
  })
  it('split create: POST /iiko/af/split-payments/create/ with split_amounts as JSON numbers', async () => {
    const { fetch, calls } = fakeFetch(200, {})
    await createSplitPayments(config(fetch), {
      body: { order_id: 'o-1', split_amounts: ['10.250', '10.250', '0.500'] },
    })
    const call = only(calls)
    expect(call).toMatchObject({
      url: `${BASE}/iiko/af/split-payments/create/`,
      init: { method: 'POST' },
    })
    // Written verbatim: trailing zeros kept, no float rounding.
    expect(call.init.body).toBe('{"order_id":"o-1","split_amounts":[10.250,10.250,0.500]}')
  })
  it('split pay: POST /iiko/af/split-payments/ returns payment_url', async () => {
    const { fetch, calls } = fakeFetch(200, { payment_url: 'https://pay.example/s' })
    const body = { order_id: 'o-1', split_payment_uuid: 's-1', selected_language: 'ar' }
    expect(await paySplitPayment(config(fetch), { body })).toEqual({
      payment_url: 'https://pay.example/s',
    })
    expect(only(calls).url).toBe(`${BASE}/iiko/af/split-payments/`)
    expect(jsonBody(only(calls))).toEqual(body)
  })
  it("full payment: POST /iiko/af/payments/ with payment_options 'full'", async () => {
    const { fetch, calls } = fakeFetch(200, { payment_url: 'https://pay.example/f' })
    const body = { order_id: 'o-1', payment_options: 'full' as const, selected_language: 'en' }
    await payFullAmount(config(fetch), { body })
    expect(only(calls).url).toBe(`${BASE}/iiko/af/payments/`)
    expect(jsonBody(only(calls))).toEqual(body)
  })
  it('geocoder search and reverse (CONTRACT), bias radius 10 km (§9)', async () => {
    const search = fakeFetch(200, { results: [] })
    await searchAddresses(config(search.fetch), { q: 'marina walk', lat: 25.08, lng: 55.14 })
    expect(only(search.calls).url).toBe(
      `${BASE}/geocoder/search/?q=marina+walk&lat=25.08&lng=55.14&radius=10000`,
    )
    const reverse = fakeFetch(200, { results: [] })
    await reverseGeocode(config(reverse.fetch), { lat: 25.08, lng: 55.14 })
    expect(only(reverse.calls).url).toBe(`${BASE}/geocoder/reverse/?lat=25.08&lng=55.14`)
  })
})

describe('base URL by environment (CONTRACT)', () => {
  it('local is venue-api on 127.0.0.1:8787 and is the default', () => {
    expect(createApiConfig().baseUrl).toBe('http://127.0.0.1:8787')
    expect(createApiConfig({ environment: 'local' }).baseUrl).toBe('http://127.0.0.1:8787')
  })
  it('dev, staging and production have their own base URLs', () => {
    const urls = (['dev', 'staging', 'production'] as const).map(
      (environment) => createApiConfig({ environment }).baseUrl,
    )
    expect(new Set(urls).size).toBe(3)
    for (const url of urls) expect(url).toMatch(/^https:\/\//)
  })
  it('the base URL is overridable and loses its trailing slash', async () => {
    const { fetch, calls } = fakeFetch(200, { license: 'x' })
    const c = createApiConfig({ environment: 'production', baseUrl: 'http://other:1/', fetch })
    expect(c.baseUrl).toBe('http://other:1')
    await getCustomDomain(c, { domain: 'd' })
    expect(only(calls).url).toBe('http://other:1/en/menus/custom-domain/d/')
  })
})

describe('licence of a custom domain (menu-browsing §7: on failure the licence is none)', () => {
  it('answers the licence, or none on a 404, a bad answer or no answer', async () => {
    const { getLicenseForDomain } = await import('../src/index')
    const found = fakeFetch(200, { license: 'demo' })
    expect(await getLicenseForDomain(config(found.fetch), { domain: 'demo.localhost' })).toBe(
      'demo',
    )
    const missing = fakeFetch(404, { code: 'not_found' })
    expect(await getLicenseForDomain(config(missing.fetch), { domain: 'x' })).toBe('none')
    const bad = fakeFetch(200, { licence: 'typo' })
    expect(await getLicenseForDomain(config(bad.fetch), { domain: 'x' })).toBe('none')
    const offline: ApiConfig = { baseUrl: BASE, fetch: () => Promise.reject(new TypeError('x')) }
    expect(await getLicenseForDomain(offline, { domain: 'x' })).toBe('none')
  })
})
