// Contract tests: @carte/api-client's own calls against a live venue-api on a random loopback port,
// every call of both §7 tables, plus the error classes (ServerError, LicenseNotActiveError,
// NoResponseError, SchemaError) and schema failures.
import {
  ApiError,
  buildOrderPayload,
  type CartLine,
  checkGeofence,
  createApiConfig,
  createOrder,
  createSplitPayments,
  existingOrderOf,
  type FetchLike,
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
  LicenseNotActiveError,
  launchImageUrl,
  type MenuData,
  NoResponseError,
  patchOrder,
  payFullAmount,
  paySplitPayment,
  postSubmission,
  receiptUrl,
  redeemWallet,
  reverseGeocode,
  SchemaError,
  ServerError,
  searchAddresses,
  subscribeToOrder,
  syncTips,
  touchIconUrl,
  verifyEmployee,
} from '@carte/api-client'
import { calculateCartTotals, createCartLine, lineUnitPrice, splitEvenly } from '@carte/pricing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from './helpers'

let api: TestApi
let config: ReturnType<typeof createApiConfig>
beforeAll(async () => {
  api = await startApi({ appOrigin: 'http://app.test' })
  config = createApiConfig({ baseUrl: api.url })
})
afterAll(async () => {
  await api.dispose()
})

/** A cart line built the way the diner app builds it: pricing's createCartLine on the served product. */
function line(
  menu: MenuData,
  productId: number,
  qty: number,
  selected: readonly number[],
  uuid: string,
): CartLine {
  const product = menu.products.find((p) => p.id === productId)
  if (product === undefined) throw new Error(`no product ${productId}`)
  const groups = new Map<
    number,
    {
      id: number
      name: string
      values: { id: number; price: string; math: '+' | '-'; selected: boolean }[]
    }
  >()
  for (const entry of product.product_variations) {
    const group = groups.get(entry.variation) ?? {
      id: entry.variation,
      name: String(entry.variation),
      values: [],
    }
    group.values.push({
      id: entry.variation_value,
      price: entry.price,
      math: entry.math,
      selected: selected.includes(entry.variation_value),
    })
    groups.set(entry.variation, group)
  }
  const cart = createCartLine(
    {
      id: product.id,
      category: product.category ?? 0,
      name: product.name,
      price: product.price,
      discount: product.discount,
      pos_available_qty: product.pos_available_qty,
    },
    { uuid, qty, variations: [...groups.values()] },
  )
  return {
    uuid,
    id: product.id,
    name: product.name,
    sku: product.sku,
    price: cart.price,
    // product_price is the unit price with variations and combos, as the order read answers it.
    unit_price: lineUnitPrice(cart),
    qty: cart.qty,
    variations: [...groups.values()],
  }
}

function totalsOf(
  menu: MenuData,
  lines: readonly CartLine[],
  orderType: 'takeaway' | 'dine_in' | 'delivery',
  extra: {
    coupon?: Parameters<typeof calculateCartTotals>[0]['coupon']
    deliveryFee?: string
    loyalty?: Parameters<typeof calculateCartTotals>[0]['loyaltyDiscounts']
  } = {},
) {
  const t = calculateCartTotals({
    cart: lines.map((l) => ({
      uuid: l.uuid,
      id: l.id,
      category: 0,
      name: l.name,
      price: l.price,
      qty: l.qty,
      variations: l.variations ?? [],
    })),
    settings: { taxes: menu.taxes, cart_subtotal_include_tax: menu.cart_subtotal_include_tax },
    orderType,
    coupon: extra.coupon ?? null,
    deliveryFee: extra.deliveryFee ?? null,
    loyaltyDiscounts: extra.loyalty ?? null,
  })
  return {
    subTotal: t.subtotal,
    total: t.total,
    discount: t.discount,
    taxes: t.taxTotal,
    deliveryFees: t.deliveryFee,
  }
}

