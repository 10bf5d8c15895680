import type {
  CartLineComboGroup,
  ComboChoices,
  ComboVariationChoices,
  ProductWithOptions,
  VariationsMenu,
} from './types'
import { cartVariationsOf } from './variation-entries'

/**
 * The cart line's combo groups: every product of each group, the chosen one flagged selected
 * (none unless enable_combo). With `options`, the chosen product also carries its own
 * product_variations (every value it offers, the diner's choices flagged selected), which
 * {@link lineUnitPrice} adds by their math and the order payload sends; other products carry none.
 * @param product - the product
 * @param selection - combo group id -> chosen product id
 * @param options - the menu's variation groups and, per combo group id, the chosen product's variation choice
 * @returns the cart line combo groups
 * spec: menu-browsing §4 "Each combo group requires exactly one product"; ordering-payment §3 Cart item combo_groups (products flagged selected, with product_variations)
 */
export function cartComboGroups(
  product: Pick<ProductWithOptions, 'combo_groups' | 'enable_combo'>,
  selection: ComboChoices,
  options?: { readonly menu: VariationsMenu; readonly variations: ComboVariationChoices },
): CartLineComboGroup[] {
  if (!product.enable_combo) return []
  return product.combo_groups.map((group) => {
    const key = String(group.id)
    return {
      id: group.id,
      name: group.name,
      products: group.products.map((comboProduct) => {
        const selected = selection[key] === String(comboProduct.id)
        return {
          id: comboProduct.id,
          name: comboProduct.name,
          increase_price_by: comboProduct.increase_price_by,
          selected,
          ...(options === undefined
            ? {}
            : {
                product_variations: selected
                  ? cartVariationsOf(
                      options.menu,
                      comboProduct.product_variations ?? [],
                      options.variations[key] ?? {},
                    )
                  : [],
              }),
        }
      }),
    }
  })
}
