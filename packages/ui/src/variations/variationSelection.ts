/** An id as the menu data carries it. */
export type Id = string | number

/** One choosable value of a variation group. */
export interface VariationValueOption {
  readonly id: Id
  readonly label: string
  /** Already formatted price adjustment ('+ AED 2.00'), shown when variation prices are displayed. */
  readonly priceLabel?: string | undefined
  readonly disabled?: boolean | undefined
}

/** A variation group as the dialog shows it. spec: menu-browsing §3 Variation */
export interface VariationGroupOption {
  readonly id: Id
  readonly name: string
  readonly required: boolean
  readonly multiple: boolean
  /** Most values a multi-choice group accepts; unlimited when absent, null or 0. */
  readonly maxChoicesAllowed?: number | null | undefined
  readonly values: readonly VariationValueOption[]
}

/** Selected value ids per group id (all as strings). */
export type VariationSelection = Readonly<Record<string, readonly string[]>>

function limitOf(group: VariationGroupOption): number {
  const max = group.maxChoicesAllowed
  return typeof max === 'number' && max > 0 ? max : Number.POSITIVE_INFINITY
}

/**
 * Chooses a value of a single-choice group, replacing the earlier one; `null` is the empty choice
 * ('---'), accepted only when the group is not required.
 * spec: menu-browsing §4 Variation dialog
 * @param selection - the current selection
 * @param group - the single-choice group
 * @param valueId - the chosen value id, or null for the empty choice
 * @returns the new selection (the same object when the choice is refused)
 */
export function selectSingleValue(
  selection: VariationSelection,
  group: VariationGroupOption,
  valueId: Id | null,
): VariationSelection {
  if (valueId === null) {
    if (group.required) return selection
    return { ...selection, [String(group.id)]: [] }
  }
  return { ...selection, [String(group.id)]: [String(valueId)] }
}

/**
 * Toggles a value of a multi-choice group; adding is refused once max_choices_allowed is reached.
 * spec: menu-browsing §4 "values toggle and further choices are blocked once max_choices_allowed
 * is reached"
 * @param selection - the current selection
 * @param group - the multi-choice group
 * @param valueId - the value to toggle
 * @returns the new selection (the same object when adding is refused)
 */
export function toggleMultipleValue(
  selection: VariationSelection,
  group: VariationGroupOption,
  valueId: Id,
): VariationSelection {
  const key = String(group.id)
  const id = String(valueId)
  const current = selection[key] ?? []
  if (current.includes(id)) return { ...selection, [key]: current.filter((v) => v !== id) }
  if (current.length >= limitOf(group)) return selection
  return { ...selection, [key]: [...current, id] }
}

/**
 * Whether a multi-choice group can take one more value.
 * @param selection - the current selection
 * @param group - the group
 * @returns false once max_choices_allowed values are chosen
 */
export function canChooseMore(selection: VariationSelection, group: VariationGroupOption): boolean {
  return (selection[String(group.id)] ?? []).length < limitOf(group)
}

/**
 * Whether every required group has a selection (the add button's condition).
 * spec: menu-browsing §5 "the add button is enabled only when every required variation group has
 * a selection"
 * @param groups - the product's variation groups
 * @param selection - the current selection
 * @returns true when each required group has at least one value
 */
export function requiredGroupsSatisfied(
  groups: readonly VariationGroupOption[],
  selection: VariationSelection,
): boolean {
  return groups.every((g) => !g.required || (selection[String(g.id)] ?? []).length > 0)
}