describe('menu-browsing §7 calls through @carte/api-client', () => {
  it('custom domain, languages, menu, feedback, submission, geofence, manifest, icons', async () => {
    expect((await getCustomDomain(config, { domain: 'partner.localhost' })).license).toBe('partner')
    const langs = await getMenuLanguages(config, { license: 'demo' })
    expect(langs.languages.map((l) => l.code)).toEqual(['en', 'ar', 'fr'])
    const menu = await getMenu(config, { license: 'demo', lang: 'ar' })
    expect(menu.name).toBe('مارينا جريل هاوس')
    const form = await getFeedbackForm(config, { lang: 'en', formId: 1 })
    expect(form.form_data?.length).toBeGreaterThan(10)
    const sent = await postSubmission(config, {
      lang: 'en',
      body: {
        feedback_id: 2,
        submission: { request: 'cutlery' },
        origin_location: { type: 'Point', coordinates: [55.1403, 25.0805] },
      },
    })
    expect(sent.message).toContain('waiter')
    expect(
      (await checkGeofence(config, { lang: 'en', menuId: 1, lat: 25.0805, lng: 55.1403 })).allowed,
    ).toBe(true)
    expect(
      (await checkGeofence(config, { lang: 'en', menuId: 1, lat: 25.3, lng: 55.4 })).allowed,
    ).toBe(false)
    const manifest = await getManifest(config, { license: 'demo' })
    expect(manifest.icons.length).toBeGreaterThan(0)
    for (const url of [
      launchImageUrl(config, 'demo'),
      touchIconUrl(config, 'demo', 'apple-touch-icon-180x180.png'),
    ]) {
      const res = await fetch(url)
      expect(res.headers.get('content-type')).toBe('image/png')
    }
  })

  it('a licence that is not ACTIVE is LicenseNotActiveError; an unknown licence is a 404 ServerError', async () => {
    await expect(getMenu(config, { license: 'nolicense', lang: 'en' })).rejects.toBeInstanceOf(
      LicenseNotActiveError,
    )
    const error = await getMenu(config, { license: 'missing', lang: 'en' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ServerError)
    expect((error as ServerError).status).toBe(404)
  })

  it('geocoder search and reverse', async () => {
    const found = await searchAddresses(config, { q: 'sharq', lat: 29.3759, lng: 47.9774 })
    expect(found.results[0]?.formatted_address).toContain('Sharq')
    const near = await reverseGeocode(config, { lat: 29.3759, lng: 47.9774 })
    expect(near.results.length).toBeGreaterThan(0)
  })
})

describe('ordering-payment §7 calls through @carte/api-client', () => {
  it('coupon, delivery zone, section, order create (payload from buildOrderPayload, totals from pricing), patch, get, receipt', async () => {
    const menu = await getMenu(config, { license: 'demo', lang: 'en' })
    const coupon = await getCoupon(config, { menuId: 1, code: 'welcome10' })
    expect(coupon.discount_value_type).toBe('percentage')
    const invalid = await getCoupon(config, { menuId: 1, code: 'NOPE' }).catch((e: unknown) => e)
    expect((invalid as ServerError).code).toBe('invalid_coupon')
    const zone = await getDeliveryZone(config, { lat: 25.1, lng: 55.17, menuId: 1 })
    expect(zone.delivery_amount).toBe('10.00')
    const out = await getDeliveryZone(config, { lat: 27, lng: 57, menuId: 1 }).catch(
      (e: unknown) => e,
    )
    expect((out as ServerError).code).toBe('out_of_area')
    expect(
      (await getMenuSection(config, { license: 'demo', tableNumber: 5 })).minimum_order_amount,
    ).toBe('50.00')

    const lines = [line(menu, 1012, 2, [12, 22], 'c-1'), line(menu, 1042, 1, [11, 51], 'c-2')]
    const totals = totalsOf(menu, lines, 'delivery', { coupon, deliveryFee: zone.delivery_amount })
    const body = buildOrderPayload({
      menu,
      lines,
      orderType: 'delivery',
      paymentType: 'card',
      customer: { name: 'Omar', phone: '050 123 4567', email: 'omar@example.com' },
      address: 'Flat 4, Marina Tower, Al Marsa St',
      deliveryLocation: { lat: 25.1, lng: 55.17 },
      totals,
      couponId: coupon.id,
    })
    const order = await createOrder(config, { lang: 'en', body, idempotencyKey: 'contract-1' })
    expect(order.status).toBe('pending')
    expect(order.total).toBe(totals.total)
    expect(order.payment_url).toMatch(/\/pay\/stripe\//)
    expect((await getOrder(config, { lang: 'en', id: order.uuid })).uuid).toBe(order.uuid)
    const second = body.line_items[1]
    if (second === undefined) throw new Error('two lines expected')
    const patched = await patchOrder(config, {
      lang: 'en',
      uuid: order.uuid,
      body: { line_items: [{ ...second, cart_uuid: 'c-3' }] },
    })
    expect(patched.line_items).toHaveLength(3)
    const pdf = await fetch(receiptUrl(config, { lang: 'en', uuid: order.uuid }))
    expect(pdf.headers.get('content-type')).toBe('application/pdf')

    const wrong = await createOrder(config, {
      lang: 'en',
      body: { ...body, total: '1.00' },
      idempotencyKey: 'contract-2',
    }).catch((e: unknown) => e)
    expect(wrong).toBeInstanceOf(ServerError)
    expect((wrong as ServerError).body).toMatchObject({
      code: 'totals_mismatch',
      field: 'total',
      server: totals.total,
    })
  })

  it('the order read answers each line product_price as the unit price the client sent (pricing lineUnitPrice)', async () => {
    // spec: ordering-payment §3 Order line item product_price; the read must agree with the payload.
    const menu = await getMenu(config, { license: 'demo', lang: 'en' })
    const lines = [line(menu, 1012, 2, [12, 22], 'u-1'), line(menu, 1042, 1, [11, 51], 'u-2')]
    const body = buildOrderPayload({
      menu,
      lines,
      orderType: 'takeaway',
      paymentType: 'cash',
      customer: { name: 'Omar', phone: '050 123 4567', email: 'omar@example.com' },
      totals: totalsOf(menu, lines, 'takeaway'),
    })
    const sent = body.line_items.map((l) => l.product_price)
    // The variations chosen here carry prices: the unit price is not the product's base price.
    expect(sent).not.toEqual(lines.map((l) => l.price))
    const order = await createOrder(config, { lang: 'en', body, idempotencyKey: 'unit-price-1' })
    expect(order.line_items.map((l) => l.product_price)).toEqual(sent)
    const read = await getOrder(config, { lang: 'en', id: order.uuid })
    expect(read.line_items.map((l) => l.product_price)).toEqual(sent)
  })

  it('existing order on a table: 409 read by existingOrderOf', async () => {
    const menu = await getMenu(config, { license: 'demo', lang: 'en' })
    const lines = [line(menu, 1021, 1, [42], 'd-1')]
    const body = buildOrderPayload({
      menu,
      lines,
      orderType: 'dine_in',
      paymentType: 'cash',
      origin: { label: '30', type: 'Table' },
      totals: totalsOf(menu, lines, 'dine_in'),
    })
    const first = await createOrder(config, { lang: 'en', body, idempotencyKey: 'table-30-a' })
    const error = await createOrder(config, {
      lang: 'en',
      body,
      idempotencyKey: 'table-30-b',
    }).catch((e: unknown) => e)
    expect(existingOrderOf(error)?.uuid).toBe(first.uuid)
  })

  it('partner: active order, employee, loyalty, tips, wallet, split, full payment, payment status', async () => {
    const menu = await getMenu(config, { license: 'partner', lang: 'en' })
    const lines = [line(menu, 2001, 2, [], 'p-1'), line(menu, 2021, 2, [72, 62], 'p-2')]
    const employee = await verifyEmployee(config, { employeeId: 'EMP1002' })
    expect(employee.employee_id).toBe('EMP1002')
    // spec: ordering-payment §4 Employee discount "optionally disables the customer phone field".
    expect(employee.disable_phone).toBe(true)
    const promos = await getLoyaltyPromotions(config, {
      body: {
        emenu_id: 2,
        cart_items: lines
          .map(
            (l) =>
              buildOrderPayload({
                menu,
                lines: [l],
                orderType: 'dine_in',
                paymentType: 'cash',
                totals: { subTotal: '0', total: '0' },
              }).line_items[0],
          )
          .filter((x) => x !== undefined),
        employee_id: employee.employee_id,
        order_type: 'dine_in',
      },
    })
    expect(promos.map((p) => p.name)).toEqual(['Lunch club: 10% off mains', 'Staff discount 20%'])
    const totals = totalsOf(menu, lines, 'dine_in', { loyalty: promos })
    const body = buildOrderPayload({
      menu,
      lines,
      orderType: 'dine_in',
      paymentType: 'cash',
      origin: { label: '9', type: 'Table' },
      employeeId: employee.employee_id,
      loyaltyDiscounts: promos,
      totals,
    })
    const order = await createOrder(config, { lang: 'en', body, idempotencyKey: 'partner-9' })
    expect((await getActiveOrder(config, { location: 9, menuId: 2 })).order_id).toBe(order.uuid)
    await syncTips(config, { body: { order_uuid: order.uuid, tips_amount: '0.250' } })
    const wallet = await getWallet(config, { id: order.uuid })
    expect(wallet.balance).toBe('12.500')
    const badOtp = await redeemWallet(config, {
      orderUuid: order.uuid,
      body: { wallet_id: wallet.wallet_id, amount: '0.500', otp: '111111' },
    }).catch((e: unknown) => e)
    expect((badOtp as ServerError).code).toBe('incorrect_otp')
    await redeemWallet(config, {
      orderUuid: order.uuid,
      body: { wallet_id: wallet.wallet_id, amount: '0.500', otp: '123456' },
    })
    const full = await payFullAmount(config, {
      body: { order_id: order.uuid, payment_options: 'full', selected_language: 'en' },
    })
    expect(full.payment_url).toContain('/pay/ngenius/')
    const back = await fetch(`${full.payment_url}/pay`, { method: 'POST', redirect: 'manual' })
    const url = new URL(back.headers.get('location') ?? '')
    const status = await getPaymentStatus(config, { provider: 'ngenius', search: url.searchParams })
    expect(status).toMatchObject({ status: 'PAID', orderUUID: order.uuid })
    expect((await getOrder(config, { lang: 'en', id: order.uuid })).balance_due).toBe('0.000')

    // A second table splits its bill in three with pricing's splitEvenly; one guest pays.
    const order2 = await createOrder(config, {
      lang: 'en',
      body: { ...body, origin_label: '19', customer_name: 'Table# 19' },
      idempotencyKey: 'partner-19',
    })
    const shares = splitEvenly(order2.balance_due, menu.price_decimal_places, 3)
    const bad = await createSplitPayments(config, {
      body: { order_id: order2.uuid, split_amounts: ['1.000', '0'] },
    }).catch((e: unknown) => e)
    expect((bad as ServerError).status).toBe(400)
    await createSplitPayments(config, {
      body: { order_id: order2.uuid, split_amounts: [...shares] },
    })
    const split = await getOrder(config, { lang: 'en', id: order2.uuid })
    expect(split.split_payments.map((s) => s.amount)).toEqual(shares.map((x) => x))
    const first = split.split_payments[0]
    if (first === undefined) throw new Error('three shares expected')
    const pay = await paySplitPayment(config, {
      body: { order_id: order2.uuid, split_payment_uuid: first.uuid, selected_language: 'ar' },
    })
    await fetch(`${pay.payment_url}/pay`, { method: 'POST', redirect: 'manual' })
    const after = await getOrder(config, { lang: 'en', id: order2.uuid })
    expect(after.split_payments[0]?.status).toBe('PAID')
    expect(after.payments).toEqual([{ payment_type: 'card', amount: first.amount }])
  })
})

describe("real-time through @carte/api-client's subscribeToOrder", () => {
  it('delivers the console status change of the subscribed order', async () => {
    const menu = await getMenu(config, { license: 'demo', lang: 'en' })
    const lines = [line(menu, 1031, 1, [], 'rt-1')]
    const body = buildOrderPayload({
      menu,
      lines,
      orderType: 'takeaway',
      paymentType: 'cash',
      totals: totalsOf(menu, lines, 'takeaway'),
    })
    const order = await createOrder(config, { lang: 'en', body, idempotencyKey: 'realtime-1' })
    const events: unknown[] = []
    const stop = subscribeToOrder(order.uuid, (event) => events.push(event), { url: api.url })
    try {
      // The join is asynchronous: nudge the status until the first update arrives.
      for (let i = 0; i < 50 && events.length === 0; i += 1) {
        await fetch(`${api.url}/console/api/orders/${order.uuid}/status`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ status: 'preparing' }),
        })
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(events[0]).toEqual({ type: 'order-update', uuid: order.uuid, status: 'preparing' })
    } finally {
      stop()
    }
  })
})

describe('error classes and schema failures', () => {
  it('a closed port is NoResponseError', async () => {
    const dead = await startApi()
    const url = dead.url
    await dead.dispose()
    await expect(
      getMenu(createApiConfig({ baseUrl: url }), { license: 'demo', lang: 'en' }),
    ).rejects.toBeInstanceOf(NoResponseError)
  })

  it('a response that fails its schema is SchemaError naming the path', async () => {
    // A proxy fetch in front of the live venue-api corrupts one product price.
    const tampering: FetchLike = async (url, init) => {
      const res = await fetch(url, init as RequestInit)
      const text = (await res.text()).replace('"price":"45.00"', '"price":"forty-five"')
      return new Response(text, { status: res.status, headers: res.headers })
    }
    const error = await getMenu(createApiConfig({ baseUrl: api.url, fetch: tampering }), {
      license: 'demo',
      lang: 'en',
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SchemaError)
    expect((error as SchemaError).path).toMatch(/^products\[\d+\]\.price$/)
  })

  it('every failure is an ApiError', async () => {
    const error = await getOrder(config, { lang: 'en', id: 'no-such-order' }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ServerError).status).toBe(404)
  })
})
