import type { Product } from '@carte/api-client'
import {
  type CartLineChoice,
  cartComboGroups,
  cartVariations,
  comboGroups,
  compareAmounts,
  formatPrice,
  priceWithTax,
  variationGroups,
} from '@carte/pricing'
import {
  type ComboGroupOption,
  type ComboSelection,
  type ComboVariationSelection,
  missingChoices,
  type VariationGroupOption,
  type VariationSelection,
} from '@carte/ui'
import { useState } from 'react'
import { useMenu, useVenue } from './useMenu'
import { EMPTY_PRODUCT_DRAFT, type ProductDraft } from './useProductDrafts'

/** A product's variation and combo choices while the diner makes them. */
export interface ProductChoices {
  /** The product's variation groups, labelled with their prices when the venue shows them. */
  readonly groups: readonly VariationGroupOption[]
  /** The product's combo groups (none unless enable_combo). */
  readonly combos: readonly ComboGroupOption[]
  readonly variations: VariationSelection
  readonly setVariations: (value: VariationSelection) => void
  readonly comboChoice: ComboSelection
  readonly setComboChoice: (value: ComboSelection) => void
  readonly comboVariations: ComboVariationSelection
  readonly setComboVariations: (value: ComboVariationSelection) => void
  /** Every required variation group has a selection and every combo group exactly one product. */
  readonly ready: boolean
  /**
   * The names of what is still to choose, in the page's order: required variation groups without
   * a selection, combo groups without a product, the chosen combo products' required groups.
   */
  readonly missing: readonly string[]
  /** The cart line's variations and combo groups (with their prices) for the current choices. */
  readonly lineChoice: () => Pick<CartLineChoice, 'variations' | 'combo_groups'>
}

/** The selections of {@link useProductChoices} when their owner keeps them (the product page's drafts). */
export interface ChoiceState {
  readonly value: Pick<ProductDraft, 'variations' | 'comboChoice' | 'comboVariations'>
  /** Changes the selections from their latest value. */
  readonly update: (change: (draft: ProductDraft) => ProductDraft) => void
}

/**
 * The variation and combo selection of one product, shared by the product page and the format-4
 * row's 'Select Variations' dialog so both add the same line. The selections are its own state,
 * or the caller's when `state` is given (the product page keeps one draft per product).
 * spec: menu-browsing §2 Product page, §4 Variation dialog, §5 Variations; §3 Combo group
 * @param product - the product being chosen for.
 * @param state - the caller's selections, if it keeps them.
 * @returns {@link ProductChoices}
 */
export function useProductChoices(product: Product, state?: ChoiceState): ProductChoices {
  const menu = useMenu()
  const { lang } = useVenue()
  const money = { ...menu, language: lang }
  // An option's price reads like the product's above it: with the percentage taxes when the venue
  // lists prices with tax (spec: §9 "Price with tax ... when display_prices_with_tax is on").
  const shown = (price: string) => formatPrice(priceWithTax(price, menu), money)
  const priceLabel = (price: string, math: '+' | '-') =>
    menu.enable_display_variation_prices && compareAmounts(price, '0') !== 0
      ? `${math} ${shown(price)}`
      : undefined
  const groups = variationGroups(menu, product, priceLabel)
  // A combo product's own variations are labelled like the product's (spec: §3 Combo group).
  // A combo product that costs nothing extra shows no '+ AED 0.00' (ComboPicker: "when above zero").
  const comboLabel = (price: string) =>
    compareAmounts(price, '0') > 0 ? `+ ${shown(price)}` : undefined
  const combos = comboGroups(product, comboLabel, {
    menu,
    variationPriceLabel: priceLabel,
  })
  const [own, setOwn] = useState<ProductDraft>(EMPTY_PRODUCT_DRAFT)
  const update = state?.update ?? setOwn
  const { variations, comboChoice, comboVariations } = state?.value ?? own
  // Each setter changes its own part from the latest draft: ComboPicker sets the choice and drops
  // the old product's variations in one event.
  const setVariations = (value: VariationSelection) =>
    update((draft) => ({ ...draft, variations: value }))
  const setComboChoice = (value: ComboSelection) =>
    update((draft) => ({ ...draft, comboChoice: value }))
  const setComboVariations = (value: ComboVariationSelection) =>
    update((draft) => ({ ...draft, comboVariations: value }))
  // What is still to choose (@carte/ui missingChoices): adding waits until it is empty.
  const missing = missingChoices(groups, variations, combos, comboChoice, comboVariations)
  const ready = missing.length === 0
  const lineChoice = () => ({
    variations: cartVariations(menu, product, variations),
    combo_groups: cartComboGroups(product, comboChoice, { menu, variations: comboVariations }),
  })
  return {
    groups,
    combos,
    variations,
    setVariations,
    comboChoice,
    setComboChoice,
    comboVariations,
    setComboVariations,
    ready,
    missing,
    lineChoice,
  }
}
