import type { MenuData, Product } from '../schemas/menu'
import { isOrderableByHours } from './is-orderable-by-hours'
import { shownProducts } from './shown-products'
import type { HoursNow } from './types'

/** What {@link upsellProducts} asks of the cart and the pricing rules. */
export interface UpsellContext {
  /**
   * Whether a product already has a cart line; with it, and without enable_adding_same_item_cart,
   * a carted product is not suggested (its page could only say 'Already Added To Cart',
   * menu-browsing §4 Cart actions). Default: nothing is carted.
   */
  readonly isCarted?: ((productId: Product['id']) => boolean) | undefined
  /**
   * Whether a product is out of stock: @carte/pricing's isOutOfStock (flagged out_of_stock, or no
   * orderable quantity: a POS count of 0 or less on a product that is not a combo, or a max_qty
   * below 1), injected so that the cart suggests exactly what its product page can add.
   */
  readonly isOutOfStock: (product: Product) => boolean
}

/**
 * The cart's upsell suggestions: products shown now (open categories, within product hours) with
 * upsell_cart set, in stock (the injected isOutOfStock) and linkable (no disable_link, no
 * external_link), in menu order. A product inside a slot of its category's or its own hours with
 * disable_order is left out: its page has no add form (README reading on disable_order), so the
 * category is not open for ordering.
 * spec: ordering-payment §2 Cart screen ("Upsell shows only products in open categories and within
 *   product hours, with upsell_cart set, in stock and linkable"); menu-browsing §5 "Out of stock
 *   products show 'Out of Stock' and cannot be added"
 * @param menu - the menu data (categories and products)
 * @param isShown - the hours tests bound to now in the venue zone (with isOrderable)
 * @param context - {@link UpsellContext}: the cart test and the stock rule
 * @returns the upsell products, empty when none qualifies
 */
export function upsellProducts(
  menu: Pick<MenuData, 'categories' | 'products' | 'enable_adding_same_item_cart'>,
  isShown: HoursNow,
  context: UpsellContext,
): Product[] {
  const isCarted = context.isCarted ?? (() => false)
  const categories = new Map(menu.categories.map((category) => [category.id, category]))
  return shownProducts(menu, isShown).filter(
    (product) =>
      product.upsell_cart &&
      // shownProducts lists only products of known categories.
      isOrderableByHours(categories.get(product.category ?? Number.NaN) ?? {}, product, isShown) &&
      (menu.enable_adding_same_item_cart || !isCarted(product.id)) &&
      !context.isOutOfStock(product) &&
      !product.disable_link &&
      !product.external_link,
  )
}
