import type { OrderStatusView } from '../order-status-view'

/** What the order page shows beside the receipt. */
export interface OrderPageSections {
  /** The order is the table's active order (partner integration). */
  readonly isActiveOrder: boolean
  /** The order-accepted tracker. */
  readonly tracker: boolean
  /** The checkout button (/{lang}/af-checkout/{uuid}). */
  readonly checkoutButton: boolean
  /** The feedback form may be offered (the venue's form still decides whether there is one). */
  readonly feedback: boolean
}

/** The order read and the table's active order, as the order page knows them. */
export interface OrderPageSectionsInput {
  readonly view: Pick<OrderStatusView, 'canceled' | 'accepted' | 'showTracker'>
  /** The order's uuid. */
  readonly uuid: string
  /** The table's active order id (partner integration), or null. */
  readonly activeOrderId: string | null
}

/**
 * Which conditional parts of the order page show: the tracker (not closed, no split payments), the
 * checkout button (an active order, this one, and it is accepted), and the feedback form (not for
 * a canceled or rejected order).
 * spec: ordering-payment §2 Order page ("under conditions in section 4"), §4 Order status values
 *   ("The checkout button on the order page appears when there is an active order and it is
 *   accepted"; tracker), §4 Feedback after order, §8 rejected or canceled order
 * @param input - {@link OrderPageSectionsInput}
 * @returns {@link OrderPageSections}
 */
export function orderPageSections(input: OrderPageSectionsInput): OrderPageSections {
  const isActiveOrder = input.activeOrderId !== null && input.activeOrderId === input.uuid
  return {
    isActiveOrder,
    tracker: input.view.showTracker,
    checkoutButton: isActiveOrder && input.view.accepted,
    feedback: !input.view.canceled,
  }
}
