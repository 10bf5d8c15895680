import { createHash } from 'node:crypto'
import { orderCreateBodySchema, orderPatchBodySchema } from '@carte/api-client'
import type { Hono } from 'hono'
import type { AppContext } from '../context'
import { parseBody, readBody } from '../http/body'
import { notFound } from '../http/errors'
import { type Answer, checkHours, createOrder, priceLines, storedLines } from '../orders/create'
import { receiptPdf } from '../orders/receipt'
import { repriceOrder } from '../orders/reprice'
import { CLOSED_STATUSES } from '../orders/store'

const LANG = ':lang{[a-z]{2}(?:-[a-z]+)?}'
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000

/**
 * Orders: create (idempotent), merge lines, read, receipt.
 * spec: ordering-payment §7 order calls; CONTRACT idempotency, existing_order, totals_mismatch
 * @param app - The Hono app.
 * @param ctx - Shared state.
 */
export function orderRoutes(app: Hono, ctx: AppContext): void {
  const inFlight = new Set<string>()
  const getKey = ctx.db.prepare<
    [string],
    { body_hash: string; status: number; response: string; created_ms: number }
  >('SELECT body_hash, status, response, created_ms FROM idempotency WHERE key = ?')
  const putKey = ctx.db.prepare(
    'INSERT OR REPLACE INTO idempotency (key, body_hash, status, response, created_ms) VALUES (?, ?, ?, ?, ?)',
  )

  app.post(`/${LANG}/api/order/`, async (c) => {
    const key = c.req.header('Idempotency-Key')
    if (key !== undefined && (key.length === 0 || key.length > 200)) {
      return c.json(
        { code: 'invalid_body', field: 'Idempotency-Key', message: 'Expected 1 to 200 characters' },
        400,
      )
    }
    let raw: string
    try {
      raw = await c.req.text()
    } catch {
      return c.json({ code: 'invalid_body', field: 'body', message: 'Body could not be read' }, 400)
    }
    const hash = createHash('sha256').update(raw).digest('hex')
    if (key !== undefined) {
      const stored = getKey.get(key)
      const fresh =
        stored !== undefined && ctx.now().getTime() - stored.created_ms < IDEMPOTENCY_TTL_MS
      if (fresh) {
        if (stored.body_hash !== hash) {
          return c.json(
            {
              code: 'idempotency_key_reused',
              message: 'This Idempotency-Key was used with another body',
            },
            422,
          )
        }
        return c.body(stored.response, stored.status as 201, {
          'content-type': 'application/json',
          'idempotent-replayed': 'true',
        })
      }
      if (inFlight.has(key)) {
        return c.json(
          {
            code: 'idempotency_in_flight',
            message: 'The first request with this key is still running',
          },
          409,
        )
      }
      inFlight.add(key)
    }
    try {
      const lang = c.req.param('lang')
      const body = parseBody(raw, orderCreateBodySchema)
      let text: string | null = null
      // Only a created order is replayed; a refusal may be retried with the same key once fixed.
      const remember = (done: Answer) => {
        text = JSON.stringify(done.body)
        if (key !== undefined) putKey.run(key, hash, done.status, text, ctx.now().getTime())
      }
      const result: Answer = body.ok
        ? await createOrder(ctx, body.value, lang, remember)
        : { status: 400, body: body.error }
      return c.body(text ?? JSON.stringify(result.body), result.status as 201, {
        'content-type': 'application/json',
      })
    } finally {
      if (key !== undefined) inFlight.delete(key)
    }
  })

  app.patch(`/${LANG}/api/order/:uuid/`, async (c) => {
    const body = await readBody(c, orderPatchBodySchema)
    if (!body.ok) return body.response
    const row = ctx.orders.find(c.req.param('uuid'))
    if (row === undefined) return notFound(c, 'Unknown order', 'uuid')
    if (CLOSED_STATUSES.includes(row.status)) {
      return c.json({ code: 'order_closed', message: `The order is ${row.status}` }, 409)
    }
    const seed = ctx.venues.byLicense(row.license)
    if (seed === undefined) return notFound(c, 'Unknown licence')
    const menu = ctx.venues.menu(seed, row.lang)
    const existing = new Set(ctx.orders.lines(row.uuid).map((l) => l.item.cart_uuid))
    // A known cart_uuid sent with status 'Deleted' removes that line; unknown ones are added.
    const removed = body.value.line_items.filter(
      (l) => existing.has(l.cart_uuid) && l.status === 'Deleted',
    )
    const fresh = (l: { cart_uuid: string }) => !existing.has(l.cart_uuid)
    const priced = priceLines(menu, body.value.line_items, fresh)
    if (!Array.isArray(priced)) return c.json(priced.body, 400)
    const unavailable = checkHours(ctx, menu, body.value.line_items, fresh)
    if (unavailable !== null) return c.json(unavailable.body, 400)
    ctx.db.transaction(() => {
      for (const line of removed) ctx.orders.deleteLine(row.uuid, line.cart_uuid)
      ctx.orders.appendLines(row.uuid, storedLines(priced))
      repriceOrder(ctx, seed, row)
    })()
    const updated = ctx.orders.find(row.uuid)
    if (updated === undefined) return notFound(c, 'Unknown order')
    ctx.realtime?.orderUpdate(updated.uuid, updated.status)
    return c.json(ctx.orders.read(updated))
  })

  app.get(`/${LANG}/api/order/:id/`, (c) => {
    const row = ctx.orders.find(c.req.param('id'))
    if (row === undefined) return notFound(c, 'Unknown order', 'id')
    return c.json(ctx.orders.read(row))
  })

  app.get(`/${LANG}/orders/:uuid/print/order.pdf`, (c) => {
    const row = ctx.orders.find(c.req.param('uuid'))
    if (row === undefined) return notFound(c, 'Unknown order')
    const seed = ctx.venues.byLicense(row.license)
    const name = seed === undefined ? row.license : ctx.venues.menu(seed, 'en').name
    const pdf = receiptPdf(name, ctx.orders.read(row))
    return new Response(new Uint8Array(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="order-${row.id}.pdf"`,
      },
    })
  })
}
