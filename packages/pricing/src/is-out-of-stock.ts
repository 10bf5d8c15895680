import { quantityBounds } from './quantity-bounds'

/** What {@link isOutOfStock} reads of a product or a cart line (each field optional). */
export interface StockFields {
  readonly out_of_stock?: boolean | undefined
  readonly pos_available_qty?: number | null | undefined
  readonly max_qty?: number | null | undefined
  readonly enable_combo?: boolean | undefined
  /** A combo's groups: one whose every product is out of stock can never be completed. */
  readonly combo_groups?:
    | readonly { readonly products: readonly { readonly out_of_stock?: boolean | undefined }[] }[]
    | undefined
}

/**
 * Whether a product (or a cart line, through its max_qty) is out of stock: flagged out_of_stock, or
 * its quantity bounds leave no orderable quantity (a maximum below 1: pos_available_qty of 0 or less
 * on a product that is not a combo, or max_qty below 1), or a combo with a group whose every product
 * is out of stock (each group needs exactly one). Such a product shows 'Out of Stock' and
 * cannot be added ({@link createCartLine} throws, {@link addToCart} refuses the line).
 * @param product - out_of_stock, pos_available_qty, max_qty, enable_combo and combo_groups (each optional)
 * @returns true when nothing of it can be ordered
 * spec: menu-browsing §5 "Out of stock products show 'Out of Stock' and cannot be added";
 *   "Quantity: integer from 1 up to the maximum … capped by pos_available_qty (not for combos) and by max_qty";
 *   §4 "Each combo group requires exactly one product"
 */
export function isOutOfStock(product: StockFields): boolean {
  if (product.out_of_stock === true) return true
  if (
    product.enable_combo === true &&
    product.combo_groups?.some((group) =>
      group.products.every((item) => item.out_of_stock === true),
    )
  ) {
    return true
  }
  const { max } = quantityBounds(product)
  return max !== null && max < 1
}
