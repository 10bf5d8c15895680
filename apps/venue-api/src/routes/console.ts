import { roundHalfUp } from '@carte/pricing'
import type { Context, Hono } from 'hono'
import * as v from 'valibot'
import type { AppContext } from '../context'
import { readBody } from '../http/body'
import { fail, notFound } from '../http/errors'
import { escapeXml as esc } from '../media/svg'
import { repriceOrder } from '../orders/reprice'
import { ORDER_STATUSES, type OrderRow } from '../orders/store'
import { tableLinks } from '../tables'

type Result = { ok: true } | { ok: false; status: 400 | 404 | 409; body: Record<string, unknown> }

const statusSchema = v.object({
  status: v.picklist(ORDER_STATUSES, `Expected one of ${ORDER_STATUSES.join(', ')}`),
})
const commonSchema = v.object({ open: v.boolean('Expected true or false') })

/**
 * The staff console: an HTML page listing orders per venue with buttons, and the same actions as
 * JSON for tests. Every change emits 'order-update' to the order's room.
 * spec: issue "staff console"; ordering-payment §4 Order status values, line status 'Deleted'
 * @param app - The Hono app.
 * @param ctx - Shared state.
 */
export function consoleRoutes(app: Hono, ctx: AppContext): void {
  const { orders, venues } = ctx

  const setStatus = (uuid: string, status: string): Result => {
    const row = orders.find(uuid)
    if (row === undefined)
      return {
        ok: false,
        status: 404,
        body: { code: 'not_found', field: 'uuid', message: 'Unknown order' },
      }
    orders.setStatus(row.uuid, status)
    ctx.realtime?.orderUpdate(row.uuid, status)
    return { ok: true }
  }
  const deleteLine = (uuid: string, cartUuid: string): Result => {
    const row = orders.find(uuid)
    if (row === undefined)
      return {
        ok: false,
        status: 404,
        body: { code: 'not_found', field: 'uuid', message: 'Unknown order' },
      }
    const seed = venues.byLicense(row.license)
    if (seed === undefined)
      return {
        ok: false,
        status: 404,
        body: { code: 'not_found', field: 'license', message: 'Unknown licence' },
      }
    const changed = ctx.db.transaction(() => {
      if (!orders.deleteLine(row.uuid, cartUuid)) return false
      repriceOrder(ctx, seed, row)
      return true
    })()
    if (!changed)
      return {
        ok: false,
        status: 404,
        body: { code: 'not_found', field: 'cart_uuid', message: 'Unknown line' },
      }
    ctx.realtime?.orderUpdate(row.uuid, row.status)
    return { ok: true }
  }
  const setCommon = (license: string, tableRaw: string, open: boolean): Result => {
    const seed = venues.byLicense(license)
    if (seed === undefined)
      return {
        ok: false,
        status: 404,
        body: { code: 'not_found', field: 'license', message: 'Unknown licence' },
      }
    if (!/^\d{1,6}$/.test(tableRaw)) {
      return {
        ok: false,
        status: 400,
        body: { code: 'invalid_body', field: 'table', message: 'Expected a table number' },
      }
    }
    const table = Number(tableRaw)
    orders.setCommonOrder(seed.license, table, open)
    const active = orders.openOnTable(seed.license, table)
    if (active !== undefined) ctx.realtime?.orderUpdate(active.uuid, active.status)
    return { ok: true }
  }
  const json = (c: Context, r: Result, after: () => unknown) =>
    r.ok ? c.json(after()) : fail(c, r.status, r.body as { code: string })

  app.get('/console/api/orders', (c) => {
    const license = c.req.query('license') ?? ''
    if (venues.byLicense(license) === undefined) return notFound(c, 'Unknown licence', 'license')
    return c.json({ results: orders.list(license).map((r) => orders.read(r)) })
  })
  app.get('/console/api/submissions', (c) => {
    const license = c.req.query('license') ?? ''
    if (venues.byLicense(license) === undefined) return notFound(c, 'Unknown licence', 'license')
    const rows = ctx.db
      .prepare<
        [string],
        {
          id: number
          feedback_id: number
          submission_json: string
          origin_label: string | null
          origin_type: string | null
          created: string
        }
      >(
        'SELECT id, feedback_id, submission_json, origin_label, origin_type, created FROM submissions WHERE license = ? ORDER BY id DESC',
      )
      .all(license)
    return c.json({
      results: rows.map((r) => ({
        ...r,
        submission: JSON.parse(r.submission_json) as unknown,
        submission_json: undefined,
      })),
    })
  })
  app.post('/console/api/orders/:uuid/status', async (c) => {
    const body = await readBody(c, statusSchema)
    if (!body.ok) return body.response
    const uuid = c.req.param('uuid')
    return json(c, setStatus(uuid, body.value.status), () => readOrder(uuid))
  })
  app.post('/console/api/orders/:uuid/lines/:cartUuid/delete', (c) => {
    const uuid = c.req.param('uuid')
    return json(c, deleteLine(uuid, c.req.param('cartUuid')), () => readOrder(uuid))
  })
  app.post('/console/api/tables/:license/:table/common-order', async (c) => {
    const body = await readBody(c, commonSchema)
    if (!body.ok) return body.response
    const { license, table } = c.req.param()
    return json(c, setCommon(license, table, body.value.open), () => ({
      license,
      table: Number(table),
      common_order: body.value.open,
    }))
  })
  const readOrder = (uuid: string) => {
    const row = orders.find(uuid)
    return row === undefined ? null : orders.read(row)
  }

  // HTML forms post here and come back to the page.
  app.post('/console/orders/:uuid/status', async (c) => {
    const form = await c.req.parseBody()
    const status = typeof form.status === 'string' ? form.status : ''
    const r = ORDER_STATUSES.includes(status)
      ? setStatus(c.req.param('uuid'), status)
      : ({ ok: false, status: 400, body: { code: 'invalid_body', field: 'status' } } as const)
    return back(c, form.license, r)
  })
  app.post('/console/orders/:uuid/lines/:cartUuid/delete', async (c) => {
    const form = await c.req.parseBody()
    return back(c, form.license, deleteLine(c.req.param('uuid'), c.req.param('cartUuid')))
  })
  app.post('/console/tables/common-order', async (c) => {
    const form = await c.req.parseBody()
    const license = typeof form.license === 'string' ? form.license : ''
    const table = typeof form.table === 'string' ? form.table : ''
    return back(c, license, setCommon(license, table, form.open === 'true'))
  })
  const back = (c: Context, license: unknown, r: Result) => {
    const l = typeof license === 'string' ? license : 'demo'
    const note = r.ok ? '' : `&error=${encodeURIComponent(String(r.body.message ?? r.body.code))}`
    return c.redirect(`/console?license=${encodeURIComponent(l)}${note}`, 303)
  }

  app.get('/console', (c) => {
    const license = c.req.query('license') ?? 'demo'
    const seed = venues.byLicense(license)
    if (seed === undefined) return notFound(c, 'Unknown licence')
    const error = c.req.query('error')
    const rows = orders.list(seed.license, 100)
    const common = ctx.db
      .prepare<[string], { table_number: number }>(
        'SELECT table_number FROM common_orders WHERE license = ? AND open = 1 ORDER BY table_number',
      )
      .all(seed.license)
      .map((r) => `table ${r.table_number}`)
    const commonNote = `<p>Open common POS orders: ${common.length === 0 ? 'none' : esc(common.join(', '))}</p>`
    const tables = [1, 2, 3, 12, 21]
      .map((n) => {
        const l = tableLinks(ctx.appOrigin, seed.license, n)
        return `<li>Table ${n}: <a href="${esc(l.t)}">${esc(l.t)}</a> · <a href="${esc(l.a)}">a/</a> · <a href="${esc(l.r)}">room ${n}</a></li>`
      })
      .join('')
    return c.html(
      page(
        seed.license,
        rows
          .map((r) =>
            orderCard(
              r,
              orders.read(r),
              seed.license,
              venues.menu(seed, seed.defaultLanguage).price_decimal_places,
            ),
          )
          .join(''),
        `${commonNote}<details><summary>Table links (QR codes point here)</summary><ul>${tables}</ul></details>`,
        error,
        venues.seeds.map((s) => s.license),
      ),
    )
  })
}

