import type {
  CartLineVariation,
  ProductVariationEntry,
  VariationChoices,
  VariationsMenu,
} from './types'
import { cartVariationsOf } from './variation-entries'

/**
 * The cart line's variations from the diner's choice: every value the product offers in each
 * group, the chosen ones flagged selected, with the product's price and math for each value (what
 * {@link lineUnitPrice} and the order payload read).
 * @param menu - the menu's variation groups
 * @param product - the product's variation entries
 * @param selection - group id -> chosen value ids
 * @returns the cart line variations
 * spec: menu-browsing §3 Cart line "variations (values flagged selected)"; ordering-payment §3 Cart item
 */
export function cartVariations(
  menu: VariationsMenu,
  product: { readonly product_variations: readonly ProductVariationEntry[] },
  selection: VariationChoices,
): CartLineVariation[] {
  return cartVariationsOf(menu, product.product_variations, selection)
}
