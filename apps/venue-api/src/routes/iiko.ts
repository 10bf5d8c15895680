import { randomUUID } from 'node:crypto'
import {
  fullPaymentBodySchema,
  loyaltyPromotionsBodySchema,
  splitCreateBodySchema,
  splitPayBodySchema,
  tipsBodySchema,
  walletRedeemBodySchema,
} from '@carte/api-client'
import {
  canChangeTip,
  compareAmounts,
  isSplitValid,
  isWalletAmountValid,
  orderBalance,
  roundHalfUp,
  sumAmounts,
} from '@carte/pricing'
import type { Context, Hono } from 'hono'
import type { AppContext } from '../context'
import { readBody } from '../http/body'
import { badRequest, fail, notFound } from '../http/errors'
import { priceLines } from '../orders/create'
import { loyaltyDiscounts } from '../orders/rules'
import { CLOSED_STATUSES, type OrderRow } from '../orders/store'
import { startPaymentSession } from '../payments/sessions'
import type { VenueSeed, Wallet } from '../seed/types'

/** The demo OTP every wallet accepts (stated in the README). */
export const DEMO_OTP = '123456'

/**
 * The partner (retail-group) integration: wallet, active table order, loyalty promotions, employee
 * verification, tips, split bill and full payment.
 * spec: ordering-payment §7 /iiko/... calls; §5 Wallet, Tips, Split payment
 * @param app - The Hono app.
 * @param ctx - Shared state.
 */
