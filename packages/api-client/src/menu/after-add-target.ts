import type { MenuData } from '../schemas/menu'

/** Where an add-to-cart action was taken. */
export type AddOrigin = 'product_page' | 'list'

/**
 * Where the diner goes after a product was added: 'cart' (to /{lang}/cart), 'back' (the previous
 * history entry) or 'stay' (where the diner is).
 */
export type AfterAddTarget = 'cart' | 'back' | 'stay'

/**
 * Where addtocart_redirect sends the diner after an add, from the product page or from a list (a
 * format-4 row, directly or through its 'Select Variations' dialog). Readings: 'cart' goes to the
 * cart from anywhere. 'back' returns to where the diner came from: from the product page that is
 * the previous history entry (the list it was opened from); from a list row the diner already is
 * on the list the product page would have returned to, so 'back' stays (leaving the list would
 * take the diner somewhere they did not come from to add). 'other' stays (architecture ruling:
 * "addtocart_redirect: other stays on the product page"). Only a completed add is followed: a
 * refused add leaves the diner where they are.
 * spec: menu-browsing §4 Cart actions "After adding, addtocart_redirect decides: cart (go to
 *   /{lang}/cart), back, or other"
 * @param menu - addtocart_redirect ('cart' when the menu omits it, 'other' when unknown)
 * @param origin - 'product_page' or 'list'
 * @returns {@link AfterAddTarget}
 */
export function afterAddTarget(
  menu: Pick<MenuData, 'addtocart_redirect'>,
  origin: AddOrigin,
): AfterAddTarget {
  switch (menu.addtocart_redirect) {
    case 'cart':
      return 'cart'
    case 'back':
      return origin === 'product_page' ? 'back' : 'stay'
    default:
      return 'stay'
  }
}
