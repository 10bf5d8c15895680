import { randomUUID } from 'node:crypto'
import type { OrderCreateBody, OrderLineItem } from '@carte/api-client'
import { ORDER_DATE_TIME_MESSAGES } from '@carte/hours'
import {
  checkMinimumOrder,
  compareAmounts,
  lineUnitPrice,
  quantityBounds,
  quantityInCart,
} from '@carte/pricing'
import type { AppContext } from '../context'
import { startPaymentSession } from '../payments/sessions'
import type { Coupon, MenuData, VenueSeed } from '../seed/types'
import { LineError, orderTotals, type PricedLine, priceLine } from './price'
import { deliveryZoneAt, insideGeofence, loyaltyDiscounts } from './rules'
import type { OrderExtra, OrderRow, StoredLine } from './store'

/** An HTTP answer computed without touching Hono (so idempotency can store and replay it). */
export interface Answer {
  readonly status: number
  readonly body: unknown
}

const answer = (status: number, body: unknown): Answer => ({ status, body })
const invalid = (field: string, message: string) =>
  answer(400, { code: 'invalid_body', field, message })

/** The table number of a dine-in order at a table, from its origin label ('Table# 12' or '12'). */
export function tableOf(body: {
  readonly order_type: string
  readonly origin_type: string | null
  readonly origin_label: string | null
}): number | null {
  if (body.order_type !== 'dine_in' || body.origin_type !== 'table') return null
  const digits = /(\d{1,6})/.exec(body.origin_label ?? '')
  return digits === null ? null : Number(digits[1])
}

/**
 * Prices the lines of an order from the server's menu (Deleted lines and those `include` rejects
 * are skipped); a refusal names the field by the line's position in the request.
 * @param menu - The venue's menu.
 * @param items - Line items as sent.
 * @param include - Which lines to price (default: every line not Deleted).
 * @returns Priced lines, or a 400 answer naming the field.
 */
export function priceLines(
  menu: MenuData,
  items: readonly OrderLineItem[],
  include: (item: OrderLineItem) => boolean = () => true,
): PricedLine[] | Answer {
  const out: PricedLine[] = []
  for (const [i, item] of items.entries()) {
    if (item.status === 'Deleted' || !include(item)) continue
    try {
      const priced = priceLine(menu, item, i)
      // The lines of one product share its POS stock (menu-browsing §5 "Quantity is capped by
      // pos_available_qty"): a line passing what the earlier ones left is refused.
      const carts = out.map((line) => line.cart)
      const left = quantityBounds(priced.cart, quantityInCart(carts, priced.cart.id)).max
      // Earlier lines took it all: the same 'Out of Stock' the diner's page shows (priceLine).
      if (left !== null && left < 1) return invalid(`line_items.${i}.product`, 'Out of Stock')
      if (left !== null && priced.cart.qty > left) {
        return invalid(`line_items.${i}.quantity`, `At most ${left} available`)
      }
      out.push(priced)
    } catch (error) {
      if (error instanceof LineError) return invalid(error.field, error.message)
      throw error
    }
  }
  return out
}

/** Stored form of priced lines. */
export function storedLines(lines: readonly PricedLine[]): Omit<StoredLine, 'status'>[] {
  return lines.map((l) => ({ item: l.item, cart: l.cart, unit_price: lineUnitPrice(l.cart) }))
}

/**
 * Creates an order: validates it against the venue (open, order type, payment type, lines, coupon,
 * delivery zone, employee, minimum order, table state), recomputes the totals with @carte/pricing
 * and refuses any difference, then stores it pending.
 * spec: ordering-payment §3 Order payload, §4 Placing an order; CONTRACT order create, totals_mismatch
 * @param ctx - Shared state.
 * @param body - The validated order body.
 * @param lang - The path language.
 * @param remember - Called inside the order's transaction with the 201 answer (idempotency record).
 * @returns The answer (201 with the order read shape, or an error).
 */
