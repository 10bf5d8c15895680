import type { MenuData, Product } from '@carte/api-client'
import type { CartLineComboGroup, CartLineVariation } from '@carte/pricing'
import type {
  ComboGroupOption,
  ComboSelection,
  VariationGroupOption,
  VariationSelection,
} from '@carte/ui'

/** Formats a variation or combo price adjustment for display ('+ AED 2.00'), or undefined. */
export type PriceLabel = (price: string, math: '+' | '-') => string | undefined

/**
 * The product's variation groups as @carte/ui options: each group of menu.variations the product
 * uses, with the product's own entries (value id, price, math) (spec: menu-browsing §3 Product
 * variation entry, Variation).
 * @param menu - the menu data.
 * @param product - the product.
 * @param priceLabel - label for a value's price adjustment.
 * @returns the groups in the order the product lists them.
 */
export function variationGroups(
  menu: MenuData,
  product: Product,
  priceLabel: PriceLabel,
): VariationGroupOption[] {
  const groupIds = [...new Set(product.product_variations.map((entry) => entry.variation))]
  return groupIds.flatMap((groupId) => {
    const group = menu.variations.find((candidate) => candidate.id === groupId)
    if (!group) return []
    const values = product.product_variations
      .filter((entry) => entry.variation === groupId)
      .flatMap((entry) => {
        const value = group.values.find((candidate) => candidate.id === entry.variation_value)
        if (!value) return []
        return [
          {
            id: value.id,
            label: value.value ?? value.variation_value ?? value.name ?? String(value.id),
            priceLabel: priceLabel(entry.price, entry.math),
          },
        ]
      })
    return [
      {
        id: group.id,
        name: group.name,
        required: group.required,
        multiple: group.multiple,
        maxChoicesAllowed: group.max_choices_allowed,
        values,
      },
    ]
  })
}

/**
 * The cart line's variations from the diner's selection: every value of each group, the chosen
 * ones flagged selected, with the product's price and math (spec: menu-browsing §3 Cart line
 * variations "values flagged selected").
 * @param menu - the menu data.
 * @param product - the product.
 * @param selection - group id -> chosen value ids.
 * @returns the cart line variations.
 */
export function cartVariations(
  menu: MenuData,
  product: Product,
  selection: VariationSelection,
): CartLineVariation[] {
  return variationGroups(menu, product, () => undefined).map((group) => {
    const chosen = selection[String(group.id)] ?? []
    return {
      id: group.id,
      name: group.name,
      values: product.product_variations
        .filter((entry) => entry.variation === group.id)
        .map((entry) => ({
          id: entry.variation_value,
          name: group.values.find((value) => value.id === entry.variation_value)?.label ?? '',
          variation_value:
            group.values.find((value) => value.id === entry.variation_value)?.label ?? '',
          price: entry.price,
          math: entry.math,
          selected: chosen.includes(String(entry.variation_value)),
        })),
    }
  })
}

/**
 * The product's combo groups as @carte/ui options (spec: menu-browsing §3 Combo group).
 * @param product - the product.
 * @param priceLabel - label for a combo product's increase_price_by.
 * @returns the combo groups.
 */
export function comboGroups(product: Product, priceLabel: PriceLabel): ComboGroupOption[] {
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

/**
 * The cart line's combo groups: every product of each group, the chosen one flagged selected
 * (spec: menu-browsing §4 "Each combo group requires exactly one product").
 * @param product - the product.
 * @param selection - group id -> chosen product id.
 * @returns the cart line combo groups.
 */
export function cartComboGroups(product: Product, selection: ComboSelection): CartLineComboGroup[] {
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
