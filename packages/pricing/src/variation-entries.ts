/** Shared reading of product variation entries (not exported from the package). */

import type {
  CartLineVariation,
  Id,
  MenuVariation,
  ProductVariationEntry,
  VariationChoices,
  VariationsMenu,
} from './types'

/** The label a variation value shows: value, else variation_value, else name, else its id. */
export function valueLabel(value: MenuVariation['values'][number]): string {
  return value.value ?? value.variation_value ?? value.name ?? String(value.id)
}

/** The groups `entries` use, in first-use order, each with its menu group (unknown groups dropped). */
export function groupsOfEntries(
  menu: VariationsMenu,
  entries: readonly ProductVariationEntry[],
): { readonly group: MenuVariation; readonly entries: readonly ProductVariationEntry[] }[] {
  const groupIds: Id[] = [...new Set(entries.map((entry) => entry.variation))]
  return groupIds.flatMap((groupId) => {
    const group = menu.variations.find((candidate) => candidate.id === groupId)
    return group ? [{ group, entries: entries.filter((entry) => entry.variation === groupId) }] : []
  })
}

/** Cart variation groups from entries and a choice: every entry, the chosen ones flagged selected. */
export function cartVariationsOf(
  menu: VariationsMenu,
  entries: readonly ProductVariationEntry[],
  choices: VariationChoices,
): CartLineVariation[] {
  return groupsOfEntries(menu, entries).map(({ group, entries: own }) => {
    const chosen = choices[String(group.id)] ?? []
    return {
      id: group.id,
      name: group.name,
      values: own.map((entry) => {
        const known = group.values.find((value) => value.id === entry.variation_value)
        const label = known ? valueLabel(known) : ''
        return {
          id: entry.variation_value,
          name: label,
          variation_value: label,
          price: entry.price,
          math: entry.math,
          selected: chosen.includes(String(entry.variation_value)),
        }
      }),
    }
  })
}
