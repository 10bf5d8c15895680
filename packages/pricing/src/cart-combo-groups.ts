import type { CartLineComboGroup, ComboChoices, ProductWithOptions } from './types'

/**
 * The cart line's combo groups: every product of each group, the chosen one flagged selected
 * (none unless enable_combo).
 * @param product - the product
 * @param selection - group id -> chosen product id
 * @returns the cart line combo groups
 * spec: menu-browsing §4 "Each combo group requires exactly one product"; ordering-payment §3 Cart item combo_groups
 */
export function cartComboGroups(
  product: Pick<ProductWithOptions, 'combo_groups' | 'enable_combo'>,
  selection: ComboChoices,
): CartLineComboGroup[] {
  if (!product.enable_combo) return []
  return product.combo_groups.map((group) => ({
    id: group.id,
    name: group.name,
    products: group.products.map((comboProduct) => ({
      id: comboProduct.id,
      name: comboProduct.name,
      increase_price_by: comboProduct.increase_price_by,
      selected: selection[String(group.id)] === String(comboProduct.id),
    })),
  }))
}
