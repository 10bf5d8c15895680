import type { OrderLineItem } from '@carte/api-client'
import type { CartLine, LoyaltyDiscount, TaxLine } from '@carte/pricing'
import { orderBalance, sumAmounts } from '@carte/pricing'
import type { Statement } from 'better-sqlite3'
import type { Db } from '../db/open'

/** An order row as stored. */
export interface OrderRow {
  readonly id: number
  readonly uuid: string
  readonly license: string
  readonly menu_id: number
  readonly lang: string
  readonly created: string
  readonly status: string
  readonly order_type: string
  readonly origin_type: string | null
  readonly origin_label: string | null
  readonly table_number: number | null
  readonly customer_name: string
  readonly phone: string | null
  readonly email: string | null
  readonly address: string | null
  readonly order_comments: string | null
  readonly payment_type: string
  readonly currency: string
  readonly sub_total: string
  readonly discount: string
  readonly taxes_json: string
  readonly delivery_fees: string
  readonly total: string
  readonly discounts_json: string
  readonly additional_data_json: string
  readonly payload_json: string
  readonly payment_url: string | null
}

/** What an order keeps besides its columns, to reprice it after a merge or a deleted line. */
export interface OrderExtra {
  readonly employee_id: string | null
  readonly iiko_loyalty_discounts: readonly LoyaltyDiscount[]
  readonly tips_amount: string
  readonly coupon_id: number | null
  readonly coupon_code: string | null
  readonly coupon_free_delivery: boolean
  readonly delivery_fee_base: string
  /** Drive-thru car number, when given. */
  readonly car_number?: string | null
}

/** A stored line: the client's line item (with the server unit price) and its priced cart line. */
export interface StoredLine {
  readonly item: OrderLineItem
  readonly cart: CartLine
  readonly unit_price: string
  readonly status: string | null
}

/** The money columns of an order. */
export interface OrderMoney {
  readonly sub_total: string
  readonly discount: string
  readonly taxes: readonly TaxLine[]
  readonly delivery_fees: string
  readonly total: string
}

/** Statuses that close an order (spec: ordering-payment §4 Order status values). */
export const CLOSED_STATUSES: readonly string[] = ['fulfilled', 'canceled', 'rejected']

/** Every status the console may set. */
export const ORDER_STATUSES: readonly string[] = [
  'pending',
  'accepted',
  'preparing',
  'fulfilled',
  'rejected',
  'canceled',
]

/** Typed queries over orders and everything attached to them. */
export class OrderStore {
  private readonly byUuid
  private readonly byId
  private readonly linesOf
  private readonly paymentsOf
  private readonly splitsOf

  private readonly statements = new Map<string, Statement>()

  /** A prepared statement, prepared once per SQL text. */
  private q(sql: string): Statement {
    let stmt = this.statements.get(sql)
    if (stmt === undefined) {
      stmt = this.db.prepare(sql)
      this.statements.set(sql, stmt)
    }
    return stmt
  }

  /** @param db - The open database. */
  constructor(readonly db: Db) {
    this.byUuid = db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE uuid = ?')
    this.byId = db.prepare<[number], OrderRow>('SELECT * FROM orders WHERE id = ?')
    this.linesOf = db.prepare<[string], { line_json: string; status: string | null }>(
      'SELECT line_json, status FROM order_lines WHERE order_uuid = ? ORDER BY position',
    )
    this.paymentsOf = db.prepare<[string], { payment_type: string; amount: string }>(
      'SELECT payment_type, amount FROM payments WHERE order_uuid = ? ORDER BY id',
    )
    this.splitsOf = db.prepare<
      [string],
      { uuid: string; status: string; guest_name: string; amount: string }
    >(
      'SELECT uuid, status, guest_name, amount FROM split_payments WHERE order_uuid = ? ORDER BY position',
    )
  }

  /** An order by uuid, or by numeric id / padded id. */
  find(ref: string): OrderRow | undefined {
    const row = this.byUuid.get(ref)
    if (row !== undefined) return row
    return /^\d+$/.test(ref) ? this.byId.get(Number(ref)) : undefined
  }

  /** Lines of an order in the order they were added. */
  lines(uuid: string): StoredLine[] {
    return this.linesOf.all(uuid).map((r) => ({
      ...(JSON.parse(r.line_json) as Omit<StoredLine, 'status'>),
      status: r.status,
    }))
  }

  /** Payments of an order. */
  payments(uuid: string): { payment_type: string; amount: string }[] {
    return this.paymentsOf.all(uuid)
  }

