import { type OrderLineItem, orderCreateResponseSchema, orderSchema } from '@carte/api-client'
import { createHours, loadTemporal } from '@carte/hours'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../src/context'
import { checkHours } from '../src/orders/create'
import { priceLine } from '../src/orders/price'
import type { MenuData } from '../src/seed/types'
import { BURGERS, CHAI, demoOrder } from './fixtures'
import { call, startApi, type TestApi } from './helpers'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(async () => {
  await api.dispose()
})

describe('order create and read (spec: ordering-payment §7 POST /{lang}/api/order/)', () => {
  it('creates a pending order with server totals and reads it back by uuid and by id', async () => {
    const res = await call(api.url, '/en/api/order/', { body: demoOrder() })
    expect(res.status).toBe(201)
    const order = v.parse(orderCreateResponseSchema, res.body)
    expect(order.status).toBe('pending')
    expect(order.padded_order_id).toMatch(/^\d{6}$/)
    expect(order.sub_total).toBe('113.000')
    expect(order.total).toBe('120.650')
    expect(order.taxes.map((t) => [t.name, t.amount])).toEqual([
      ['VAT', '5.650'],
      ['Service charge', '2.000'],
    ])
    expect(order.line_items.map((l) => l.product_price)).toEqual(['48.000', '17.000'])
    expect(order.balance_due).toBe('120.650')
    expect(order.payment_url).toBeNull()
    const byUuid = await call(api.url, `/en/api/order/${order.uuid}/`)
    expect(v.parse(orderSchema, byUuid.body).uuid).toBe(order.uuid)
    const byId = await call(api.url, `/ar/api/order/${String(res.body.id)}/`)
    expect(byId.body.uuid).toBe(order.uuid)
  })

  it('refuses client totals that differ by any amount, with both figures (422 totals_mismatch)', async () => {
    const res = await call(api.url, '/en/api/order/', { body: demoOrder({ total: '120.64' }) })
    expect(res.status).toBe(422)
    expect(res.body).toMatchObject({
      code: 'totals_mismatch',
      field: 'total',
      client: '120.64',
      server: '120.650',
    })
    const sub = await call(api.url, '/en/api/order/', { body: demoOrder({ sub_total: '113.001' }) })
    expect(sub.body).toMatchObject({
      code: 'totals_mismatch',
      field: 'sub_total',
      server: '113.000',
    })
  })

  it('applies a percentage coupon: WELCOME10 takes 11.30 off 113.00 (spec §5 Coupon)', async () => {
    const body = demoOrder({ coupon: 1, discount: '11.30', total: '109.35' })
    const res = await call(api.url, '/en/api/order/', { body })
    expect(res.status).toBe(201)
    expect(res.body.discounts).toEqual([
      { name: 'WELCOME10', amount_value: '11.300', free_delivery: false },
    ])
  })

  it('scopes a category coupon: BURGER20 takes 20 % of the burgers only (96.00 → 19.20)', async () => {
    const body = demoOrder({ coupon: 4, discount: '19.20', total: '101.45' })
    const res = await call(api.url, '/en/api/order/', { body })
    expect(res.status).toBe(201)
  })

  it('charges the delivery zone fee and waives it with FREEDEL (spec §9 delivery fee)', async () => {
    const near = { type: 'Point', coordinates: [55.15, 25.09] }
    const paid = demoOrder({
      order_type: 'delivery',
      address_coordinates: near,
      delivery_fees: '5.00',
      total: '125.65',
    })
    expect((await call(api.url, '/en/api/order/', { body: paid })).status).toBe(201)
    const free = demoOrder({
      order_type: 'delivery',
      address_coordinates: near,
      coupon: 3,
      delivery_fees: '0',
      total: '120.65',
    })
    const res = await call(api.url, '/en/api/order/', { body: free })
    expect(res.status).toBe(201)
    expect(res.body.discounts[0]).toMatchObject({ name: 'FREEDEL', free_delivery: true })
    const far = demoOrder({
      order_type: 'delivery',
      address_coordinates: { coordinates: [56.5, 26.5] },
      delivery_fees: '5.00',
      total: '125.65',
    })
    const out = await call(api.url, '/en/api/order/', { body: far })
    expect(out.status).toBe(422)
    expect(out.body.code).toBe('out_of_area')
  })

  it('refuses a delivery below minimum_order_amount (40.00) with the amount', async () => {
    const small = { ...CHAI, quantity: 1 }
    const body = demoOrder({
      order_type: 'delivery',
      address_coordinates: { coordinates: [55.15, 25.09] },
      line_items: [small],
      sub_total: '17.00',
      taxes: '2.85',
      delivery_fees: '5.00',
      // 17.00 + 0.85 VAT + 2.00 service + 5.00 delivery
      total: '24.85',
    })
    const res = await call(api.url, '/en/api/order/', { body })
    expect(res.status).toBe(422)
    expect(res.body).toMatchObject({ code: 'minimum_order', minimum_order_amount: '40.000' })
  })

  it('prices variations from the server menu: a missing required group names the field', async () => {
    const noDoneness = { ...BURGERS, variations: [11, 21] }
    const res = await call(api.url, '/en/api/order/', {
      body: demoOrder({ line_items: [noDoneness, CHAI] }),
    })
    expect(res.status).toBe(400)
    expect(res.body.field).toBe('line_items.0.variations')
    const tooMany = { ...BURGERS, variations: [11, 21, 22, 23, 24, 42] }
    const res2 = await call(api.url, '/en/api/order/', {
      body: demoOrder({ line_items: [tooMany] }),
    })
    expect(res2.body.message).toContain('at most 3')
  })

  it('prices a combo: Burger Meal 55.00 + sweet potato fries 3.00 + lemon mint 4.00 = 62.00', async () => {
    const meal = {
      ...BURGERS,
      product: 1061,
      product_name: 'Burger Meal',
      variations: [],
      cart_uuid: 'meal',
      quantity: 1,
      combo_groups: [
        {
          id: 1,
          name: 'Side',
          products: [{ id: 1082, name: 'Sweet Potato Fries', selected: true }],
        },
        { id: 2, name: 'Drink', products: [{ id: 1043, name: 'Lemon Mint', selected: true }] },
      ],
    }
    // 62.00 + 5 % (3.10) + 2.00 = 67.10
    const body = demoOrder({
      line_items: [meal],
      sub_total: '62.00',
      taxes: '5.10',
      total: '67.10',
    })
    const res = await call(api.url, '/en/api/order/', { body })
    expect(res.status).toBe(201)
    const noSide = { ...meal, combo_groups: [meal.combo_groups[1]] }
    const bad = await call(api.url, '/en/api/order/', { body: demoOrder({ line_items: [noSide] }) })
    expect(bad.status).toBe(400)
    expect(bad.body.field).toBe('line_items.0.combo_groups.0')
  })

  it('refuses out-of-stock products and quantities above pos_available_qty', async () => {
    const falafel = { ...BURGERS, product: 1013, variations: [], cart_uuid: 'f' }
    const res = await call(api.url, '/en/api/order/', {
      body: demoOrder({ line_items: [falafel] }),
    })
    expect(res.body).toMatchObject({
      code: 'invalid_body',
      field: 'line_items.0.product',
      message: 'Out of Stock',
    })
    const many = { ...BURGERS, quantity: 9 }
    const res2 = await call(api.url, '/en/api/order/', { body: demoOrder({ line_items: [many] }) })
    expect(res2.body.field).toBe('line_items.0.quantity')
  })

  it('two lines of one product share its POS stock: 5 + 4 burgers of 8 are refused (menu-browsing §5 "capped by pos_available_qty")', async () => {
    const first = { ...BURGERS, quantity: 5, cart_uuid: 'b1' }
    const second = { ...BURGERS, quantity: 4, cart_uuid: 'b2' }
    const res = await call(api.url, '/en/api/order/', {
      body: demoOrder({ line_items: [first, second] }),
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      code: 'invalid_body',
      field: 'line_items.1.quantity',
      message: 'At most 3 available',
    })
  })

  it("a product the POS counts at 0 is refused as 'Out of Stock', as the diner's page says (menu-browsing §5)", async () => {
    const res = await call(api.url, '/en/api/menu/demo/')
    const menu = res.body as MenuData
    const counted = {
      ...menu,
      products: menu.products.map((p) => (p.id === 1011 ? { ...p, pos_available_qty: 0 } : p)),
    }
    expect(() => priceLine(counted, BURGERS as unknown as OrderLineItem, 0)).toThrow(
      expect.objectContaining({ field: 'line_items.0.product', message: 'Out of Stock' }),
    )
  })

  it('products outside their own hours are refused (breakfast 06:00-12:00 Dubai; now is 14:00)', async () => {
    const shakshuka = {
      ...CHAI,
      product: 1001,
      product_name: 'Shakshuka',
      variations: [],
      cart_uuid: 's',
    }
    // 32.00 + 1.60 + 2.00
    const body = demoOrder({
      line_items: [shakshuka],
      sub_total: '32.00',
      taxes: '3.60',
      total: '35.60',
    })
    const res = await call(api.url, '/en/api/order/', { body })
    expect(res.status).toBe(400)
    expect(res.body.field).toBe('line_items.0.product')
    const morning = await startApi({ now: () => new Date('2026-11-23T04:00:00Z') })
    try {
      expect((await call(morning.url, '/en/api/order/', { body })).status).toBe(201)
    } finally {
      await morning.dispose()
    }
  })

  it('a product whose category is inside a disable_order slot is refused: listed, not orderable (menu-browsing §3 Category hours entry; README reading)', async () => {
    const res = await call(api.url, '/en/api/menu/demo/')
    const menu = res.body as MenuData
    const allDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      from_hour: '00:00:00',
      to_hour: '00:00:00',
      disable_order: true,
    }))
    const paused = {
      ...menu,
      categories: menu.categories.map((c) => (c.id === 103 ? { ...c, category_hours: allDay } : c)),
    }
    const ctx = {
      now: () => new Date('2026-11-23T10:00:00Z'),
      hours: createHours(await loadTemporal()),
    }
    const items = [BURGERS as unknown as OrderLineItem]
    expect(checkHours(ctx as unknown as AppContext, paused, items)).toMatchObject({
      status: 400,
      body: { field: 'line_items.0.product' },
    })
    expect(checkHours(ctx as unknown as AppContext, menu, items)).toBeNull()
    // A disabled category (enable: false) is shown nowhere: its products are refused too.
    const disabled = {
      ...menu,
      categories: menu.categories.map((c) => (c.id === 103 ? { ...c, enable: false } : c)),
    }
    expect(checkHours(ctx as unknown as AppContext, disabled, items)).toMatchObject({
      status: 400,
      body: { field: 'line_items.0.product', message: 'Classic Beef Burger is not available' },
    })
  })

  it("a line after earlier ones took the whole stock is 'Out of Stock', as the diner's page says", async () => {
    const first = { ...BURGERS, quantity: 8, cart_uuid: 'b1' }
    const second = { ...BURGERS, quantity: 1, cart_uuid: 'b2' }
    const res = await call(api.url, '/en/api/order/', {
      body: demoOrder({ line_items: [first, second] }),
    })
    expect(res.body).toMatchObject({ field: 'line_items.1.product', message: 'Out of Stock' })
  })

  it('a delivery date-time in the past is refused', async () => {
    const res = await call(api.url, '/en/api/order/', {
      body: demoOrder({ delivery_datetime: '2026-11-23T09:00:00Z' }),
    })
    expect(res.body.field).toBe('delivery_datetime')
    const later = await call(api.url, '/en/api/order/', {
      body: demoOrder({ delivery_datetime: '2026-11-23T12:00:00Z' }),
    })
    expect(later.status).toBe(201)
  })

  it('a drive-thru order needs a car number of 3 characters or more (spec §5 Car number)', async () => {
    const none = await call(api.url, '/en/api/order/', {
      body: demoOrder({ order_type: 'drive_thru' }),
    })
    expect(none.body.field).toBe('additional_data.car_number')
    const ok = await call(api.url, '/en/api/order/', {
      body: demoOrder({ order_type: 'drive_thru', additional_data: { car_number: 'A 12345' } }),
    })
    expect(ok.status).toBe(201)
    expect(ok.body.additional_data.car_number).toBe('A 12345')
  })

  it('the closed venue refuses orders whatever the time', async () => {
    const body = {
      ...demoOrder(),
      menu: 3,
      line_items: [{ ...CHAI, product: 3001, variations: [] }],
    }
    const res = await call(api.url, '/en/api/order/', { body })
    expect(res.status).toBe(422)
    expect(res.body.code).toBe('closed')
  })

  it('the raw fast path and the Hono route answer alike, with CORS for any origin', async () => {
    const fast = await fetch(`${api.url}/en/api/order/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://app.test' },
      body: JSON.stringify(demoOrder()),
    })
    expect(fast.status).toBe(201)
    expect(fast.headers.get('access-control-allow-origin')).toBe('*')
    // A query string leaves the fast path; the Hono route gives the same answer.
    const routed = await call(api.url, '/en/api/order/?source=qr', { body: demoOrder() })
    expect(routed.status).toBe(201)
    expect(routed.body.total).toBe('120.650')
    const huge = await call(api.url, '/en/api/order/', { body: `{"x":"${'a'.repeat(1_100_000)}"}` })
    expect(huge.status).toBe(413)
  })

  it('serves a PDF receipt for an order', async () => {
    const created = await call(api.url, '/en/api/order/', { body: demoOrder() })
    const res = await fetch(`${api.url}/en/orders/${created.body.uuid}/print/order.pdf`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
  })
})

describe('tables: active order, merge, common POS order (CONTRACT existing_order)', () => {
  const table = (n: number, extra: Record<string, unknown> = {}) =>
    demoOrder({
      order_type: 'dine_in',
      origin_type: 'Table',
      origin_label: `Table# ${n}`,
      ...extra,
    })

  it('a second order on a table with an open order is 409 existing_order; PATCH merges the cart', async () => {
    const first = await call(api.url, '/en/api/order/', { body: table(21) })
    expect(first.status).toBe(201)
    const second = await call(api.url, '/en/api/order/', {
      body: table(21, { line_items: [CHAI], sub_total: '17.00', taxes: '2.85', total: '19.85' }),
    })
    expect(second.status).toBe(409)
    expect(second.body.code).toBe('existing_order')
    expect(second.body.existing_order.uuid).toBe(first.body.uuid)
    expect(second.body.existing_order.line_items).toHaveLength(2)
    const extraChai = { ...CHAI, cart_uuid: 'line-chai-2' }
    const merged = await call(api.url, `/en/api/order/${first.body.uuid}/`, {
      method: 'PATCH',
      body: { line_items: [extraChai] },
    })
    expect(merged.status).toBe(200)
    // 113.00 + 17.00 = 130.00; VAT 6.50; service 2.00 → 138.50
    expect(merged.body.sub_total).toBe('130.000')
    expect(merged.body.total).toBe('138.500')
    expect(merged.body.line_items).toHaveLength(3)
  })

  it('a table section minimum applies to dine-in (terrace tables 1-10: 50.00)', async () => {
    const res = await call(api.url, '/en/api/order/', {
      body: table(4, { line_items: [CHAI], sub_total: '17.00', taxes: '2.85', total: '19.85' }),
    })
    expect(res.status).toBe(422)
    expect(res.body.minimum_order_amount).toBe('50.000')
  })

  it('a common POS order on the table refuses new orders and shows in active-order', async () => {
    const open = await call(api.url, '/console/api/tables/demo/33/common-order', {
      body: { open: true },
    })
    expect(open.status).toBe(200)
    const res = await call(api.url, '/en/api/order/', { body: table(33) })
    expect(res.status).toBe(409)
    expect(res.body.code).toBe('common_order')
    const active = await call(api.url, '/iiko/active-order/33/1/')
    expect(active.body).toMatchObject({ order_id: null, common_order: true })
    await call(api.url, '/console/api/tables/demo/33/common-order', { body: { open: false } })
    const created = await call(api.url, '/en/api/order/', { body: table(33) })
    expect(created.status).toBe(201)
    // Merging into the table's order is refused too while a common order is open.
    await call(api.url, '/console/api/tables/demo/33/common-order', { body: { open: true } })
    const merge = await call(api.url, `/en/api/order/${created.body.uuid}/`, {
      method: 'PATCH',
      body: { line_items: [{ ...CHAI, cart_uuid: 'extra' }] },
    })
    expect(merge.status).toBe(409)
    expect(merge.body.code).toBe('common_order')
    await call(api.url, '/console/api/tables/demo/33/common-order', { body: { open: false } })
  })

  it('console moves an order through statuses and deletes a line, repricing it', async () => {
    const created = await call(api.url, '/en/api/order/', { body: demoOrder() })
    const uuid = created.body.uuid
    const accepted = await call(api.url, `/console/api/orders/${uuid}/status`, {
      body: { status: 'accepted' },
    })
    expect(accepted.body.status).toBe('accepted')
    const deleted = await call(api.url, `/console/api/orders/${uuid}/lines/line-chai/delete`, {
      method: 'POST',
    })
    expect(deleted.body.line_items[1].status).toBe('Deleted')
    // 96.00 + 4.80 + 2.00
    expect(deleted.body.total).toBe('102.800')
    const bad = await call(api.url, `/console/api/orders/${uuid}/status`, {
      body: { status: 'eaten' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.field).toBe('status')
    expect(
      (await call(api.url, '/console/api/orders/nope/status', { body: { status: 'accepted' } }))
        .status,
    ).toBe(404)
  })

  it('the console lists table links: t/{sqids(n)}, a/{hex}, r/{room}', async () => {
    const html = await (await fetch(`${api.url}/console?license=demo`)).text()
    expect(html).toContain('/demo/t/vE')
    expect(html).toContain('/demo/a/3132')
  })

  it('the console page escapes what it prints', async () => {
    await call(api.url, '/en/api/order/', {
      body: demoOrder({
        customer_name: '<img src=x onerror=alert(1)>',
        order_comments: '<b>no onions</b>',
      }),
    })
    const res = await fetch(`${api.url}/console?license=demo`)
    const html = await res.text()
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('&lt;b&gt;no onions&lt;/b&gt;')
  })
})

describe('delivery_datetime (spec: ordering-payment §5 Date/time: valid date, earliest selectable is now)', () => {
  // The clock is Monday 23 Nov 2026 10:00 UTC = 14:00 in Dubai (demo: Asia/Dubai, enable_delivery_datetime).
  const post = (delivery_datetime: string | null, order_type = 'takeaway') =>
    call(api.url, '/en/api/order/', { body: demoOrder({ delivery_datetime, order_type }) })

  it('accepts a wall time from now on in the venue zone, or none (as soon as possible)', async () => {
    expect((await post('2026-11-23T14:30')).status).toBe(201)
    expect((await post('2026-11-23T14:00')).status).toBe(201)
    expect((await post(null)).status).toBe(201)
    // An instant with an offset is read in the venue zone: 10:30Z is 14:30 in Dubai.
    expect((await post('2026-11-23T10:30:00Z')).status).toBe(201)
  })

  it('refuses a time before now in the venue zone with 400 naming delivery_datetime', async () => {
    // 12:00 in Dubai is 08:00 UTC, two hours ago; read in UTC (the machine's zone here) it would pass.
    const past = await post('2026-11-23T12:00')
    expect(past.status).toBe(400)
    expect(past.body).toEqual({
      code: 'invalid_body',
      field: 'delivery_datetime',
      message: 'Please choose a date and time from now on',
    })
    expect((await post('2026-11-23T13:59')).body.field).toBe('delivery_datetime')
    // 09:59Z is 13:59 in Dubai.
    expect((await post('2026-11-23T09:59:00Z')).status).toBe(400)
  })

  it('refuses a date-time that does not exist or does not parse', async () => {
    for (const value of ['2027-02-29T10:00', 'tomorrow', '2026-11-23T25:00']) {
      const res = await post(value)
      expect(res.status).toBe(400)
      expect(res.body).toEqual({
        code: 'invalid_body',
        field: 'delivery_datetime',
        message: 'Please choose a valid date and time',
      })
    }
  })
})
