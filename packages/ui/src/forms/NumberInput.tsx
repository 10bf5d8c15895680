import { decimalSeparatorOf, numberFromText } from '@carte/forms'
import { type FocusEventHandler, type KeyboardEvent, useContext } from 'react'
import { CountFormatContext } from '../numbers/CountFormatProvider'

/** Props of {@link NumberInput}. */
export interface NumberInputProps {
  readonly id: string
  readonly name: string
  /** What the diner typed, kept as typed (any digits). */
  readonly value: string
  readonly onValueChange: (text: string) => void
  readonly min?: number | undefined
  readonly max?: number | undefined
  readonly step?: number | undefined
  readonly placeholder?: string | undefined
  readonly required?: boolean
  readonly 'aria-invalid'?: boolean
  readonly 'aria-describedby'?: string
  readonly onFocus?: FocusEventHandler<HTMLInputElement> | undefined
  readonly onBlur?: FocusEventHandler<HTMLInputElement> | undefined
}

const ARABIC_INDIC = /[\u0660-\u0669]/
const PERSIAN = /[\u06f0-\u06f9]/

/**
 * A stepped value written in the digits the diner was typing (Latin, Arabic-Indic or Persian),
 * Latin ones with the language's decimal separator.
 */
function inDigitsOf(typed: string, value: number, language: string): string {
  const zero = ARABIC_INDIC.test(typed) ? 0x0660 : PERSIAN.test(typed) ? 0x06f0 : undefined
  const latin = String(value)
  if (zero === undefined) return latin.replace('.', decimalSeparatorOf(language))
  return latin.replace(/\d/g, (d) => String.fromCharCode(zero + Number(d))).replace('.', '\u066b')
}

/** The number of decimals of a step (0.25 → 2), so that stepping leaves no binary rounding. */
function decimalsOf(step: number): number {
  const [, fraction = ''] = String(step).split('.')
  return fraction.length
}

/**
 * The form's number field: a text box with the decimal keyboard and the spinbutton role (arrow
 * keys step by `step`, clamped to min and max; aria-valuenow, -valuemin, -valuemax), since the
 * native number box drops Arabic-Indic and Persian digits without a word. What the diner types is
 * kept as typed; the validator reads it (@carte/forms `numberFromText`) and reports every rule.
 * In a language that writes a decimal comma (the CountFormatProvider's: de, es, fr, …) '2,5' is
 * 2.5, as a phone's decimal keypad types it there, and stepping writes the comma.
 * spec: menu-browsing §2 Dynamic form fields (number: min, max, step), §9 Arabic-Indic digits,
 *   §9 supported languages
 * @param props - {@link NumberInputProps}
 * @returns the input
 */
export function NumberInput({
  value,
  onValueChange,
  min,
  max,
  step,
  placeholder,
  required = false,
  ...rest
}: NumberInputProps) {
  const { language } = useContext(CountFormatContext)
  const now = numberFromText(value, language)
  // aria-valuetext: a screen reader reads the value as shown, in the digits the diner typed.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return
    event.preventDefault()
    const by = step !== undefined && step > 0 ? step : 1
    const start = now ?? min ?? 0
    let next = event.key === 'ArrowUp' ? start + by : start - by
    if (min !== undefined) next = Math.max(min, next)
    if (max !== undefined) next = Math.min(max, next)
    onValueChange(inDigitsOf(value, Number(next.toFixed(decimalsOf(by))), language))
  }
  return (
    <input
      {...rest}
      className="carte-input"
      type="text"
      role="spinbutton"
      inputMode="decimal"
      autoComplete="off"
      {...(placeholder ? { placeholder } : {})}
      required={required}
      {...(now === undefined ? {} : { 'aria-valuenow': now })}
      {...(value.trim() === '' ? {} : { 'aria-valuetext': value })}
      {...(min === undefined ? {} : { 'aria-valuemin': min })}
      {...(max === undefined ? {} : { 'aria-valuemax': max })}
      value={value}
      onChange={(event) => onValueChange(event.currentTarget.value)}
      onKeyDown={onKeyDown}
    />
  )
}