export function iikoRoutes(app: Hono, ctx: AppContext): void {
  const { venues, orders } = ctx
  const venueOf = (row: OrderRow): VenueSeed | undefined => venues.byLicense(row.license)
  const redeemed = (walletId: string): string =>
    sumAmounts(
      ctx.db
        .prepare<[string], { amount: string }>(
          'SELECT amount FROM wallet_redemptions WHERE wallet_id = ?',
        )
        .all(walletId)
        .map((r) => r.amount),
    )
  const withBalance = (w: Wallet): Wallet => ({
    ...w,
    // What is left on the wallet: the balance less what was redeemed, never below zero.
    balance: orderBalance(w.balance, [redeemed(w.wallet_id)]).balanceDue,
  })
  const orderOr404 = (c: Context, ref: string, field: string) => {
    const row = orders.find(ref)
    return row === undefined
      ? { row, response: c.json({ code: 'not_found', field, message: 'Unknown order' }, 404) }
      : { row, response: null }
  }
  // spec §6: dine-in payment features need the partner integration and an order still open.
  const partnerOnly = (c: Context, row: OrderRow): Response | null => {
    const seed = venueOf(row)
    if (seed === undefined || venues.menu(seed, row.lang).al_futtaim_enabled !== true) {
      return fail(c, 422, { code: 'partner_only', message: 'Only with the partner integration' })
    }
    if (CLOSED_STATUSES.includes(row.status)) {
      return fail(c, 409, { code: 'order_closed', message: `The order is ${row.status}` })
    }
    return null
  }
  const balanceDue = (row: OrderRow): string => String(orders.read(row).balance_due)
  const decimals = (row: OrderRow): number => {
    const seed = venueOf(row)
    return seed === undefined ? 3 : venues.menu(seed, row.lang).price_decimal_places
  }

  app.get('/iiko/af/blue/:id/', (c) => {
    const id = c.req.param('id')
    const row = orders.find(id)
    const seed = row === undefined ? undefined : venueOf(row)
    const wallet =
      seed?.wallets[0] ?? venues.seeds.flatMap((s) => s.wallets).find((w) => w.wallet_id === id)
    if (wallet === undefined) return notFound(c, 'No wallet for this order', 'id')
    return c.json(withBalance(wallet))
  })

  app.post('/iiko/af/blue/:orderUuid/', async (c) => {
    const body = await readBody(c, walletRedeemBodySchema)
    if (!body.ok) return body.response
    const found = orderOr404(c, c.req.param('orderUuid'), 'orderUuid')
    if (found.response !== null) return found.response
    const row = found.row
    const refused = partnerOnly(c, row)
    if (refused !== null) return refused
    const wallet = venueOf(row)?.wallets.find((w) => w.wallet_id === body.value.wallet_id)
    if (wallet === undefined)
      return c.json({ code: 'not_found', field: 'wallet_id', message: 'Unknown wallet' }, 404)
    if (body.value.otp !== DEMO_OTP)
      return fail(c, 400, { code: 'incorrect_otp', field: 'otp', message: 'Incorrect OTP' })
    const balance = withBalance(wallet).balance
    const due = balanceDue(row)
    if (
      compareAmounts(body.value.amount, '0') <= 0 ||
      !isWalletAmountValid(body.value.amount, balance, due)
    ) {
      return badRequest(
        c,
        'amount',
        `Amount must be above 0 and at most the wallet balance (${balance}) and balance due (${due})`,
      )
    }
    const now = ctx.now().toISOString()
    const amount = roundHalfUp(body.value.amount, 3)
    ctx.db.transaction(() => {
      ctx.db
        .prepare(
          'INSERT INTO wallet_redemptions (order_uuid, wallet_id, amount, created) VALUES (?, ?, ?, ?)',
        )
        .run(row.uuid, wallet.wallet_id, amount, now)
      orders.addPayment(row.uuid, 'blue_wallet', amount, now)
    })()
    ctx.realtime?.orderUpdate(row.uuid, row.status)
    return c.json(orders.read(orders.find(row.uuid) ?? row))
  })

  app.get('/iiko/active-order/:location/:menuId/', (c) => {
    const seed = venues.byMenuId(c.req.param('menuId'))
    if (seed === undefined) return notFound(c, 'Unknown menu', 'menuId')
    const digits = /^\D*(\d{1,6})$/.exec(c.req.param('location'))
    if (digits === null) return badRequest(c, 'location', 'Expected a table number')
    const table = Number(digits[1])
    const open = orders.openOnTable(seed.license, table)
    return c.json({
      order_id: open?.uuid ?? null,
      status: open?.status ?? null,
      common_order: orders.commonOrder(seed.license, table),
    })
  })

  app.post('/iiko/loyalty/promotions/', async (c) => {
    const body = await readBody(c, loyaltyPromotionsBodySchema)
    if (!body.ok) return body.response
    const seed = venues.byMenuId(body.value.emenu_id)
    if (seed === undefined)
      return c.json({ code: 'not_found', field: 'emenu_id', message: 'Unknown menu' }, 404)
    const menu = venues.menu(seed, seed.defaultLanguage)
    const employee = body.value.employee_id ?? null
    if (
      employee !== null &&
      employee !== '' &&
      !seed.employees.some((e) => e.employee_id === employee)
    ) {
      return badRequest(c, 'employee_id', 'Unknown employee id')
    }
    const priced = priceLines(menu, body.value.cart_items)
    if (!Array.isArray(priced))
      return c.json(
        JSON.parse(JSON.stringify(priced.body).replaceAll('"line_items.', '"cart_items.')),
        400,
      )
    if (menu.al_futtaim_enabled !== true) return c.json([])
    return c.json(
      loyaltyDiscounts(
        seed,
        priced.map((p) => p.cart),
        employee === '' ? null : employee,
        body.value.order_type,
      ),
    )
  })

  app.get('/iiko/af/verify-employee-id/:id/', (c) => {
    const id = c.req.param('id')
    const employee = venues.seeds.flatMap((s) => s.employees).find((e) => e.employee_id === id)
    if (employee === undefined) return notFound(c, 'Unknown employee id', 'id')
    return c.json({
      employee_id: employee.employee_id,
      employee_phone: employee.employee_phone,
      disable_phone: true,
    })
  })

  app.post('/iiko/tips/loyalty/promotions/', async (c) => {
    const body = await readBody(c, tipsBodySchema)
    if (!body.ok) return body.response
    const found = orderOr404(c, body.value.order_uuid, 'order_uuid')
    if (found.response !== null) return found.response
    const row = found.row
    const seed = venueOf(row)
    if (seed === undefined || venues.menu(seed, row.lang).enable_tips !== true) {
      return fail(c, 422, { code: 'tips_disabled', message: 'This venue does not take tips' })
    }
    if (CLOSED_STATUSES.includes(row.status))
      return fail(c, 409, { code: 'order_closed', message: `The order is ${row.status}` })
    // §4 Tips: a tip is removed (reset to 0.000) only while there are no payments; after a
    // payment it may only stay or rise (README readings), and the balance due follows it.
    const extra = orders.extra(row)
    const tip = roundHalfUp(body.value.tips_amount, 3)
    const allowed = canChangeTip({
      tip,
      storedTip: extra.tips_amount,
      hasPayments: orders.payments(row.uuid).length > 0,
      hasActiveOrder: true,
    })
    if (!allowed) {
      return fail(c, 409, {
        code: 'order_has_payments',
        message: 'A tip cannot be lowered or removed once a payment exists',
      })
    }
    orders.setExtra(row.uuid, { ...extra, tips_amount: tip })
    ctx.realtime?.orderUpdate(row.uuid, row.status)
    return c.json(orders.read(orders.find(row.uuid) ?? row))
  })

  app.post('/iiko/af/split-payments/create/', async (c) => {
    const body = await readBody(c, splitCreateBodySchema)
    if (!body.ok) return body.response
    const found = orderOr404(c, body.value.order_id, 'order_id')
    if (found.response !== null) return found.response
    const row = found.row
    const refused = partnerOnly(c, row)
    if (refused !== null) return refused
    const splits = orders.splits(row.uuid)
    if (splits.some((s) => s.status !== 'AVAILABLE')) {
      return fail(c, 409, { code: 'split_in_progress', message: 'A share is already being paid' })
    }
    const dp = decimals(row)
    if (!isSplitValid(body.value.split_amounts, balanceDue(row), dp)) {
      return badRequest(c, 'split_amounts', 'Invalid Split Total')
    }
    orders.createSplits(
      row.uuid,
      body.value.split_amounts.map((amount, i) => ({
        uuid: randomUUID(),
        guest_name: `Guest ${i + 1}`,
        amount: roundHalfUp(amount, dp),
      })),
    )
    ctx.realtime?.orderUpdate(row.uuid, row.status)
    return c.json(orders.read(orders.find(row.uuid) ?? row))
  })

  app.post('/iiko/af/split-payments/', async (c) => {
    const body = await readBody(c, splitPayBodySchema)
    if (!body.ok) return body.response
    const found = orderOr404(c, body.value.order_id, 'order_id')
    if (found.response !== null) return found.response
    const row = found.row
    const refused = partnerOnly(c, row)
    if (refused !== null) return refused
    const split = orders.splits(row.uuid).find((s) => s.uuid === body.value.split_payment_uuid)
    if (split === undefined) {
      return c.json(
        { code: 'not_found', field: 'split_payment_uuid', message: 'Unknown split share' },
        404,
      )
    }
    if (split.status !== 'AVAILABLE')
      return fail(c, 409, { code: 'split_not_available', message: `This share is ${split.status}` })
    const seed = venueOf(row)
    orders.setSplitStatus(split.uuid, 'PENDING')
    const url = startPaymentSession(ctx, {
      provider: seed?.paymentProvider ?? 'stripe',
      kind: 'split',
      orderUuid: row.uuid,
      splitUuid: split.uuid,
      amount: split.amount,
      lang: body.value.selected_language,
    })
    ctx.realtime?.orderUpdate(row.uuid, row.status)
    return c.json({ payment_url: url })
  })

  app.post('/iiko/af/payments/', async (c) => {
    const body = await readBody(c, fullPaymentBodySchema)
    if (!body.ok) return body.response
    const found = orderOr404(c, body.value.order_id, 'order_id')
    if (found.response !== null) return found.response
    const row = found.row
    const refused = partnerOnly(c, row)
    if (refused !== null) return refused
    const due = balanceDue(row)
    if (compareAmounts(due, '0') <= 0)
      return fail(c, 409, { code: 'nothing_due', message: 'Nothing is due on this order' })
    const seed = venueOf(row)
    const url = startPaymentSession(ctx, {
      provider: seed?.paymentProvider ?? 'stripe',
      kind: 'full',
      orderUuid: row.uuid,
      splitUuid: null,
      amount: due,
      lang: body.value.selected_language,
    })
    return c.json({ payment_url: url })
  })
}
