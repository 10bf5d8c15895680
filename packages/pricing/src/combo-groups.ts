import type { ComboGroupChoice, ProductWithOptions, VariationsMenu } from './types'
import { type PriceLabel, variationGroups } from './variation-groups'

/**
 * The product's combo groups as picker options (none unless enable_combo): each product with its
 * increase_price_by label and out-of-stock flag and, when the menu is given, its own variation
 * groups (from its product_variations and the menu's variations, labelled like the product's).
 * @param product - the product
 * @param priceLabel - label for a combo product's increase_price_by
 * @param options - the menu's variation groups (without them combo products carry no variation
 *   groups) and the label for variation prices (default `priceLabel`)
 * @returns the combo groups
 * spec: menu-browsing §2 Product page "combo groups (exactly one product each)"; §3 Combo group "products (each with increase_price_by, out_of_stock and its own variations)"
 */
export function comboGroups(
  product: Pick<ProductWithOptions, 'combo_groups' | 'enable_combo'>,
  priceLabel: PriceLabel,
  options?: { readonly menu: VariationsMenu; readonly variationPriceLabel?: PriceLabel },
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
      ...(options === undefined
        ? {}
        : {
            variationGroups: variationGroups(
              options.menu,
              { product_variations: comboProduct.product_variations ?? [] },
              options.variationPriceLabel ?? priceLabel,
            ),
          }),
    })),
  }))
}
