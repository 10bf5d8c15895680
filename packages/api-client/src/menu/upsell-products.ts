import type { MenuData, Product } from '../schemas/menu'
import { shownProducts } from './shown-products'
import type { IsShown } from './types'

/**
 * The cart's upsell suggestions: products shown now (open categories, within product hours) with
 * upsell_cart set, in stock (not out_of_stock, and no POS quantity of 0 or less) and linkable (no
 * disable_link, no external_link), in menu order.
 * spec: ordering-payment §2 Cart screen ("Upsell shows only products in open categories and within
 *   product hours, with upsell_cart set, in stock and linkable")
 * @param menu - the menu data (categories and products)
 * @param isShown - the hours test bound to now in the venue zone
 * @param isCarted - whether a product already has a cart line; with it, and without
 *   enable_adding_same_item_cart, a carted product is not suggested (its page could only say
 *   'Already Added To Cart', menu-browsing §4 Cart actions)
 * @returns the upsell products, empty when none qualifies
 */
export function upsellProducts(
  menu: Pick<MenuData, 'categories' | 'products' | 'enable_adding_same_item_cart'>,
  isShown: IsShown,
  isCarted: (productId: Product['id']) => boolean = () => false,
): Product[] {
  return shownProducts(menu, isShown).filter(
    (product) =>
      product.upsell_cart &&
      (menu.enable_adding_same_item_cart || !isCarted(product.id)) &&
      !product.out_of_stock &&
      (product.pos_available_qty === null || product.pos_available_qty > 0) &&
      !product.disable_link &&
      !product.external_link,
  )
}
