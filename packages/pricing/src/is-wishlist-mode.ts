/** The menu flags that turn the cart into a wishlist. */
export interface WishlistFlags {
  readonly enable_wishlist: boolean
  readonly enable_wishlist_table_orders: boolean
}

/**
 * Whether the cart is in wishlist mode (no ordering): the venue's wishlist is on, or its
 * wishlist for table orders is on and the diner is at an order location (table or room).
 * @param menu - the venue's wishlist flags
 * @param hasLocation - the diner opened the menu from a table or room code
 * @returns true in wishlist mode
 * spec: ordering-payment §3 Cart state enableWishlist; §2 Cart "The checkout button shows only when: not wishlist mode"
 */
export function isWishlistMode(menu: WishlistFlags, hasLocation: boolean): boolean {
  return menu.enable_wishlist || (hasLocation && menu.enable_wishlist_table_orders)
}
