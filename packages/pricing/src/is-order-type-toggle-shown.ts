import type { OrderType } from './types'

/** What decides whether the order-type toggle shows. */
export interface OrderTypeToggleInput {
  /** The order types the venue offers (`enabledOrderTypes`). */
  readonly orderTypes: readonly OrderType[]
  /** The cart has at least one line. */
  readonly hasProducts: boolean
  /** The cart is in wishlist mode (`isWishlistMode`). */
  readonly wishlist: boolean
  /** An order location or a location type is set (the menu was opened from a table or room code). */
  readonly atLocation: boolean
  /** The toggle is forced to display (the menu's enable_display_order_type_home). */
  readonly forced: boolean
}

/**
 * Whether the cart shows the order-type toggle: the cart has products and either there is no
 * wishlist, order location or location type, or the toggle is forced to display. Forcing does not
 * show it on an empty cart (the empty cart shows only its notice and 'Back To Menu'), and a venue
 * offering a single order type has nothing to toggle.
 * @param input - {@link OrderTypeToggleInput}
 * @returns true when the toggle shows
 * spec: menu-browsing §4 Order type "The order-type toggle is shown only when the cart has products
 *   and there is no wishlist, order location or location type, or when forced to display"
 */
export function isOrderTypeToggleShown(input: OrderTypeToggleInput): boolean {
  return (
    input.orderTypes.length > 1 &&
    input.hasProducts &&
    ((!input.wishlist && !input.atLocation) || input.forced)
  )
}
