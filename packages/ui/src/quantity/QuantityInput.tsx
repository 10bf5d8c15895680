import { useEffect, useId, useState } from 'react'
import { useControllableState } from '../hooks/useControllableState'
import { MinusIcon, PlusIcon } from '../icons'
import { useFormatCount } from '../numbers/CountFormatProvider'
import { useT } from '../strings/StringsProvider'
import { UI_TEXT } from '../strings/uiText'
import {
  assertQuantityBounds,
  hasNoQuantity,
  readTypedQuantity,
  stepQuantity,
  upperQuantity,
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
   * Largest quantity (pos_available_qty / max_qty); when absent, QUANTITY_CEILING (999). Below
   * `min` (nothing orderable) the control renders disabled, showing the value as it is.
   */
  readonly max?: number | undefined
  readonly disabled?: boolean
  /** Accessible name of the number box ('Quantity' by default). */
  readonly label?: string
  readonly className?: string
}

/**
 * A whole-number quantity stepper: − / + buttons unavailable at the bounds (aria-disabled, so the
 * focus stays on them; a press there does nothing but say the bound) and a text box that accepts
 * typed values only inside the bounds (up to QUANTITY_CEILING, 999, when there is no max). A refused
 * entry keeps the last accepted value in the box, and why it was refused is shown and announced
 * politely: the bound a number beyond them met ('At most 8', 'At least 1'; ui_strings keys
 * ui_str_quantity_at_most / ui_str_quantity_at_least) or, for any other text, 'Whole numbers only'
 * (ui_str_quantity_whole_number); blur restores the value.
 * The box shows the quantity with the digits of {@link useFormatCount} (Arabic-Indic for ar with
 * enable_arabic_numerals) and accepts Latin, Arabic-Indic and Persian digits typed. With `max`
 * below `min` (no orderable quantity) it is disabled rather than failing the screen. A − / + press
 * says the new quantity politely ('Quantity: 3', ui_strings key ui_str_quantity_now): the focus
 * is on the button, not the box.
 * spec: menu-browsing §5 Quantity, "Out of stock products … cannot be added"; §2 Dialogs; §9 Arabic-Indic digits;
 *   WCAG 2.4.3 Focus Order, 3.3.1 Error Identification, 4.1.3 Status Messages
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
  const upper = upperQuantity(bounds)
  const atMin = quantity <= min
  const atMax = quantity >= upper
  const hintId = useId()
  // Why the diner's last entry was refused; cleared by an accepted one.
  const [refused, setRefused] = useState<'atMost' | 'atLeast' | 'notWhole' | null>(null)
  const hint =
    refused === 'atMost'
      ? t(...UI_TEXT.quantityAtMost, { max: formatCount(upper) })
      : refused === 'atLeast'
        ? t(...UI_TEXT.quantityAtLeast, { min: formatCount(min) })
        : refused === 'notWhole'
          ? t(...UI_TEXT.quantityWholeNumber)
          : ''
  // The quantity a − / + press set, said to screen readers: the focus stays on the button, so the
  // box's new value is otherwise not read. Typing clears it (the diner hears what they type).
  const [stepped, setStepped] = useState('')
  const name = label ?? t(...UI_TEXT.quantity)
  const change = (next: number) => {
    setRefused(null)
    setStepped('')
    if (next !== quantity) setQuantity(next)
    setDraft(shown(next))
  }
  const step = (delta: 1 | -1) => {
    if (disabled) return
    if (delta === 1 ? atMax : atMin) {
      setStepped('')
      setRefused(delta === 1 ? 'atMost' : 'atLeast')
      return
    }
    const next = stepQuantity(quantity, delta, bounds)
    change(next)
    setStepped(t(...UI_TEXT.quantityNow, { label: name, quantity: formatCount(next) }))
  }
  return (
    <fieldset
      className={className ? `carte-quantity ${className}` : 'carte-quantity'}
      data-disabled={disabled ? '' : undefined}
    >
      <legend className="carte-visually-hidden">{name}</legend>
      <button
        type="button"
        className="carte-icon-button"
        aria-label={t(...UI_TEXT.decreaseQuantity)}
        disabled={disabled}
        aria-disabled={!disabled && atMin ? true : undefined}
        onClick={() => step(-1)}
      >
        <MinusIcon />
      </button>
      <input
        className="carte-quantity__value"
        type="text"
        inputMode="numeric"
        pattern="[0-9\u0660-\u0669\u06F0-\u06F9]*"
        aria-label={name}
        value={draft}
        disabled={disabled}
        aria-describedby={hint === '' ? undefined : hintId}
        onChange={(event) => {
          const text = event.currentTarget.value
          const typed = readTypedQuantity(text, bounds)
          if ('quantity' in typed) {
            change(typed.quantity)
          } else if (typed.refused === 'empty') {
            // Cleared to type another number: not an entry yet.
            setDraft('')
          } else {
            // The box keeps the last accepted value; the status says why this entry was not.
            setStepped('')
            setRefused(typed.refused)
          }
        }}
        onBlur={() => setDraft(shownQuantity)}
      />
      <button
        type="button"
        className="carte-icon-button"
        aria-label={t(...UI_TEXT.increaseQuantity)}
        disabled={disabled}
        aria-disabled={!disabled && atMax ? true : undefined}
        onClick={() => step(1)}
      >
        <PlusIcon />
      </button>
      {/* There before its text (a live region created with its message is often not read). */}
      {/* The stepped quantity is for screen readers only: the box shows it to the eye. */}
      <span
        id={hintId}
        className={
          hint === '' ? 'carte-quantity__hint carte-visually-hidden' : 'carte-quantity__hint'
        }
        role="status"
      >
        {hint === '' ? stepped : hint}
      </span>
    </fieldset>
  )
}
