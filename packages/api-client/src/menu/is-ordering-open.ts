/** What decides whether the diner can order now. */
export interface OrderingOpenInput {
  /** The menu's enable_order flag (ordering switched on for the venue). */
  readonly enableOrder: boolean
  /** The venue is open now (menu-browsing §4 Open or closed, computed with @carte/hours). */
  readonly venueOpen: boolean
}

/**
 * Whether ordering is possible now: the venue switched ordering on (enable_order) and it is open;
 * a closed venue shows 'We are currently closed' and ordering is disabled.
 * spec: ordering-payment §6 "Ordering requires the menu to be open", §8 Menu closed ("ordering
 *   disabled")
 * @param input - {@link OrderingOpenInput}
 * @returns true when the diner can order now.
 */
export function isOrderingOpen(input: OrderingOpenInput): boolean {
  return input.enableOrder && input.venueOpen
}
