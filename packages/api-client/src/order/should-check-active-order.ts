/** What decides whether the table's active order is asked. */
export interface ActiveOrderCheckInput {
  /** The menu's al_futtaim_enabled (partner integration). */
  readonly partner: boolean
  /** The effective order type. */
  readonly orderType: string
  /** An order location (table or room) is set. */
  readonly hasLocation: boolean
}

/**
 * Whether the table's open order is asked for: the partner integration on, order type dine_in and
 * an order location set.
 * spec: menu-browsing §4 Order type ("With no active order, the retail-group integration on, type
 *   dine_in and an order location, a check for an existing active order on the table is
 *   triggered"); ordering-payment §7 GET /iiko/active-order/{location}/{menuId}/
 * @param input - {@link ActiveOrderCheckInput}
 * @returns true when the active-order lookup applies.
 */
export function shouldCheckActiveOrder(input: ActiveOrderCheckInput): boolean {
  return input.partner && input.orderType === 'dine_in' && input.hasLocation
}
