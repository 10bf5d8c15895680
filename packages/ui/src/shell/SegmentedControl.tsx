import { ToggleGroup } from 'radix-ui'
import { useDirection } from '../direction/DirectionProvider'
import { useControllableState } from '../hooks/useControllableState'

/** One option of a {@link SegmentedControl}. */
export interface SegmentOption {
  readonly value: string
  /** Already translated label. */
  readonly label: string
  readonly disabled?: boolean
}

/** Props of {@link SegmentedControl}. */
export interface SegmentedControlProps {
  readonly options: readonly SegmentOption[]
  readonly value?: string
  readonly defaultValue?: string
  readonly onValueChange?: (value: string) => void
  /** Accessible name of the group (e.g. 'Order type'). */
  readonly 'aria-label': string
  readonly className?: string
}

/**
 * A single-choice toggle row (radix ToggleGroup) for the order-type and payment-type selectors;
 * choosing the selected option again keeps it (one option is always chosen once set).
 * spec: menu-browsing §4 Order type (toggle); ordering-payment §2 Cart (order-type selector,
 * payment-type toggle)
 * @param props - {@link SegmentedControlProps}
 * @returns the toggle group
 */
export function SegmentedControl({
  options,
  value,
  defaultValue = '',
  onValueChange,
  'aria-label': ariaLabel,
  className,
}: SegmentedControlProps) {
  const dir = useDirection()
  const [current, setCurrent] = useControllableState({
    value,
    defaultValue,
    onChange: onValueChange,
  })
  return (
    <ToggleGroup.Root
      type="single"
      dir={dir}
      className={className ? `carte-segmented ${className}` : 'carte-segmented'}
      aria-label={ariaLabel}
      value={current}
      onValueChange={(v) => {
        // radix reports '' when the pressed item is pressed again; the choice stays.
        if (v !== '') setCurrent(v)
      }}
    >
      {options.map((o) => (
        <ToggleGroup.Item
          key={o.value}
          value={o.value}
          className="carte-segmented__item"
          disabled={o.disabled ?? false}
        >
          {o.label}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  )
}
