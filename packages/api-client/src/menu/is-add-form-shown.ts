import type { Product } from '../schemas/menu'
import { isOrderableByHours } from './is-orderable-by-hours'
import { isOrderingOpen } from './is-ordering-open'
import { isProductShown } from './is-product-shown'
import type { ProductListingContext } from './product-listing'

/** What {@link isAddFormShown} reads besides the product (the listing context, less the list's own). */
export type AddFormContext = Pick<
  ProductListingContext,
  'menu' | 'venueOpen' | 'isShown' | 'isPriceOrderable'
>

/**
 * Whether the product page shows its add-to-cart form: ordering enabled, the venue open, the
 * product's category shown (enabled and inside its hours) and the product inside its own hours,
 * neither inside a slot with disable_order (the product stays shown, without the form), and an
 * orderable price (above 0, or enable_zero_price_item on). A product outside every known
 * category gets no form, as it gets no row button (`productListing`).
 * spec: menu-browsing §2 Product page "The add-to-cart form is shown only when ordering is enabled,
 *   the menu is open, category and product hours pass, and the price is above 0 or zero-price
 *   items are enabled"; §3 Category hours entry (disable_order)
 * @param product - the product of the page
 * @param context - {@link AddFormContext}
 * @returns true when the form is shown
 */
export function isAddFormShown(product: Product, context: AddFormContext): boolean {
  const category = context.menu.categories.find((candidate) => candidate.id === product.category)
  return (
    isOrderingOpen({ enableOrder: context.menu.enable_order, venueOpen: context.venueOpen }) &&
    category !== undefined &&
    isProductShown(context.menu, product, context.isShown) &&
    isOrderableByHours(category, product, context.isShown) &&
    context.isPriceOrderable(product.price)
  )
}