function orderCard(
  row: OrderRow,
  order: Record<string, unknown>,
  license: string,
  decimals: number,
): string {
  // Amounts are kept at 3 decimals; staff read them at the menu's own decimals.
  const money = (x: unknown) => esc(roundHalfUp(String(x), decimals))
  const lines = (order.line_items as Record<string, unknown>[]).map((l) => {
    const deleted = l.status === 'Deleted'
    const del = deleted
      ? ''
      : `<form method="post" action="/console/orders/${esc(row.uuid)}/lines/${encodeURIComponent(String(l.cart_uuid))}/delete"><input type="hidden" name="license" value="${esc(license)}"><button class="small">Delete</button></form>`
    return `<tr class="${deleted ? 'deleted' : ''}"><td>${esc(String(l.quantity))}</td><td>${esc(String(l.product_name))}${l.product_variation ? `<br><small>${esc(String(l.product_variation))}</small>` : ''}</td><td>${money(l.product_price)}</td><td>${del}</td></tr>`
  })
  const buttons = ['accepted', 'preparing', 'fulfilled', 'rejected', 'canceled']
    .map(
      (s) =>
        `<form method="post" action="/console/orders/${esc(row.uuid)}/status"><input type="hidden" name="license" value="${esc(license)}"><input type="hidden" name="status" value="${s}"><button class="${s}" ${row.status === s ? 'disabled' : ''}>${s}</button></form>`,
    )
    .join('')
  const car = (order.additional_data as { car_number?: string | null }).car_number
  const where =
    row.table_number !== null
      ? `${esc(row.order_type)} · table ${row.table_number}`
      : typeof car === 'string' && car !== ''
        ? `${esc(row.order_type)} · car ${esc(car)}`
        : esc(row.order_type)
  // What staff need to hand the order over: contact, address, time wanted, comments, payment type.
  const payload = JSON.parse(row.payload_json) as { delivery_datetime?: string | null }
  const details = [
    row.phone ? `☎ ${esc(row.phone)}` : '',
    row.address ? `📍 ${esc(row.address)}` : '',
    payload.delivery_datetime ? `🕒 ${esc(payload.delivery_datetime)}` : '',
    row.order_comments ? `“${esc(row.order_comments)}”` : '',
    `pay: ${esc(row.payment_type)}`,
  ]
    .filter((d) => d !== '')
    .join(' · ')
  return `<article class="order status-${esc(row.status)}" data-uuid="${esc(row.uuid)}"><header><strong>#${esc(String(order.padded_order_id))}</strong> <span class="badge">${esc(row.status)}</span> <span>${where}</span> <span>${esc(row.customer_name)}</span> <time>${esc(row.created)}</time></header><p class="details">${details}</p><table>${lines.join('')}</table><p>Total ${esc(row.currency)} ${money(row.total)} · paid ${esc(String((order.payments as unknown[]).length))} payment(s) · balance due ${money(order.balance_due)}</p><div class="actions">${buttons}</div></article>`
}

