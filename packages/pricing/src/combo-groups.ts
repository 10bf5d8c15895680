import type { ComboGroupChoice, ProductWithOptions } from './types'
import type { PriceLabel } from './variation-groups'

/**
 * The product's combo groups as picker options (none unless enable_combo): each product with its
 * increase_price_by label and out-of-stock flag.
 * @param product - the product
 * @param priceLabel - label for a combo product's increase_price_by
 * @returns the combo groups
 * spec: menu-browsing §3 Combo group; §2 Product page "combo groups"
 */
export function comboGroups(
  product: Pick<ProductWithOptions, 'combo_groups' | 'enable_combo'>,
  priceLabel: PriceLabel,
): ComboGroupChoice[] {
  if (!product.enable_combo) return []
  return product.combo_groups.map((group) => ({
    id: group.id,
    name: group.name,
    products: group.products.map((comboProduct) => ({
      id: comboProduct.id,
      name: comboProduct.name,
      priceLabel: priceLabel(comboProduct.increase_price_by, '+'),
      outOfStock: comboProduct.out_of_stock,
    })),
  }))
}
