/** The checkout's table or room label: a ui_strings key, its English default and the number. */
export interface CheckoutLocationLabel {
  readonly key: 'ui_str_table' | 'ui_str_room'
  readonly text: 'Table#' | 'Room#'
  /** The table or room number as the order location holds it. */
  readonly location: string
}

/**
 * The checkout's location label: a dine-in order with a table or room location shows 'Table#' or
 * 'Room#' plus the number; any other order, or no location, shows none.
 * spec: ordering-payment §2 Checkout screen ("Dine-in with a table or room location shows the
 *   label 'Table#' or 'Room#' plus the number")
 * @param orderType - the effective order type.
 * @param location - the order location ({ location, type: 'Table' | 'Room' }), or null.
 * @returns the label, or null when none shows.
 */
export function checkoutLocationLabel(
  orderType: string,
  location: { readonly location: string; readonly type: string } | null,
): CheckoutLocationLabel | null {
  if (location === null || orderType !== 'dine_in') return null
  return location.type === 'Room'
    ? { key: 'ui_str_room', text: 'Room#', location: location.location }
    : { key: 'ui_str_table', text: 'Table#', location: location.location }
}
