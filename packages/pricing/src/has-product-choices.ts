import { comboGroups } from './combo-groups'
import type { ProductWithOptions, VariationsMenu } from './types'
import { variationGroups } from './variation-groups'

const NO_LABEL = () => undefined

/**
 * Whether adding a product asks the diner first: it has variation groups or combo groups. A
 * format-4 row then opens the 'Select Variations' dialog instead of adding at once, so a line is
 * never added without its required choices.
 * spec: menu-browsing §2 Dialogs "variation selection (title 'Select Variations')"; §4 "Each combo
 * group requires exactly one product"; §5 Variations "the add button is enabled only when every
 * required variation group has a selection"
 * @param menu - the menu's variation groups.
 * @param product - the product (product_variations, enable_combo, combo_groups).
 * @returns true when the product has choices to make.
 */
export function hasProductChoices(
  menu: VariationsMenu,
  product: Pick<ProductWithOptions, 'product_variations' | 'combo_groups' | 'enable_combo'>,
): boolean {
  return (
    variationGroups(menu, product, NO_LABEL).length > 0 || comboGroups(product, NO_LABEL).length > 0
  )
}
