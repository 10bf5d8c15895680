import type {
  DecimalString,
  ProductVariationEntry,
  VariationGroupChoice,
  VariationMath,
  VariationsMenu,
} from './types'
import { groupsOfEntries, valueLabel } from './variation-entries'

/** Formats a variation or combo price adjustment for display ('+ AED 2.00'), or undefined to hide it. */
export type PriceLabel = (price: DecimalString, math: VariationMath) => string | undefined

/**
 * The product's variation groups as picker options: each group of menu.variations the product
 * uses, in the order the product lists them, with the product's own entries (value id, price,
 * math); values the menu does not know are left out.
 * @param menu - the menu's variation groups
 * @param product - the product's variation entries
 * @param priceLabel - label for a value's price adjustment
 * @returns the groups
 * spec: menu-browsing §3 Product variation entry, Variation; §4 Variation dialog
 */
export function variationGroups(
  menu: VariationsMenu,
  product: { readonly product_variations: readonly ProductVariationEntry[] },
  priceLabel: PriceLabel,
): VariationGroupChoice[] {
  return groupsOfEntries(menu, product.product_variations).map(({ group, entries }) => ({
    id: group.id,
    name: group.name,
    required: group.required,
    multiple: group.multiple,
    maxChoicesAllowed: group.max_choices_allowed,
    values: entries.flatMap((entry) => {
      const value = group.values.find((candidate) => candidate.id === entry.variation_value)
      if (!value) return []
      return [
        { id: value.id, label: valueLabel(value), priceLabel: priceLabel(entry.price, entry.math) },
      ]
    }),
  }))
}
