import { PAYMENT_PROVIDERS, PAYMENT_STATUS_CALLS, type PaymentProvider } from '@carte/api-client'
import { roundHalfUp } from '@carte/pricing'
import type { Context, Hono } from 'hono'
import type * as v from 'valibot'
import type { AppContext } from '../context'
import { readBody } from '../http/body'
import { notFound } from '../http/errors'
import { escapeXml } from '../media/svg'
import { findSession, type PaymentSession, returnUrl } from '../payments/sessions'

/** The status path of each provider, with :reference where the path carries it. */
const STATUS_PATHS: Readonly<Record<PaymentProvider, string>> = {
  paylink: '/en/paylink/status/',
  ngenius: '/en/ngenius/status/',
  xpresspay: '/en/xpresspay/status/',
  skipcash: '/en/skipcash/status/',
  paytabs: '/en/paytabs/status/:reference/',
  thawani: '/en/thawani/status/',
  '2c2p': '/en/2c2p/status/:reference/',
  magnati: '/en/magnati/status/:reference/',
  amwalpay: '/en/amwal-pay/status/:reference/',
  paystack: '/en/paystack/status/:reference/',
  stripe: '/en/stripe/status/',
  noon: '/en/noon-payments/status/',
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeXml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f1a14}h1{font-size:1.3rem}.amount{font-size:2rem;font-weight:700;margin:1rem 0}button{font-size:1rem;padding:.8rem 1.4rem;margin:.3rem;border:0;border-radius:.5rem;cursor:pointer}.pay{background:#1b7f3b;color:#fff}.decline{background:#b3261e;color:#fff}.note{color:#666;font-size:.85rem}</style></head><body>${body}</body></html>`
}

/**
 * Payment-provider simulator pages and the twelve status calls.
 * spec: ordering-payment §7 payment status calls; architecture "query parameters are never proof"
 * @param app - The Hono app.
 * @param ctx - Shared state.
 */
export function paymentRoutes(app: Hono, ctx: AppContext): void {
  app.get('/pay/:provider/:session', (c) => {
    const s = findSession(ctx, c.req.param('session'))
    if (s === undefined || s.provider !== c.req.param('provider'))
      return notFound(c, 'Unknown payment session')
    const order = ctx.orders.find(s.order_uuid)
    const currency = order?.currency ?? ''
    const seed = order === undefined ? undefined : ctx.venues.byLicense(order.license)
    const decimals =
      seed === undefined ? 3 : ctx.venues.menu(seed, seed.defaultLanguage).price_decimal_places
    const base = `/pay/${encodeURIComponent(s.provider)}/${encodeURIComponent(s.session)}`
    const done = s.status !== 'PENDING'
    const html = page(
      `${s.provider} — Carte payment simulator`,
      `<h1>${escapeXml(s.provider)} payment simulator</h1>
<p>Order #${escapeXml(String(order?.id ?? '').padStart(6, '0'))} · ${escapeXml(s.kind)}</p>
<div class="amount">${escapeXml(currency)} ${escapeXml(roundHalfUp(s.amount, decimals))}</div>
${
  done
    ? `<p>This session is already <strong>${escapeXml(s.status)}</strong>.</p><p><a href="${escapeXml(returnUrl(ctx, s))}">Back to the menu</a></p>`
    : `<form method="post" action="${base}/pay" style="display:inline"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="${base}/decline" style="display:inline"><button class="decline" type="submit">Decline</button></form>`
}
<p class="note">No card is charged: this page stands in for ${escapeXml(s.provider)} in demos and tests.</p>`,
    )
    return c.html(html)
  })

  const settle = (paid: boolean) => (c: Context) => {
    const s = findSession(ctx, c.req.param('session') ?? '')
    if (s === undefined || s.provider !== c.req.param('provider'))
      return notFound(c, 'Unknown payment session')
    if (s.status === 'PENDING') settleSession(ctx, s, paid)
    return c.redirect(returnUrl(ctx, s), 303)
  }
  app.post('/pay/:provider/:session/pay', settle(true))
  app.post('/pay/:provider/:session/decline', settle(false))

  for (const provider of PAYMENT_PROVIDERS) {
    const call = PAYMENT_STATUS_CALLS[provider]
    app.post(STATUS_PATHS[provider], async (c) => {
      const body = await readBody(
        c,
        call.bodySchema as v.GenericSchema<unknown, Record<string, unknown>>,
      )
      if (!body.ok) return body.response
      const candidates = [c.req.param('reference'), ...Object.values(body.value ?? {})].filter(
        (x): x is string => typeof x === 'string' && x !== '',
      )
      const s = candidates.map((ref) => findSession(ctx, ref)).find((x) => x !== undefined)
      if (s === undefined) return notFound(c, 'Unknown payment reference', 'reference')
      const order = ctx.orders.find(s.order_uuid)
      return c.json({
        status: s.status,
        orderId: String(order?.id ?? '').padStart(6, '0'),
        orderUUID: s.order_uuid,
        provider,
      })
    })
  }
}

/**
 * Records what happened on the simulator page: PAID adds a card payment (and marks a split share
 * paid), FAILED leaves the order unpaid (a split share becomes AVAILABLE again).
 * @param ctx - Shared state.
 * @param s - The pending session.
 * @param paid - Pay (true) or Decline (false).
 */
export function settleSession(ctx: AppContext, s: PaymentSession, paid: boolean): void {
  const now = ctx.now().toISOString()
  ctx.db.transaction(() => {
    ctx.db
      .prepare('UPDATE payment_sessions SET status = ? WHERE session = ?')
      .run(paid ? 'PAID' : 'FAILED', s.session)
    if (paid) ctx.orders.addPayment(s.order_uuid, 'card', s.amount, now)
    if (s.split_uuid !== null) ctx.orders.setSplitStatus(s.split_uuid, paid ? 'PAID' : 'AVAILABLE')
  })()
  const order = ctx.orders.find(s.order_uuid)
  if (order !== undefined) ctx.realtime?.orderUpdate(order.uuid, order.status)
}