export async function createOrder(
  ctx: AppContext,
  body: OrderCreateBody,
  lang: string,
  remember?: (answer: Answer) => void,
): Promise<Answer> {
  const seed = ctx.venues.byMenuId(body.menu)
  if (seed === undefined || seed.resolvesTo === 'none') {
    return answer(404, { code: 'not_found', field: 'menu', message: 'Unknown menu' })
  }
  const menu = ctx.venues.menu(seed, lang)
  const refused = checkVenue(ctx, seed, menu, body)
  if (refused !== null) return refused

  const priced = priceLines(menu, body.line_items)
  if (!Array.isArray(priced)) return priced
  if (priced.length === 0) return invalid('line_items', 'Every line is deleted')
  const unavailable = checkHours(ctx, menu, body.line_items)
  if (unavailable !== null) return unavailable
  const wanted = checkDeliveryDateTime(ctx, menu, body)
  if (wanted !== null) return wanted

  let coupon: Coupon | null = null
  if (body.coupon !== null) {
    coupon =
      menu.enable_coupons === true ? (seed.coupons.find((k) => k.id === body.coupon) ?? null) : null
    if (coupon === null) return invalid('coupon', 'Unknown coupon')
  }

  let deliveryFee = '0'
  if (body.order_type === 'delivery' && seed.deliveryZones.length > 0) {
    const point = body.address_coordinates?.coordinates
    if (point === undefined)
      return invalid('address_coordinates', 'Delivery needs the address position')
    const zone = deliveryZoneAt(seed, menu, { lat: point[1], lng: point[0] })
    if (zone === null) {
      return answer(422, {
        code: 'out_of_area',
        field: 'address_coordinates',
        message: 'This location is outside the delivery area',
      })
    }
    deliveryFee = zone.delivery_amount
  }

  const employeeId = body.additional_data.employee_id ?? null
  if (employeeId !== null && employeeId !== '') {
    if (
      menu.al_futtaim_enabled !== true ||
      !seed.employees.some((e) => e.employee_id === employeeId)
    ) {
      return invalid('additional_data.employee_id', 'Unknown employee id')
    }
  }
  const employee = employeeId === '' ? null : employeeId
  const carts = priced.map((p) => p.cart)
  const loyalty =
    menu.al_futtaim_enabled === true ? loyaltyDiscounts(seed, carts, employee, body.order_type) : []
  const totals = orderTotals(menu, carts, {
    orderType: body.order_type,
    coupon,
    deliveryFee,
    loyalty,
  })

  // spec: CONTRACT "totals differ from the server's by any amount: 422 totals_mismatch".
  const checks: readonly [string, string, string][] = [
    ['sub_total', body.sub_total, totals.subtotal],
    ['discount', body.discount, totals.discount],
    ['taxes', body.taxes, totals.taxTotal],
    ['delivery_fees', body.delivery_fees, totals.deliveryFee],
    ['total', body.total, totals.total],
  ]
  for (const [field, client, server] of checks) {
    if (compareAmounts(client, server) !== 0) {
      return answer(422, {
        code: 'totals_mismatch',
        field,
        client,
        server,
        message: `The ${field} differs from the venue's: ${client} sent, ${server} expected`,
      })
    }
  }

  const table = tableOf(body)
  const section =
    table === null
      ? undefined
      : seed.sections.find((s) => table >= s.from_table && table <= s.to_table)
  const minimum = checkMinimumOrder({
    orderType: body.order_type,
    subtotal: totals.subtotal,
    minimum_order_amount: menu.minimum_order_amount,
    sectionMinimumOrderAmount: section?.minimum_order_amount ?? null,
  })
  if (!minimum.met) {
    return answer(422, {
      code: 'minimum_order',
      field: 'sub_total',
      minimum_order_amount: minimum.required,
      message: 'Minimum order amount required',
    })
  }

  if (table !== null) {
    if (ctx.orders.commonOrder(seed.license, table)) {
      return answer(409, {
        code: 'common_order',
        message: 'Table is busy with POS order. Please proceed ordering with a waiter. Thanks',
      })
    }
    const open = ctx.orders.openOnTable(seed.license, table)
    if (open !== undefined) {
      const read = ctx.orders.read(open)
      return answer(409, {
        code: 'existing_order',
        message: 'Active order on this table',
        existing_order: { uuid: open.uuid, line_items: read.line_items },
      })
    }
  }

  if (ctx.beforeOrderCommit !== undefined) await ctx.beforeOrderCommit()

  const uuid = randomUUID()
  const extra: OrderExtra = {
    employee_id: employee,
    iiko_loyalty_discounts: loyalty.map((l) => ({ name: l.name ?? '', discounts: l.discounts })),
    tips_amount: '0.000',
    coupon_id: coupon?.id ?? null,
    coupon_code: coupon?.code ?? null,
    coupon_free_delivery: coupon?.free_delivery ?? false,
    delivery_fee_base: deliveryFee,
    car_number: body.additional_data.car_number ?? null,
  }
  const row: Omit<OrderRow, 'id'> = {
    uuid,
    license: seed.license,
    menu_id: seed.menuId,
    lang,
    created: ctx.now().toISOString(),
    status: 'pending',
    order_type: body.order_type,
    origin_type: body.origin_type,
    origin_label: body.origin_label,
    table_number: table,
    customer_name: body.customer_name,
    phone: body.phone,
    email: body.email,
    address: body.address,
    order_comments: body.order_comments,
    payment_type: body.payment_type,
    currency: menu.currency,
    sub_total: totals.subtotal,
    discount: totals.discount,
    taxes_json: JSON.stringify(totals.taxes),
    delivery_fees: totals.deliveryFee,
    total: totals.total,
    discounts_json: '[]',
    additional_data_json: JSON.stringify(extra),
    payload_json: JSON.stringify(body),
    payment_url: null,
  }
  const lines = storedLines(priced)
  const created = ctx.db.transaction((): Answer => {
    const inserted = ctx.orders.insert(row, lines)
    let stored = inserted
    if (body.payment_type === 'card' && compareAmounts(totals.total, '0') > 0) {
      const url = startPaymentSession(ctx, {
        provider: seed.paymentProvider,
        kind: 'order',
        orderUuid: uuid,
        splitUuid: null,
        amount: totals.total,
        lang,
      })
      ctx.db.prepare('UPDATE orders SET payment_url = ? WHERE uuid = ?').run(url, uuid)
      stored = { ...inserted, payment_url: url }
    }
    // The idempotency record commits with the order: one write, and never one without the other.
    const done = answer(
      201,
      ctx.orders.compose(
        stored,
        lines.map((l) => ({ ...l, status: null })),
        [],
        [],
      ),
    )
    remember?.(done)
    return done
  })()
  // No 'order-update' here: nobody can have subscribed to a uuid that did not exist a moment ago.
  return created
}

const OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i

/**
 * Validates the wanted date-time of a delivery or takeaway order with @carte/hours
 * validateOrderDateTime in the venue's zone: a real date-time, not before the current minute there.
 * Accepted as the venue's local wall time ('YYYY-MM-DDTHH:MM', as a datetime-local input gives it)
 * or as an instant with an offset ('…Z', '…+04:00'), read in the venue zone. Absent means as soon
 * as possible. Only for venues with enable_delivery_datetime; others ignore it.
 * spec: ordering-payment §5 Checkout form, Date/time (delivery or takeaway when enabled: valid date,
 * earliest selectable is now)
 * @param ctx - Shared state (hours, clock).
 * @param menu - The venue's menu (enable_delivery_datetime, timezone).
 * @param body - The order body.
 * @returns A 400 answer naming delivery_datetime, or null.
 */
export function checkDeliveryDateTime(
  ctx: AppContext,
  menu: MenuData,
  body: OrderCreateBody,
): Answer | null {
  const value = body.delivery_datetime?.trim() ?? ''
  if (value === '' || menu.enable_delivery_datetime !== true) return null
  if (body.order_type !== 'delivery' && body.order_type !== 'takeaway') return null
  let local = value
  if (OFFSET.test(value)) {
    try {
      local = ctx.hours.temporal.Instant.from(value)
        .toZonedDateTimeISO(menu.timezone)
        .toPlainDateTime()
        .toString()
    } catch {
      return invalid('delivery_datetime', ORDER_DATE_TIME_MESSAGES.invalid)
    }
  }
  const result = ctx.hours.validateOrderDateTime(local, menu.timezone, ctx.now())
  return result.success ? null : invalid('delivery_datetime', result.issues[0].message)
}

/**
 * Refuses lines whose product or category is outside its own hours now, in the venue zone, or
 * inside one of their slots with disable_order (listed, not orderable).
 * spec: menu-browsing §4 "Products and categories appear only within their own hours"; §3 Category
 *   hours entry (disable_order)
 * @param ctx - Shared state (hours, clock).
 * @param menu - The venue's menu.
 * @param items - Line items as sent.
 * @param include - Which lines to check.
 * @returns A 400 answer naming the line, or null.
 */
