import { useEffect, useState } from 'react'
import { useControllableState } from '../hooks/useControllableState'
import { MinusIcon, PlusIcon } from '../icons'
import { useFormatCount } from '../numbers/CountFormatProvider'
import { useT } from '../strings/StringsProvider'
import { UI_TEXT } from '../strings/uiText'
import {
  assertQuantityBounds,
  hasNoQuantity,
  parseTypedQuantity,
  stepQuantity,
} from './quantityBounds'

/** Props of {@link QuantityInput}. */
export interface QuantityInputProps {
  /** Controlled quantity. */
  readonly value?: number
  /** Initial quantity when uncontrolled (defaults to min). */
  readonly defaultValue?: number
  readonly onValueChange?: (value: number) => void
  /** Smallest quantity, 1 by default. */
  readonly min?: number
  /**
   * Largest quantity (pos_available_qty / max_qty); unbounded when absent. Below `min` (nothing
   * orderable) the control renders disabled, showing the value as it is.
   */
  readonly max?: number | undefined
  readonly disabled?: boolean
  /** Accessible name of the number box ('Quantity' by default). */
  readonly label?: string
  readonly className?: string
}

/**
 * A whole-number quantity stepper: − / + buttons disabled at the bounds and a text box that
 * accepts typed values only inside the bounds (others are ignored; blur restores the value).
 * The box shows the quantity with the digits of {@link useFormatCount} (Arabic-Indic for ar with
 * enable_arabic_numerals) and accepts Latin, Arabic-Indic and Persian digits typed. With `max`
 * below `min` (no orderable quantity) it is disabled rather than failing the screen.
 * spec: menu-browsing §5 Quantity, "Out of stock products … cannot be added"; §2 Dialogs; §9 Arabic-Indic digits
 * @param props - {@link QuantityInputProps}
 * @returns the quantity control
 */
export function QuantityInput({
  value,
  defaultValue,
  onValueChange,
  min = 1,
  max,
  disabled: disabledProp = false,
  label,
  className,
}: QuantityInputProps) {
  assertQuantityBounds({ min, max })
  const bounds = { min, max }
  const disabled = disabledProp || hasNoQuantity(bounds)
  const t = useT()
  const [quantity, setQuantity] = useControllableState({
    value,
    defaultValue: defaultValue ?? min,
    onChange: onValueChange,
  })
  const formatCount = useFormatCount()
  // Without grouping: what the box shows is what the diner can type back.
  const shown = (n: number) => formatCount(n, { grouping: false })
  const [draft, setDraft] = useState(() => shown(quantity))
  const shownQuantity = shown(quantity)
  useEffect(() => setDraft(shownQuantity), [shownQuantity])
  const atMin = quantity <= min
  const atMax = max !== undefined && quantity >= max
  const change = (next: number) => {
    if (next !== quantity) setQuantity(next)
    setDraft(shown(next))
  }
  return (
    <fieldset
      className={className ? `carte-quantity ${className}` : 'carte-quantity'}
      data-disabled={disabled ? '' : undefined}
    >
      <legend className="carte-visually-hidden">{label ?? t(...UI_TEXT.quantity)}</legend>
      <button
        type="button"
        className="carte-icon-button"
        aria-label={t(...UI_TEXT.decreaseQuantity)}
        disabled={disabled || atMin}
        onClick={() => change(stepQuantity(quantity, -1, bounds))}
      >
        <MinusIcon />
      </button>
      <input
        className="carte-quantity__value"
        type="text"
        inputMode="numeric"
        pattern="[0-9\u0660-\u0669\u06F0-\u06F9]*"
        aria-label={label ?? t(...UI_TEXT.quantity)}
        value={draft}
        disabled={disabled}
        onChange={(event) => {
          const text = event.currentTarget.value
          if (text === '') {
            setDraft('')
            return
          }
          const typed = parseTypedQuantity(text, bounds)
          if (typed !== null) change(typed)
        }}
        onBlur={() => setDraft(shownQuantity)}
      />
      <button
        type="button"
        className="carte-icon-button"
        aria-label={t(...UI_TEXT.increaseQuantity)}
        disabled={disabled || atMax}
        onClick={() => change(stepQuantity(quantity, 1, bounds))}
      >
        <PlusIcon />
      </button>
    </fieldset>
  )
}
