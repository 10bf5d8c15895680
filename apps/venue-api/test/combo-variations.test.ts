import { buildOrderLineItem, menuSchema } from '@carte/api-client'
import {
  calculateCartTotals,
  cartComboGroups,
  comboGroups,
  createCartLine,
  lineUnitPrice,
} from '@carte/pricing'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoOrder } from './fixtures'
import { call, startApi, type TestApi } from './helpers'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(async () => {
  await api.dispose()
})

// spec: menu-browsing §3 Combo group "products (each with increase_price_by, out_of_stock and its
// own variations)"; ordering-payment §3 Cart item combo_groups products with product_variations.
describe("demo seed: a combo product with its own variations (Grill Box's Mixed Grill)", () => {
  it('serves Doneness (required) and Extras (at most 3) on the Mixed Grill of the Grill Box', async () => {
    const res = await call(api.url, '/en/api/menu/demo/')
    const menu = v.parse(menuSchema, res.body)
    const box = menu.products.find((p) => p.id === 1062)
    if (!box) throw new Error('Grill Box missing')
    const groups = comboGroups(box, () => undefined, { menu })
    const mixed = groups[0]?.products.find((p) => p.id === 1021)
    expect(
      mixed?.variationGroups?.map((g) => [g.name, g.required, g.multiple, g.maxChoicesAllowed]),
    ).toEqual([
      ['Doneness', true, false, null],
      ['Extras', false, true, 3],
    ])
  })

  it("accepts the line the client builds with @carte/pricing and prices the combo product's variations the same", async () => {
    const menu = v.parse(menuSchema, (await call(api.url, '/en/api/menu/demo/')).body)
    const box = menu.products.find((p) => p.id === 1062)
    if (!box || box.category === null) throw new Error('Grill Box missing')
    const line = createCartLine(
      { ...box, category: box.category },
      {
        uuid: 'grill',
        qty: 1,
        combo_groups: cartComboGroups(
          box,
          { '3': '1021', '4': '1081' },
          // Medium (42), Cheese (21, +3.00) and Avocado (23, +4.00)
          { menu, variations: { '3': { '4': ['42'], '2': ['21', '23'] } } },
        ),
      },
    )
    // 65.00 − 10 % = 58.50; + Mixed Grill 20.00 + Cheese 3.00 + Avocado 4.00 = 85.50
    expect(lineUnitPrice(line)).toBe('85.500')
    const totals = calculateCartTotals({
      cart: [line],
      settings: { taxes: menu.taxes, cart_subtotal_include_tax: menu.cart_subtotal_include_tax },
      orderType: 'takeaway',
    })
    // 85.50 + VAT 5 % (4.275) + service 2.00 = 91.775
    expect(totals.total).toBe('91.775')
    const item = buildOrderLineItem({ ...line, unit_price: lineUnitPrice(line) }, menu.currency)
    expect(item.product_variation).toBe(
      'Main: Mixed Grill (Doneness: Medium; Extras: Cheese, Avocado); Side: Fries',
    )
    const res = await call(api.url, '/en/api/order/', {
      body: demoOrder({
        line_items: [item],
        sub_total: totals.subtotal,
        taxes: totals.taxTotal,
        total: totals.total,
      }),
    })
    expect(res.status).toBe(201)
    expect(res.body.line_items[0].product_price).toBe('85.500')
    expect(res.body.total).toBe('91.775')
  })

  it('with only its free Doneness the same combo costs the base price: the server adds only what is selected', async () => {
    const menu = v.parse(menuSchema, (await call(api.url, '/en/api/menu/demo/')).body)
    const box = menu.products.find((p) => p.id === 1062)
    if (!box || box.category === null) throw new Error('Grill Box missing')
    const line = createCartLine(
      { ...box, category: box.category },
      {
        uuid: 'grill-plain',
        qty: 1,
        combo_groups: cartComboGroups(
          box,
          { '3': '1021', '4': '1081' },
          { menu, variations: { '3': { '4': ['41'] } } },
        ),
      },
    )
    expect(lineUnitPrice(line)).toBe('78.500')
    const item = buildOrderLineItem({ ...line, unit_price: lineUnitPrice(line) }, menu.currency)
    // 78.50 + 3.925 + 2.00 = 84.425
    const res = await call(api.url, '/en/api/order/', {
      body: demoOrder({ line_items: [item], sub_total: '78.50', taxes: '5.925', total: '84.425' }),
    })
    expect(res.status).toBe(201)
  })

  it('refuses a combo whose chosen product misses a required variation, naming the combo group', async () => {
    const menu = v.parse(menuSchema, (await call(api.url, '/en/api/menu/demo/')).body)
    const box = menu.products.find((p) => p.id === 1062)
    if (!box || box.category === null) throw new Error('Grill Box missing')
    const line = createCartLine(
      { ...box, category: box.category },
      {
        uuid: 'grill-raw',
        qty: 1,
        // Extras only: the Mixed Grill's Doneness is required (menu-browsing §4 Variation dialog).
        combo_groups: cartComboGroups(
          box,
          { '3': '1021', '4': '1081' },
          { menu, variations: { '3': { '2': ['21'] } } },
        ),
      },
    )
    const item = buildOrderLineItem({ ...line, unit_price: lineUnitPrice(line) }, menu.currency)
    const res = await call(api.url, '/en/api/order/', {
      body: demoOrder({ line_items: [item], sub_total: '81.50', taxes: '6.075', total: '87.575' }),
    })
    expect(res.status).toBe(400)
    expect(res.body.field).toBe('line_items.0.combo_groups.0')
    expect(res.body.message).toContain('is required')
  })
})
