import { RadioGroup } from 'radix-ui'
import { useId } from 'react'
import { useControllableState } from '../hooks/useControllableState'
import { Price } from '../product/Price'
import { useT } from '../strings/StringsProvider'
import { UI_TEXT } from '../strings/uiText'
import { VariationGroups } from './VariationGroups'
import {
  type Id,
  requiredGroupsSatisfied,
  type VariationGroupOption,
  type VariationSelection,
} from './variationSelection'

/** One product of a combo group. spec: menu-browsing §3 Combo group */
export interface ComboProductOption {
  readonly id: Id
  readonly name: string
  /** Already formatted increase_price_by ('+ AED 3.00'), when above zero. */
  readonly priceLabel?: string | undefined
  readonly outOfStock?: boolean | undefined
  /**
   * The product's own variation groups, offered once it is the group's chosen product.
   * spec: menu-browsing §3 Combo group "products (each with ... its own variations)"
   */
  readonly variationGroups?: readonly VariationGroupOption[] | undefined
}

/** A combo group: exactly one of its products must be chosen. */
export interface ComboGroupOption {
  readonly id: Id
  readonly name: string
  readonly products: readonly ComboProductOption[]
}

/** Chosen product id per combo group id (as strings). */
export type ComboSelection = Readonly<Record<string, string>>

/** The chosen product's own variation selection, per combo group id (as strings). */
export type ComboVariationSelection = Readonly<Record<string, VariationSelection>>

/**
 * Whether each combo group has exactly one chosen product that belongs to it and is in stock,
 * and every required variation group of that product has a selection.
 * spec: menu-browsing §4 "Each combo group requires exactly one product"; §5 "the add button is
 * enabled only when every required variation group has a selection"
 * @param groups - the product's combo groups
 * @param selection - the chosen product per group
 * @param variations - the chosen products' variation selections per group (default none)
 * @returns true when the combo is complete
 */
export function comboSelectionComplete(
  groups: readonly ComboGroupOption[],
  selection: ComboSelection,
  variations: ComboVariationSelection = {},
): boolean {
  return groups.every((g) => {
    const chosen = g.products.find((p) => String(p.id) === selection[String(g.id)])
    return (
      chosen !== undefined &&
      !chosen.outOfStock &&
      requiredGroupsSatisfied(chosen.variationGroups ?? [], variations[String(g.id)] ?? {})
    )
  })
}

/** Props of {@link ComboPicker}. */
export interface ComboPickerProps {
  readonly groups: readonly ComboGroupOption[]
  readonly value?: ComboSelection
  readonly defaultValue?: ComboSelection
  readonly onValueChange?: (value: ComboSelection) => void
  /** Controlled variation selection of the chosen products (combo group id -> selection). */
  readonly variationValue?: ComboVariationSelection
  readonly defaultVariationValue?: ComboVariationSelection
  readonly onVariationValueChange?: (value: ComboVariationSelection) => void
  readonly className?: string
}

const NONE: ComboSelection = {}
const NO_VARIATIONS: ComboVariationSelection = {}
const NO_SELECTION: VariationSelection = {}

function ComboGroup({
  group,
  selection,
  onChange,
  variations,
  onVariationsChange,
}: {
  readonly group: ComboGroupOption
  readonly selection: ComboSelection
  readonly onChange: (next: ComboSelection) => void
  readonly variations: ComboVariationSelection
  readonly onVariationsChange: (next: ComboVariationSelection) => void
}) {
  const t = useT()
  const id = useId()
  const key = String(group.id)
  const chosen = group.products.find((p) => String(p.id) === selection[key])
  const chosenGroups = chosen?.variationGroups ?? []
  const complete = comboSelectionComplete([group], selection, variations)
  return (
    <fieldset
      className="carte-variation-group"
      data-required=""
      data-state={complete ? 'complete' : 'incomplete'}
    >
      <legend className="carte-variation-group__name">
        <span id={id}>{group.name}</span>
        <span className="carte-badge"> {t(...UI_TEXT.required)}</span>
      </legend>
      <RadioGroup.Root
        className="carte-variation-group__options"
        aria-labelledby={id}
        aria-required
        value={selection[key] ?? ''}
        onValueChange={(v) => {
          onChange({ ...selection, [key]: v })
          // Another product's variations mean nothing for the new one: start it afresh.
          if (variations[key] !== undefined) {
            const { [key]: _dropped, ...rest } = variations
            onVariationsChange(rest)
          }
        }}
      >
        {group.products.map((p) => (
          <div className="carte-choice" key={String(p.id)}>
            <RadioGroup.Item
              className="carte-radio"
              id={`${id}-${p.id}`}
              value={String(p.id)}
              disabled={p.outOfStock ?? false}
            >
              <RadioGroup.Indicator className="carte-radio__dot" />
            </RadioGroup.Item>
            <label htmlFor={`${id}-${p.id}`}>
              {p.name}
              {p.priceLabel ? (
                <>
                  {' '}
                  <Price className="carte-choice__price">{p.priceLabel}</Price>
                </>
              ) : null}
              {p.outOfStock ? (
                <span className="carte-badge" data-tone="danger">
                  {' '}
                  {t(...UI_TEXT.outOfStock)}
                </span>
              ) : null}
            </label>
          </div>
        ))}
      </RadioGroup.Root>
      {chosen && chosenGroups.length > 0 ? (
        <VariationGroups
          className="carte-combo-variations"
          groups={chosenGroups}
          value={variations[key] ?? NO_SELECTION}
          onValueChange={(next) => onVariationsChange({ ...variations, [key]: next })}
        />
      ) : null}
    </fieldset>
  )
}

/**
 * The combo groups of a combo product: one radio choice per group, out-of-stock products disabled;
 * the chosen product's own variation groups follow its group (required groups and
 * max_choices_allowed as in {@link VariationGroups}), starting afresh when another product is
 * chosen. `data-state` is 'complete' once every group has its product and that product's required
 * variations.
 * spec: menu-browsing §4 Variation dialog (combo groups), §3 Combo group (products with their own variations)
 * @param props - {@link ComboPickerProps}
 * @returns the combo picker
 */
export function ComboPicker({
  groups,
  value,
  defaultValue = NONE,
  onValueChange,
  variationValue,
  defaultVariationValue = NO_VARIATIONS,
  onVariationValueChange,
  className,
}: ComboPickerProps) {
  const [selection, setSelection] = useControllableState({
    value,
    defaultValue,
    onChange: onValueChange,
  })
  const [variations, setVariations] = useControllableState({
    value: variationValue,
    defaultValue: defaultVariationValue,
    onChange: onVariationValueChange,
  })
  return (
    <div
      className={className ? `carte-combos ${className}` : 'carte-combos'}
      data-state={comboSelectionComplete(groups, selection, variations) ? 'complete' : 'incomplete'}
    >
      {groups.map((g) => (
        <ComboGroup
          key={String(g.id)}
          group={g}
          selection={selection}
          onChange={setSelection}
          variations={variations}
          onVariationsChange={setVariations}
        />
      ))}
    </div>
  )
}
