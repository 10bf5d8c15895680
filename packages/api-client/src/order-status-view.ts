import { DELETED_LINE_STATUS, type Order } from './schemas/order'

/** What the order page and the partner flow decide from an order's status and lines. */
export interface OrderStatusView {
  /** rejected or canceled: the red notice 'Order canceled, please contact our staff for assistance'. */
  readonly canceled: boolean
  /** accepted or preparing: the tracker says 'Order Accepted' and the accepted flag is set. */
  readonly accepted: boolean
  /** fulfilled, canceled or rejected: the cart and the order location are reset. */
  readonly closed: boolean
  /** Not rejected, canceled or fulfilled, and no split payments. */
  readonly showTracker: boolean
  /** The quantity of the lines not deleted (the subtotal label). */
  readonly itemCount: number
  /** A discount grants free delivery: the delivery fee is struck through. */
  readonly freeDelivery: boolean
}

const CANCELED = new Set(['rejected', 'canceled'])
const ACCEPTED = new Set(['accepted', 'preparing'])
const CLOSED = new Set(['fulfilled', 'canceled', 'rejected'])

/**
 * Reads what an order's status, lines and discounts mean for the order page (status compared in
 * lower case; deleted lines do not count).
 * @param order - the status, line items, split payments and discounts of an order read
 * @returns the flags of {@link OrderStatusView}
 * spec: ordering-payment §4 Order status values (accepted flag, reset, tracker), §2 Order page
 *   (canceled notice, subtotal labelled with the item count, delivery fees struck with free_delivery)
 */
export function orderStatusView(
  order: Pick<Order, 'status' | 'line_items' | 'split_payments' | 'discounts'>,
): OrderStatusView {
  const status = order.status.toLowerCase()
  let itemCount = 0
  for (const line of order.line_items) {
    if (line.status !== DELETED_LINE_STATUS) itemCount += line.quantity
  }
  return {
    canceled: CANCELED.has(status),
    accepted: ACCEPTED.has(status),
    closed: CLOSED.has(status),
    showTracker: !CLOSED.has(status) && order.split_payments.length === 0,
    itemCount,
    freeDelivery: order.discounts.some((discount) => discount.free_delivery),
  }
}
