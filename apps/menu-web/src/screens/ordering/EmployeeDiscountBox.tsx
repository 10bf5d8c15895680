import { useT } from '@carte/ui'
import { useEffect, useId, useRef, useState } from 'react'
import type { CartScreenModel } from '../../hooks/useCartScreen'
import { useEmployeeDiscount } from '../../hooks/useEmployeeDiscount'

/**
 * The employee discount box (partner integration): a staff id field and one button, 'Apply' or,
 * once a valid id is kept, 'Remove' (the field then reads the applied id and the note says the
 * discount is applied). An id the server refuses flags the field with a message; the loyalty
 * promotions, and so the totals, follow the kept employee id.
 * spec: ordering-payment §2 Cart screen (employee discount box), §4 Employee discount, §8 Invalid
 *   employee discount
 * @param props - the cart model.
 * @returns the employee discount box.
 */
export function EmployeeDiscountBox({ model }: { readonly model: CartScreenModel }) {
  const t = useT()
  const fieldId = useId()
  const messageId = useId()
  const applied = model.employee.employeeId
  const [field, setField] = useState(applied)
  const box = useEmployeeDiscount(model, field)
  const inputRef = useRef<HTMLInputElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const pressed = useRef(false)
  const shownField = box.status === 'applied' ? applied : field

  // The button disables itself while the id is verified, which drops the focus to the page: once
  // the answer is in, the focus returns to the button, or to the field when it is flagged.
  const { status } = box
  useEffect(() => {
    if (status === 'loading' || !pressed.current) return
    pressed.current = false
    const active = document.activeElement
    if (active !== null && active !== document.body && active !== buttonRef.current) return
    const button = buttonRef.current
    if (status === 'invalid' || status === 'failed' || !button || button.disabled) {
      inputRef.current?.focus()
    } else button.focus()
  }, [status])

  const message =
    status === 'invalid'
      ? t('ui_str_invalid_employee_id', 'Invalid employee ID')
      : status === 'failed'
        ? t(
            'ui_str_employee_id_failed',
            'The employee ID could not be checked. Please check your connection and try again.',
          )
        : null

  return (
    <form
      className="carte-field carte-app-cart__employee"
      data-testid="employee-discount-box"
      data-state={status}
      aria-label={t('ui_str_employee_discount', 'Employee discount')}
      onSubmit={(event) => {
        event.preventDefault()
        if (box.button.disabled) return
        pressed.current = true
        if (box.button.action === 'remove') {
          setField('')
          box.remove()
        } else box.apply(field)
      }}
    >
      <label className="carte-field__label" htmlFor={fieldId}>
        {t('ui_str_employee_id', 'Employee ID')}
      </label>
      <div className="carte-app-cart__employee-row">
        <input
          ref={inputRef}
          id={fieldId}
          className="carte-input"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={shownField}
          // A kept id is changed by removing it first (the button toggles, §4).
          readOnly={status === 'applied'}
          aria-invalid={box.invalid}
          aria-describedby={message !== null || status === 'applied' ? messageId : undefined}
          onChange={(event) => {
            setField(event.target.value)
            box.edited()
          }}
        />
        <button
          ref={buttonRef}
          type="submit"
          className="carte-button"
          disabled={box.button.disabled}
          aria-busy={status === 'loading'}
          data-action={box.button.action}
        >
          {t(...box.button.label)}
        </button>
      </div>
      {/* Announced, not shown: the button is busy and disabled meanwhile. */}
      <p className="carte-app-visually-hidden" role="status">
        {status === 'loading' ? t('ui_str_loading', 'Loading') : ''}
      </p>
      {message !== null ? (
        <p id={messageId} className="carte-field__error" role="alert">
          {message}
        </p>
      ) : null}
      <p
        id={status === 'applied' ? messageId : undefined}
        className="carte-app-cart__employee-note"
        role="status"
        data-testid="employee-discount-applied"
      >
        {status === 'applied'
          ? t('ui_str_employee_discount_applied', 'Employee discount applied')
          : ''}
      </p>
    </form>
  )
}