  /** Split shares of an order. */
  splits(uuid: string): { uuid: string; status: string; guest_name: string; amount: string }[] {
    return this.splitsOf.all(uuid)
  }

  /** The extra data of an order. */
  extra(row: OrderRow): OrderExtra {
    return JSON.parse(row.additional_data_json) as OrderExtra
  }

  /** Inserts an order with its lines; returns its row. */
  insert(row: Omit<OrderRow, 'id'>, lines: readonly Omit<StoredLine, 'status'>[]): OrderRow {
    const tx = this.db.transaction((): OrderRow => {
      const info = this.q(
        `INSERT INTO orders (uuid, license, menu_id, lang, created, status, order_type, origin_type,
            origin_label, table_number, customer_name, phone, email, address, order_comments,
            payment_type, currency, sub_total, discount, taxes_json, delivery_fees, total,
            discounts_json, additional_data_json, payload_json, payment_url)
           VALUES (@uuid, @license, @menu_id, @lang, @created, @status, @order_type, @origin_type,
            @origin_label, @table_number, @customer_name, @phone, @email, @address, @order_comments,
            @payment_type, @currency, @sub_total, @discount, @taxes_json, @delivery_fees, @total,
            @discounts_json, @additional_data_json, @payload_json, @payment_url)`,
      ).run(row)
      const insertLine = this.q(
        'INSERT INTO order_lines (order_uuid, position, cart_uuid, line_json, status) VALUES (?, ?, ?, ?, NULL)',
      )
      lines.forEach((line, position) => {
        insertLine.run(row.uuid, position, line.item.cart_uuid, JSON.stringify(line))
      })
      return { ...row, id: Number(info.lastInsertRowid) }
    })
    return tx()
  }

  /** Appends lines to an order (merge). */
  appendLines(uuid: string, lines: readonly Omit<StoredLine, 'status'>[]): void {
    const next = this.q(
      'SELECT COALESCE(MAX(position) + 1, 0) AS n FROM order_lines WHERE order_uuid = ?',
    ).get(uuid) as { n: number } | undefined
    let position = next?.n ?? 0
    const insert = this.q(
      'INSERT INTO order_lines (order_uuid, position, cart_uuid, line_json, status) VALUES (?, ?, ?, ?, NULL)',
    )
    for (const line of lines) {
      insert.run(uuid, position, line.item.cart_uuid, JSON.stringify(line))
      position += 1
    }
  }

  /** Replaces the money columns after a reprice. */
  setMoney(uuid: string, money: OrderMoney, extra: OrderExtra): void {
    this.q(
      `UPDATE orders SET sub_total = ?, discount = ?, taxes_json = ?, delivery_fees = ?, total = ?,
          additional_data_json = ? WHERE uuid = ?`,
    ).run(
      money.sub_total,
      money.discount,
      JSON.stringify(money.taxes),
      money.delivery_fees,
      money.total,
      JSON.stringify(extra),
      uuid,
    )
  }

  /** Sets the extra data (tips). */
  setExtra(uuid: string, extra: OrderExtra): void {
    this.q('UPDATE orders SET additional_data_json = ? WHERE uuid = ?').run(
      JSON.stringify(extra),
      uuid,
    )
  }

  /** Sets an order's status. */
  setStatus(uuid: string, status: string): void {
    this.q('UPDATE orders SET status = ? WHERE uuid = ?').run(status, uuid)
  }

  /** Marks a line Deleted; false when the order has no such line. */
  deleteLine(uuid: string, cartUuid: string): boolean {
    const info = this.q(
      "UPDATE order_lines SET status = 'Deleted' WHERE order_uuid = ? AND cart_uuid = ?",
    ).run(uuid, cartUuid)
    return info.changes > 0
  }

  /** Records a payment. */
  addPayment(uuid: string, paymentType: string, amount: string, created: string): void {
    this.q(
      'INSERT INTO payments (order_uuid, payment_type, amount, created) VALUES (?, ?, ?, ?)',
    ).run(uuid, paymentType, amount, created)
  }

  /** Replaces the split shares of an order. */
  createSplits(
    uuid: string,
    shares: readonly { uuid: string; guest_name: string; amount: string }[],
  ): void {
    const tx = this.db.transaction(() => {
      this.q('DELETE FROM split_payments WHERE order_uuid = ?').run(uuid)
      const insert = this.q(
        "INSERT INTO split_payments (uuid, order_uuid, position, guest_name, amount, status) VALUES (?, ?, ?, ?, ?, 'AVAILABLE')",
      )
      shares.forEach((s, i) => {
        insert.run(s.uuid, uuid, i, s.guest_name, s.amount)
      })
    })
    tx()
  }

