import { Checkbox, RadioGroup } from 'radix-ui'
import { useId } from 'react'
import { useControllableState } from '../hooks/useControllableState'
import { CheckIcon } from '../icons'
import { useFormatCount } from '../numbers/CountFormatProvider'
import { Price } from '../product/Price'
import { useT } from '../strings/StringsProvider'
import { UI_TEXT } from '../strings/uiText'
import {
  canChooseMore,
  requiredGroupsSatisfied,
  selectSingleValue,
  toggleMultipleValue,
  type VariationGroupOption,
  type VariationSelection,
} from './variationSelection'

/** Props of {@link VariationGroups}. */
export interface VariationGroupsProps {
  readonly groups: readonly VariationGroupOption[]
  /** Controlled selection (group id -> value ids). */
  readonly value?: VariationSelection
  readonly defaultValue?: VariationSelection
  readonly onValueChange?: (value: VariationSelection) => void
  readonly className?: string
}

const EMPTY_CHOICE = '__carte_empty__'
const NO_SELECTION: VariationSelection = {}

function SingleGroup({
  group,
  selection,
  onChange,
  labelId,
}: {
  readonly group: VariationGroupOption
  readonly selection: VariationSelection
  readonly onChange: (next: VariationSelection) => void
  readonly labelId: string
}) {
  const t = useT()
  const id = useId()
  const chosen = selection[String(group.id)]?.[0]
  return (
    <RadioGroup.Root
      className="carte-variation-group__options"
      aria-labelledby={labelId}
      aria-required={group.required}
      value={chosen ?? (group.required ? '' : EMPTY_CHOICE)}
      onValueChange={(v) =>
        onChange(selectSingleValue(selection, group, v === EMPTY_CHOICE ? null : v))
      }
    >
      {group.required ? null : (
        <div className="carte-choice">
          <RadioGroup.Item className="carte-radio" value={EMPTY_CHOICE} id={`${id}-empty`}>
            <RadioGroup.Indicator className="carte-radio__dot" />
          </RadioGroup.Item>
          <label htmlFor={`${id}-empty`}>{t(...UI_TEXT.emptyChoice)}</label>
        </div>
      )}
      {group.values.map((v) => (
        <div className="carte-choice" key={String(v.id)}>
          <RadioGroup.Item
            className="carte-radio"
            value={String(v.id)}
            id={`${id}-${v.id}`}
            disabled={v.disabled ?? false}
          >
            <RadioGroup.Indicator className="carte-radio__dot" />
          </RadioGroup.Item>
          <label htmlFor={`${id}-${v.id}`}>
            {v.label}
            {v.priceLabel ? (
              <>
                {' '}
                <Price className="carte-choice__price">{v.priceLabel}</Price>
              </>
            ) : null}
          </label>
        </div>
      ))}
    </RadioGroup.Root>
  )
}

function MultipleGroup({
  group,
  selection,
  onChange,
}: {
  readonly group: VariationGroupOption
  readonly selection: VariationSelection
  readonly onChange: (next: VariationSelection) => void
}) {
  const id = useId()
  const chosen = selection[String(group.id)] ?? []
  const more = canChooseMore(selection, group)
  return (
    <div className="carte-variation-group__options">
      {group.values.map((v) => {
        const checked = chosen.includes(String(v.id))
        return (
          <div className="carte-choice" key={String(v.id)}>
            <Checkbox.Root
              className="carte-checkbox"
              id={`${id}-${v.id}`}
              checked={checked}
              disabled={(v.disabled ?? false) || (!checked && !more)}
              onCheckedChange={() => onChange(toggleMultipleValue(selection, group, v.id))}
            >
              <Checkbox.Indicator>
                <CheckIcon />
              </Checkbox.Indicator>
            </Checkbox.Root>
            <label htmlFor={`${id}-${v.id}`}>
              {v.label}
              {v.priceLabel ? (
                <>
                  {' '}
                  <Price className="carte-choice__price">{v.priceLabel}</Price>
                </>
              ) : null}
            </label>
          </div>
        )
      })}
    </div>
  )
}

function GroupFieldset({
  group,
  selection,
  onChange,
}: {
  readonly group: VariationGroupOption
  readonly selection: VariationSelection
  readonly onChange: (next: VariationSelection) => void
}) {
  const t = useT()
  const formatCount = useFormatCount()
  const labelId = useId()
  return (
    <fieldset
      className="carte-variation-group"
      data-required={group.required ? '' : undefined}
      data-state={canChooseMore(selection, group) ? 'open' : 'full'}
    >
      <legend className="carte-variation-group__name">
        <span id={labelId}>{group.name}</span>
        {group.required ? <span className="carte-badge"> {t(...UI_TEXT.required)}</span> : null}
        {group.multiple && (group.maxChoicesAllowed ?? 0) > 0 ? (
          <span className="carte-variation-group__hint">
            {' '}
            {t(...UI_TEXT.maxChoices, { max: formatCount(group.maxChoicesAllowed ?? 0) })}
          </span>
        ) : null}
      </legend>
      {group.multiple ? (
        <MultipleGroup group={group} selection={selection} onChange={onChange} />
      ) : (
        <SingleGroup group={group} selection={selection} onChange={onChange} labelId={labelId} />
      )}
    </fieldset>
  )
}

/**
 * The variation groups of a product: single-choice groups as radios (with '---' only when the
 * group is not required), multi-choice groups as checkboxes blocked at max_choices_allowed.
 * `data-state` is 'complete' once every required group has a selection.
 * spec: menu-browsing §4 Variation dialog, §5 Variations
 * @param props - {@link VariationGroupsProps}
 * @returns the groups
 */
export function VariationGroups({
  groups,
  value,
  defaultValue = NO_SELECTION,
  onValueChange,
  className,
}: VariationGroupsProps) {
  const [selection, setSelection] = useControllableState({
    value,
    defaultValue,
    onChange: onValueChange,
  })
  const complete = requiredGroupsSatisfied(groups, selection)
  return (
    <div
      className={className ? `carte-variations ${className}` : 'carte-variations'}
      data-state={complete ? 'complete' : 'incomplete'}
    >
      {groups.map((group) => (
        <GroupFieldset
          key={String(group.id)}
          group={group}
          selection={selection}
          onChange={setSelection}
        />
      ))}
    </div>
  )
}
