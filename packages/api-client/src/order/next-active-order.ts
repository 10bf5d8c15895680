import type { ActiveOrder } from '../schemas/active-order'

/** The partner integration's active order on the table (afActiveOrder, afOrderAccepted, afCommonOrder). */
export interface ActiveOrderFlags {
  /** The open order's uuid (or id), or null when the table has none. */
  readonly orderId: string | null
  /** The open order is accepted or preparing. */
  readonly accepted: boolean
  /** A common POS order is active on the table. */
  readonly commonOrder: boolean
}

/** No active order known. */
export const NO_ACTIVE_ORDER_FLAGS: ActiveOrderFlags = {
  orderId: null,
  accepted: false,
  commonOrder: false,
}

/**
 * The active order after the table's answer: cleared when the lookup does not apply, kept while
 * no answer is known, otherwise the answer's order id and common-order flag; the accepted flag
 * survives only for the same order (it comes from reading the order itself). Returns `current`
 * itself when nothing changes, so a caller can skip the write.
 * spec: ordering-payment §3 Cart state (afActiveOrder, afOrderAccepted, afCommonOrder), §4 Order
 *   status values ("Accepted or preparing sets the accepted flag"), §7 GET /iiko/active-order
 * @param current - the active order known now.
 * @param applies - whether the lookup applies (shouldCheckActiveOrder).
 * @param answer - the table's answer, or undefined while unknown.
 * @returns the next active order, or `current` when unchanged.
 */
export function nextActiveOrder<S extends ActiveOrderFlags>(
  current: S,
  applies: boolean,
  answer: Pick<ActiveOrder, 'order_id' | 'common_order'> | undefined,
): S | ActiveOrderFlags {
  if (!applies) {
    return current.orderId !== null || current.commonOrder ? NO_ACTIVE_ORDER_FLAGS : current
  }
  if (answer === undefined) return current
  const orderId = answer.order_id ?? null
  if (orderId === current.orderId && answer.common_order === current.commonOrder) return current
  return {
    orderId,
    accepted: orderId !== null && orderId === current.orderId ? current.accepted : false,
    commonOrder: answer.common_order,
  }
}
