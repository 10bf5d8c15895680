import { RadioGroup } from 'radix-ui'
import { useId } from 'react'
import { useControllableState } from '../hooks/useControllableState'
import { useT } from '../strings/StringsProvider'
import { UI_TEXT } from '../strings/uiText'
import type { Id } from './variationSelection'

/** One product of a combo group. spec: menu-browsing §3 Combo group */
export interface ComboProductOption {
  readonly id: Id
  readonly name: string
  /** Already formatted increase_price_by ('+ AED 3.00'), when above zero. */
  readonly priceLabel?: string | undefined
  readonly outOfStock?: boolean | undefined
}

/** A combo group: exactly one of its products must be chosen. */
export interface ComboGroupOption {
  readonly id: Id
  readonly name: string
  readonly products: readonly ComboProductOption[]
}

/** Chosen product id per combo group id (as strings). */
export type ComboSelection = Readonly<Record<string, string>>

/**
 * Whether each combo group has exactly one chosen product that belongs to it and is in stock.
 * spec: menu-browsing §4 "Each combo group requires exactly one product"
 * @param groups - the product's combo groups
 * @param selection - the chosen product per group
 * @returns true when the combo is complete
 */
export function comboSelectionComplete(
  groups: readonly ComboGroupOption[],
  selection: ComboSelection,
): boolean {
  return groups.every((g) => {
    const chosen = selection[String(g.id)]
    return g.products.some((p) => String(p.id) === chosen && !p.outOfStock)
  })
}

/** Props of {@link ComboPicker}. */
export interface ComboPickerProps {
  readonly groups: readonly ComboGroupOption[]
  readonly value?: ComboSelection
  readonly defaultValue?: ComboSelection
  readonly onValueChange?: (value: ComboSelection) => void
  readonly className?: string
}

const NONE: ComboSelection = {}

function ComboGroup({
  group,
  selection,
  onChange,
}: {
  readonly group: ComboGroupOption
  readonly selection: ComboSelection
  readonly onChange: (next: ComboSelection) => void
}) {
  const t = useT()
  const id = useId()
  const key = String(group.id)
  return (
    <fieldset
      className="carte-variation-group"
      data-required=""
      data-state={selection[key] ? 'complete' : 'incomplete'}
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
        onValueChange={(v) => onChange({ ...selection, [key]: v })}
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
                  <span className="carte-choice__price">{p.priceLabel}</span>
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
    </fieldset>
  )
}

/**
 * The combo groups of a combo product: one radio choice per group, out-of-stock products disabled.
 * `data-state` is 'complete' once every group has its product.
 * spec: menu-browsing §4 Variation dialog (combo groups), §3 Combo group
 * @param props - {@link ComboPickerProps}
 * @returns the combo picker
 */
export function ComboPicker({
  groups,
  value,
  defaultValue = NONE,
  onValueChange,
  className,
}: ComboPickerProps) {
  const [selection, setSelection] = useControllableState({
    value,
    defaultValue,
    onChange: onValueChange,
  })
  return (
    <div
      className={className ? `carte-combos ${className}` : 'carte-combos'}
      data-state={comboSelectionComplete(groups, selection) ? 'complete' : 'incomplete'}
    >
      {groups.map((g) => (
        <ComboGroup key={String(g.id)} group={g} selection={selection} onChange={setSelection} />
      ))}
    </div>
  )
}