  /** Sets a split share's status. */
  setSplitStatus(splitUuid: string, status: string): void {
    this.q('UPDATE split_payments SET status = ? WHERE uuid = ?').run(status, splitUuid)
  }

  /** Orders of a licence, newest first. */
  list(license: string, limit = 200): OrderRow[] {
    return this.q('SELECT * FROM orders WHERE license = ? ORDER BY id DESC LIMIT ?').all(
      license,
      limit,
    ) as OrderRow[]
  }

  /** The open order on a table (not fulfilled, canceled or rejected), newest first. */
  openOnTable(license: string, table: number): OrderRow | undefined {
    return this.q(`SELECT * FROM orders WHERE license = ? AND table_number = ?
          AND status NOT IN ('fulfilled', 'canceled', 'rejected') ORDER BY id DESC LIMIT 1`).get(
      license,
      table,
    ) as OrderRow | undefined
  }

  /** Whether a common POS order is open on a table. */
  commonOrder(license: string, table: number): boolean {
    const row = this.q('SELECT open FROM common_orders WHERE license = ? AND table_number = ?').get(
      license,
      table,
    ) as { open: number } | undefined
    return row?.open === 1
  }

  /** Opens or closes a common POS order on a table. */
  setCommonOrder(license: string, table: number, open: boolean): void {
    this.q(
      `INSERT INTO common_orders (license, table_number, open) VALUES (?, ?, ?)
         ON CONFLICT (license, table_number) DO UPDATE SET open = excluded.open`,
    ).run(license, table, open ? 1 : 0)
  }

  /**
   * The order read shape (spec: ordering-payment §3 Order read): totals, lines, payments, splits,
   * balance due = total + tip − payments (never below 0), change = payments − (total + tip).
   * @param row - The order row.
   * @returns The JSON-ready order.
   */
  read(row: OrderRow): Record<string, unknown> {
    return this.compose(row, this.lines(row.uuid), this.payments(row.uuid), this.splits(row.uuid))
  }

  /**
   * The order read shape from parts already in hand (a fresh order needs no query to answer).
   * @param row - The order row.
   * @param lines - Its lines.
   * @param payments - Its payments.
   * @param splits - Its split shares.
   * @returns The JSON-ready order.
   */
  compose(
    row: OrderRow,
    lines: readonly StoredLine[],
    payments: readonly { payment_type: string; amount: string }[],
    splits: readonly { uuid: string; status: string; guest_name: string; amount: string }[],
  ): Record<string, unknown> {
    const extra = this.extra(row)
    const balance = orderBalance(
      sumAmounts([row.total, extra.tips_amount]),
      payments.map((p) => p.amount),
    )
    const discounts =
      extra.coupon_code === null
        ? []
        : [
            {
              name: extra.coupon_code,
              amount_value: row.discount,
              free_delivery: extra.coupon_free_delivery,
            },
          ]
    return {
      uuid: row.uuid,
      id: row.id,
      created: row.created,
      status: row.status,
      padded_order_id: String(row.id).padStart(6, '0'),
      menu: row.menu_id,
      license: row.license,
      order_type: row.order_type,
      origin_type: row.origin_type,
      origin_label: row.origin_label,
      customer_name: row.customer_name,
      phone: row.phone ?? '',
      email: row.email ?? '',
      address: row.address ?? '',
      payment_type: row.payment_type,
      currency: row.currency,
      discounts,
      discount: row.discount,
      delivery_fees: row.delivery_fees,
      sub_total: row.sub_total,
      total: row.total,
      taxes: (JSON.parse(row.taxes_json) as TaxLine[]).map((t) => ({
        id: t.id,
        name: t.name,
        amount: t.amount,
      })),
      line_items: lines.map((l) => ({
        ...l.item,
        product_price: l.unit_price,
        status: l.status,
      })),
      order_comments: row.order_comments ?? '',
      additional_data: {
        tips_amount: extra.tips_amount,
        iiko_loyalty_discounts: extra.iiko_loyalty_discounts,
        employee_id: extra.employee_id,
        car_number: extra.car_number ?? null,
      },
      payments,
      split_payments: splits,
      balance_due: balance.balanceDue,
      change: balance.change,
      payment_url: row.payment_url,
    }
  }
}