export function checkHours(
  ctx: AppContext,
  menu: MenuData,
  items: readonly OrderLineItem[],
  include: (item: OrderLineItem) => boolean = () => true,
): Answer | null {
  const now = ctx.now()
  for (const [i, item] of items.entries()) {
    if (item.status === 'Deleted' || !include(item)) continue
    const product = menu.products.find((p) => p.id === item.product)
    const category = menu.categories.find((c) => c.id === product?.category)
    // A disabled category is shown nowhere, so its products cannot be ordered (README reading).
    if (category?.enable === false) {
      return invalid(`line_items.${i}.product`, `${item.product_name} is not available`)
    }
    // Most products have no hours of their own: skip the zone arithmetic for them.
    const own = product?.product_hours ?? []
    const cat = category?.category_hours ?? []
    // Orderable: shown, and inside no slot with disable_order (the reading in the root README:
    // such a slot lists the products without letting them be ordered).
    const orderable =
      (own.length === 0 || ctx.hours.isOrderableAt(own, menu.timezone, now)) &&
      (cat.length === 0 || ctx.hours.isOrderableAt(cat, menu.timezone, now))
    if (!orderable)
      return invalid(
        `line_items.${i}.product`,
        `${item.product_name} is not available at this hour`,
      )
  }
  return null
}

const openCache = new WeakMap<AppContext, Map<string, boolean>>()

/** Whether the venue is open now; evaluated once per venue per second (hours are second-grained). */
function venueOpen(ctx: AppContext, seed: VenueSeed, menu: MenuData): boolean {
  let cache = openCache.get(ctx)
  if (cache === undefined) {
    cache = new Map()
    openCache.set(ctx, cache)
  }
  const second = Math.floor(ctx.now().getTime() / 1000)
  const key = `${seed.license}@${second}`
  let open = cache.get(key)
  if (open === undefined) {
    if (cache.size > 100) cache.clear()
    open = ctx.hours.venueStatus(menu, ctx.now()).open
    cache.set(key, open)
  }
  return open
}

function checkVenue(
  ctx: AppContext,
  seed: VenueSeed,
  menu: MenuData,
  body: OrderCreateBody,
): Answer | null {
  if (menu.enable_order !== true) {
    return answer(422, {
      code: 'ordering_disabled',
      message: 'Ordering is not enabled for this venue',
    })
  }
  const status = venueOpen(ctx, seed, menu)
  if (!status) return answer(422, { code: 'closed', message: 'We are currently closed' })
  const typeFlag: Record<string, string> = {
    delivery: 'enable_delivery',
    dine_in: 'enable_dine_in',
    takeaway: 'enable_takeaway',
    drive_thru: 'enable_drive_thru',
  }
  if (menu[typeFlag[body.order_type] ?? ''] !== true) {
    return invalid('order_type', `${body.order_type} is not offered by this venue`)
  }
  // spec: ordering-payment §5 Car number (drive_thru): required, min length 3.
  const car = body.additional_data.car_number ?? ''
  if (body.order_type === 'drive_thru' && car.trim().length < 3) {
    return invalid('additional_data.car_number', 'Valid car number is required')
  }
  const partner = menu.al_futtaim_enabled === true
  const paymentAllowed: Record<string, boolean> = {
    cash: menu.enable_cash === true || menu.enable_payment_type !== true,
    machine: menu.enable_card_machine === true,
    card: menu.payment_enabled === true,
    loyalty: partner,
    blue_wallet: partner,
  }
  if (paymentAllowed[body.payment_type] !== true) {
    return invalid('payment_type', `${body.payment_type} is not accepted by this venue`)
  }
  if (
    menu.enable_order_geofence === true &&
    body.order_type === 'dine_in' &&
    body.origin_location !== null
  ) {
    const [lng, lat] = body.origin_location.coordinates
    if (!insideGeofence(seed, menu, { lat, lng })) {
      return answer(422, {
        code: 'outside_geofence',
        field: 'origin_location',
        message: 'You’re currently outside the allowed area.',
      })
    }
  }
  return null
}
