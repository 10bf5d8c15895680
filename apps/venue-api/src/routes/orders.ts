import { orderPatchBodySchema } from '@carte/api-client'
import type { MoneyFormatSettings } from '@carte/pricing'
import type { Hono } from 'hono'
import type { AppContext } from '../context'
import { readBody } from '../http/body'
import { notFound } from '../http/errors'
import { checkHours, priceLines, storedLines } from '../orders/create'
import type { OrderPoster } from '../orders/post'
import { receiptPdf } from '../orders/receipt'
import { repriceOrder } from '../orders/reprice'
import { CLOSED_STATUSES } from '../orders/store'
import type { MenuData } from '../seed/types'

const LANG = ':lang{[a-z]{2}(?:-[a-z]+)?}'

/**
 * Orders: create (idempotent), merge lines, read, receipt.
 * spec: ordering-payment §7 order calls; CONTRACT idempotency, existing_order, totals_mismatch
 * @param app - The Hono app.
 * @param ctx - Shared state.
 * @param poster - Order creation with idempotency.
 */
export function orderRoutes(app: Hono, ctx: AppContext, poster: OrderPoster): void {
  app.post(`/${LANG}/api/order/`, async (c) => {
    let raw: string
    try {
      raw = await c.req.text()
    } catch {
      return c.json({ code: 'invalid_body', field: 'body', message: 'Body could not be read' }, 400)
    }
    const res = await poster.post(c.req.param('lang'), c.req.header('Idempotency-Key'), raw)
    return c.body(res.text, res.status as 201, {
      'content-type': 'application/json',
      ...res.headers,
    })
  })

  app.patch(`/${LANG}/api/order/:uuid/`, async (c) => {
    const body = await readBody(c, orderPatchBodySchema)
    if (!body.ok) return body.response
    const row = ctx.orders.find(c.req.param('uuid'))
    if (row === undefined) return notFound(c, 'Unknown order', 'uuid')
    if (CLOSED_STATUSES.includes(row.status)) {
      return c.json({ code: 'order_closed', message: `The order is ${row.status}` }, 409)
    }
    // spec: ordering-payment §5 "Add to open order ... disabled while a common POS order is active".
    if (row.table_number !== null && ctx.orders.commonOrder(row.license, row.table_number)) {
      return c.json(
        {
          code: 'common_order',
          message: 'Table is busy with POS order. Please proceed ordering with a waiter. Thanks',
        },
        409,
      )
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

  app.get(`/${LANG}/orders/:uuid/print/order.pdf`, async (c) => {
    const row = ctx.orders.find(c.req.param('uuid'))
    if (row === undefined) return notFound(c, 'Unknown order')
    const seed = ctx.venues.byLicense(row.license)
    if (seed === undefined) return notFound(c, 'Unknown licence')
    const lang = c.req.param('lang')
    const menu = ctx.venues.menu(seed, lang)
    const pdf = await receiptPdf({
      venueName: menu.name,
      order: ctx.orders.read(row),
      lang,
      timezone: menu.timezone,
      money: moneySettings(menu),
    })
    return new Response(new Uint8Array(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="order-${row.id}.pdf"`,
      },
    })
  })
}

/** The menu's money settings for formatPrice. */
function moneySettings(menu: MenuData): MoneyFormatSettings {
  const text = (v: unknown) => (typeof v === 'string' ? v : null)
  const display = menu.display_currency
  return {
    price_decimal_places: menu.price_decimal_places,
    currency: menu.currency,
    currency_symbol: text(menu.currency_symbol),
    display_currency: typeof display === 'boolean' || typeof display === 'string' ? display : null,
    enable_arabic_numerals: menu.enable_arabic_numerals === true,
  }
}