function page(
  license: string,
  body: string,
  links: string,
  error: string | undefined,
  licenses: readonly string[],
): string {
  const tabs = licenses
    .map(
      (l) =>
        `<a href="/console?license=${encodeURIComponent(l)}" class="${l === license ? 'on' : ''}">${esc(l)}</a>`,
    )
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta http-equiv="refresh" content="15"><title>Console · ${esc(license)} · venue-api</title><style>
body{font-family:system-ui,sans-serif;margin:0;background:#f6f4ef;color:#1f1a14}nav{display:flex;gap:.5rem;padding:.8rem;background:#1f1a14}nav a{color:#fff;text-decoration:none;padding:.3rem .7rem;border-radius:.4rem}nav a.on{background:#8a2c1b}main{padding:1rem;max-width:60rem;margin:auto}.order{background:#fff;border-radius:.6rem;padding:.8rem 1rem;margin:.8rem 0;box-shadow:0 1px 3px #0002}header{display:flex;gap:.8rem;flex-wrap:wrap;align-items:center}.badge{background:#eee;border-radius:1rem;padding:.1rem .6rem}.status-pending .badge{background:#ffe0b2}.status-accepted .badge,.status-preparing .badge{background:#c8e6c9}.status-rejected .badge,.status-canceled .badge{background:#ffcdd2}table{width:100%;border-collapse:collapse;margin:.5rem 0}td{padding:.2rem .4rem;border-bottom:1px solid #eee}tr.deleted td{text-decoration:line-through;color:#999}.actions{display:flex;gap:.3rem;flex-wrap:wrap}form{display:inline}button{padding:.35rem .7rem;border-radius:.4rem;border:1px solid #ccc;background:#fff;cursor:pointer}button.small{font-size:.8rem}.error{background:#ffcdd2;padding:.6rem;border-radius:.4rem}.details{color:#555;font-size:.9rem;margin:.3rem 0}
</style></head><body><nav>${tabs}</nav><main><h1>Orders · ${esc(license)}</h1>${error === undefined ? '' : `<p class="error">${esc(error)}</p>`}<section><h2>Common POS order</h2><form method="post" action="/console/tables/common-order"><input type="hidden" name="license" value="${esc(license)}"><label>Table <input name="table" inputmode="numeric" size="4" required></label> <button name="open" value="true">Open</button> <button name="open" value="false">Close</button></form></section>${links}${body === '' ? '<p>No orders yet.</p>' : body}</main></body></html>`
}
