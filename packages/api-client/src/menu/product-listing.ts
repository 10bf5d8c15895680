import type { Category, MenuData, Product } from '../schemas/menu'
import { isCategoryShown } from './is-category-shown'
import { isOrderableByHours } from './is-orderable-by-hours'
import { isOrderingOpen } from './is-ordering-open'
import type { HoursNow } from './types'

/** What {@link productListing} reads besides the product. */
export interface ProductListingContext {
  readonly menu: Pick<MenuData, 'categories' | 'enable_order'>
  /** The list's category, when the whole list belongs to one (category page, special section). */
  readonly category?: Category | undefined
  /** 1 to 4 (spec view_format). */
  readonly format: 1 | 2 | 3 | 4
  /** The venue is open now. */
  readonly venueOpen: boolean
  /**
   * The hours tests bound to now in the venue zone: shown, and `isOrderable` (no disable_order
   * slot in force) for the row button and the add form.
   */
  readonly isShown: HoursNow
  /**
   * Whether a price can be ordered: above 0, or enable_zero_price_item is on (@carte/pricing's
   * isPriceOrderable bound to the menu; decimal arithmetic stays in the pricing package).
   */
  readonly isPriceOrderable: (price: string) => boolean
  /**
   * Whether a product is out of stock: flagged out_of_stock, or no orderable quantity (a POS count
   * of 0 or less on a product that is not a combo): @carte/pricing's isOutOfStock, injected like
   * isPriceOrderable so that the quantity rule stays in the pricing package.
   */
  readonly isOutOfStock: (product: Product) => boolean
}

/** How one listed product behaves. */
export interface ProductListing {
  /** The product renders as a non-link. */
  readonly linkDisabled: boolean
  /** Format 4: the row carries an add-to-cart button. */
  readonly addShown: boolean
  /** The product shows 'Out of Stock' (the injected isOutOfStock). */
  readonly outOfStock: boolean
}

/**
 * The link and row-button rules of a listed product. Lists without a category of their own (home
 * with home_display_all_categories, search) apply each product's own category; a product outside
 * every known category gets no row button. An out-of-stock product (flag, or no orderable quantity)
 * gets no row button either: its row says 'Out of Stock' and it cannot be added. Inside a slot of
 * the category's or the product's hours with disable_order the product is listed without a row
 * button (README reading: disable_order disables ordering in that slot, as for the venue).
 * spec: menu-browsing §2 Category page "A product link is disabled when the product or category
 * has disable_link, when the product is out of stock, or in view format 4"; "The row add-to-cart
 * button (format 4) appears only when ordering is enabled, the menu is open, the category hours
 * are active, and the price is above 0 or enable_zero_price_item is on"; §3 Category hours entry
 * (disable_order); §5 "Out of stock
 * products show 'Out of Stock' and cannot be added"
 * @param product - the listed product.
 * @param context - {@link ProductListingContext}
 * @returns {@link ProductListing}
 */
export function productListing(product: Product, context: ProductListingContext): ProductListing {
  const category =
    context.category ??
    context.menu.categories.find((candidate) => candidate.id === product.category)
  const outOfStock = context.isOutOfStock(product)
  const linkDisabled = Boolean(
    product.disable_link || category?.disable_link || outOfStock || context.format === 4,
  )
  const addShown =
    context.format === 4 &&
    !outOfStock &&
    isOrderingOpen({ enableOrder: context.menu.enable_order, venueOpen: context.venueOpen }) &&
    category !== undefined &&
    isCategoryShown(category, context.isShown) &&
    isOrderableByHours(category, product, context.isShown) &&
    context.isPriceOrderable(product.price)
  return { linkDisabled, addShown, outOfStock }
}
