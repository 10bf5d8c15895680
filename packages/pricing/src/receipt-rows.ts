import { amount } from './decimal'
import type { DecimalString } from './types'

/** The amounts of an order read that decide the receipt's optional rows. */
export interface ReceiptRowsInput {
  /** The order's delivery_fees. */
  readonly deliveryFees: DecimalString
  /** Some discount of the order has the free_delivery flag. */
  readonly freeDelivery: boolean
  /** additional_data.tips_amount. */
  readonly tips: DecimalString
  /** The order's change. */
  readonly change: DecimalString
}

/** Which optional receipt rows show, and how. */
export interface ReceiptRows {
  /** The delivery fee row: a fee above 0, or a free-delivery discount (then struck). */
  readonly delivery: boolean
  /** The delivery fee is struck through (a free-delivery discount). */
  readonly deliveryStruck: boolean
  /** The tips row: a tip above 0. */
  readonly tips: boolean
  /** The change row: change above 0. */
  readonly change: boolean
}

/**
 * The order receipt's optional rows: delivery fees (shown above 0, or struck through when any
 * discount has free_delivery), tips above 0 and change above 0; a zero amount has no row.
 * spec: ordering-payment §2 Order page (order summary table: "delivery fees (struck through when
 *   any discount has the free_delivery flag), discounts, tips, total, payments, balance due, change")
 * @param input - {@link ReceiptRowsInput}
 * @returns {@link ReceiptRows}
 */
export function receiptRows(input: ReceiptRowsInput): ReceiptRows {
  return {
    delivery: input.freeDelivery || amount(input.deliveryFees, 'deliveryFees').gt(0),
    deliveryStruck: input.freeDelivery,
    tips: amount(input.tips, 'tips').gt(0),
    change: amount(input.change, 'change').gt(0),
  }
}
