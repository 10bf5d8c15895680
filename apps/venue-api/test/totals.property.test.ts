import { couponSchema, type MenuData, menuSchema } from '@carte/api-client'
import { createHours, type Hours, loadTemporal } from '@carte/hours'
import {
  type CartLine,
  type Coupon,
  calculateCartTotals,
  createCartLine,
  sumAmounts,
} from '@carte/pricing'
import fc from 'fast-check'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, NOW, startApi, type TestApi } from './helpers'

let api: TestApi
let menu: MenuData
let hours: Hours
const coupons: Coupon[] = []
beforeAll(async () => {
  api = await startApi()
  hours = createHours(await loadTemporal())
  menu = v.parse(menuSchema, (await call(api.url, '/en/api/menu/demo/')).body)
  for (const code of ['WELCOME10', 'FLAT5', 'BURGER20', 'CHAI3', 'HELLO5']) {
    coupons.push(v.parse(couponSchema, (await call(api.url, `/en/api/coupon/1/${code}/`)).body))
  }
})
afterAll(async () => {
  await api.dispose()
})

/** A diner's random but valid choice: product, quantity, variation picks, combo picks, coupon. */
const choice = fc.record({
  picks: fc.array(
    fc.record({
      product: fc.nat(),
      qty: fc.integer({ min: 1, max: 3 }),
      seed: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
    }),
    { minLength: 1, maxLength: 4 },
  ),
  coupon: fc.integer({ min: -1, max: 4 }),
})

function comboProductVariations(
  product: MenuData['products'][number]['combo_groups'][number]['products'][number],
  n: number,
) {
  const groups = new Map<number, { id: number; price: string; math: '+' | '-' }[]>()
  for (const e of product.product_variations) {
    const list = groups.get(e.variation) ?? []
    list.push({ id: e.variation_value, price: e.price, math: e.math })
    groups.set(e.variation, list)
  }
  return [...groups].map(([id, values]) => {
    const def = menu.variations.find((g) => g.id === id)
    const pickIt = def?.required === true || n % 2 === 1
    return {
      id,
      name: String(id),
      values: values.map((x, j) => ({ ...x, selected: pickIt && j === n % values.length })),
    }
  })
}

function buildLines(picks: readonly { product: number; qty: number; seed: readonly number[] }[]) {
  // Only what the diner can order at NOW: in stock, not a link, inside product and category hours.
  const orderable = menu.products.filter(
    (p) =>
      !p.out_of_stock &&
      p.external_link === null &&
      hours.isShownAt(p.product_hours, menu.timezone, NOW) &&
      hours.isShownAt(
        menu.categories.find((c) => c.id === p.category)?.category_hours,
        menu.timezone,
        NOW,
      ),
  )
  return picks.map((pick, i) => {
    const product = orderable[pick.product % orderable.length]
    if (product === undefined) throw new Error('no product')
    const groups = new Map<number, { id: number; price: string; math: '+' | '-' }[]>()
    for (const e of product.product_variations) {
      const list = groups.get(e.variation) ?? []
      list.push({ id: e.variation_value, price: e.price, math: e.math })
      groups.set(e.variation, list)
    }
    const selected = new Set<number>()
    let k = 0
    for (const [groupId, values] of groups) {
      const def = menu.variations.find((g) => g.id === groupId)
      const n = pick.seed[k++ % pick.seed.length] ?? 0
      if (def?.multiple === true) {
        const max = Math.min(def.max_choices_allowed ?? values.length, values.length)
        values.forEach((val, j) => {
          if (
            ((n >> j) & 1) === 1 &&
            [...selected].filter((s) => values.some((x) => x.id === s)).length < max
          )
            selected.add(val.id)
        })
      } else if (def?.required === true || n % 3 !== 0) {
        selected.add(values[n % values.length]?.id ?? 0)
      }
    }
    const combos = product.enable_combo
      ? product.combo_groups.map((g, gi) => {
          const inStock = g.products.filter((p) => !p.out_of_stock)
          const chosen = inStock[(pick.seed[gi] ?? 0) % inStock.length]
          return {
            id: g.id,
            name: g.name,
            products: g.products.map((p) => ({
              id: p.id,
              name: p.name,
              selected: p.id === chosen?.id,
              increase_price_by: p.increase_price_by,
              // The chosen product's own variations: every required group answered, and an
              // optional value on odd seeds (spec: menu-browsing §3 Combo group, §4).
              product_variations:
                p.id === chosen?.id ? comboProductVariations(p, pick.seed[gi + 4] ?? 0) : [],
            })),
          }
        })
      : []
    const qty = Math.min(pick.qty, product.pos_available_qty ?? pick.qty)
    const variations = [...groups].map(([id, values]) => ({
      id,
      name: String(id),
      values: values.map((x) => ({ ...x, selected: selected.has(x.id) })),
    }))
    const cart: CartLine = createCartLine(
      {
        id: product.id,
        category: product.category ?? 0,
        name: product.name,
        price: product.price,
        discount: product.discount,
      },
      { uuid: `p-${i}`, qty, variations, combo_groups: combos },
    )
    const item = {
      product: product.id,
      product_name: product.name,
      variations: [...selected],
      combo_groups: combos,
      product_price: cart.price,
      quantity: qty,
      cart_uuid: `p-${i}`,
    }
    return { cart, item }
  })
}

describe('properties', () => {
  it('the server accepts exactly the totals @carte/pricing computes on the served menu, and refuses them off by 0.001', async () => {
    await fc.assert(
      fc.asyncProperty(choice, async ({ picks, coupon }) => {
        const lines = buildLines(picks)
        const applied = coupon >= 0 ? (coupons[coupon] ?? null) : null
        const totals = calculateCartTotals({
          cart: lines.map((l) => l.cart),
          settings: {
            taxes: menu.taxes,
            cart_subtotal_include_tax: menu.cart_subtotal_include_tax,
          },
          orderType: 'takeaway',
          coupon: applied,
        })
        const body = {
          menu: 1,
          customer_name: 'Property',
          order_type: 'takeaway',
          payment_type: 'cash',
          coupon: applied?.id ?? null,
          sub_total: totals.subtotal,
          discount: totals.discount,
          taxes: totals.taxTotal,
          delivery_fees: totals.deliveryFee,
          total: totals.total,
          line_items: lines.map((l) => l.item),
        }
        const ok = await call(api.url, '/en/api/order/', { body })
        expect(ok.status).toBe(201)
        expect(ok.body.total).toBe(totals.total)
        const off = await call(api.url, '/en/api/order/', {
          body: { ...body, total: sumAmounts([totals.total, '0.001']) },
        })
        expect(off.status).toBe(422)
        expect(off.body).toMatchObject({
          code: 'totals_mismatch',
          field: 'total',
          server: totals.total,
        })
      }),
      { numRuns: 150 },
    )
  })
})
