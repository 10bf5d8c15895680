import type { ComboGroupOption, ComboSelection, ComboVariationSelection } from './ComboPicker'
import {
  requiredGroupsSatisfied,
  type VariationGroupOption,
  type VariationSelection,
} from './variationSelection'

/**
 * The names of what is still to choose before a product can be added, in the order they show: each
 * required variation group without a choice, each combo group without an in-stock product, and
 * each required group of a chosen combo product without a choice. Empty exactly when
 * requiredGroupsSatisfied and comboSelectionComplete both hold.
 * spec: menu-browsing §4 Variation dialog (required groups), §5 Variations; §3 Combo group
 * @param groups - the product's variation groups
 * @param selection - their selection
 * @param comboGroups - the product's combo groups
 * @param combos - the chosen product per combo group
 * @param comboVariations - the chosen combo products' own selections
 * @returns the group names still to choose ('Size', 'Doneness')
 */
export function missingChoices(
  groups: readonly VariationGroupOption[],
  selection: VariationSelection,
  comboGroups: readonly ComboGroupOption[] = [],
  combos: ComboSelection = {},
  comboVariations: ComboVariationSelection = {},
): string[] {
  const unchosen = (own: readonly VariationGroupOption[], chosen: VariationSelection) =>
    own.filter((group) => !requiredGroupsSatisfied([group], chosen)).map((group) => group.name)
  return [
    ...unchosen(groups, selection),
    ...comboGroups.flatMap((group) => {
      const chosen = group.products.find((p) => String(p.id) === combos[String(group.id)])
      if (chosen === undefined || chosen.outOfStock) return [group.name]
      return unchosen(chosen.variationGroups ?? [], comboVariations[String(group.id)] ?? {})
    }),
  ]
}
