import { useT } from '@carte/ui'
import { useEffect, useId, useRef, useState } from 'react'
import type { CartScreenModel } from '../../hooks/useCartScreen'
import { useEmployeeDiscount } from '../../hooks/useEmployeeDiscount'

/**
 * The employee discount box (partner integration): a staff id field and one button, 'Apply' or,
 * once a valid id is kept, 'Remove' (the field then reads the applied id and the note says the
 * discount is applied). An id the server refuses flags the field with a message; the loyalty
 * promotions, and so the totals, follow the kept employee id; when they fail the note says the
 * discount is not in the total, with a retry. The field is read-only while the id is checked (an
 * edit would be lost) and once applied.
 * spec: ordering-payment §2 Cart screen (employee discount box), §4 Employee discount, §8 Invalid
 *   employee discount; WCAG 4.1.3 (the outcome is announced once)
 * @param props - the cart model.
 * @returns the employee discount box.
 */
export function EmployeeDiscountBox({ model }: { readonly model: CartScreenModel }) {
  const t = useT()
  const fieldId = useId()
  const messageId = useId()
  const applied = model.employee.employeeId
  const [field, setField] = useState(applied)
  // Remove is said in the polite status region until the diner does something else.
  const [removed, setRemoved] = useState(false)
  const box = useEmployeeDiscount(model, field)
  const inputRef = useRef<HTMLInputElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const pressed = useRef(false)
  const retried = useRef(false)
  const shownField = box.status === 'applied' ? applied : field

  // The button disables itself while the id is verified, which drops the focus to the page: once
  // the answer is in, the focus returns to the box's button (the message is the alert, so the
  // focus does not move to the field it describes: it would be read twice).
  const { status, discountFailed } = box
  useEffect(() => {
    if (status === 'loading' || !pressed.current) return
    pressed.current = false
    const active = document.activeElement
    if (active !== null && active !== document.body && active !== buttonRef.current) return
    const button = buttonRef.current
    if (!button || button.disabled) inputRef.current?.focus()
    else button.focus()
  }, [status])
  // The retry button goes once the discount is back: the focus moves on to Remove.
  useEffect(() => {
    if (discountFailed || !retried.current) return
    retried.current = false
    const active = document.activeElement
    if (active === null || active === document.body) buttonRef.current?.focus()
  }, [discountFailed])

  const message =
    status === 'invalid'
      ? t('ui_str_invalid_employee_id', 'Invalid employee ID')
      : status === 'failed'
        ? t(
            'ui_str_employee_id_failed',
            'The employee ID could not be checked. Please check your connection and try again.',
          )
        : null
  const note =
    status !== 'applied'
      ? ''
      : discountFailed
        ? t(
            'ui_str_employee_discount_failed',
            'The employee discount could not be added to the total. Please try again.',
          )
        : t('ui_str_employee_discount_applied', 'Employee discount applied')
  const announced =
    status === 'loading'
      ? t('ui_str_loading', 'Loading')
      : removed && status === 'none'
        ? t('ui_str_employee_discount_removed', 'Employee discount removed')
        : ''

  return (
    <form
      className="carte-field carte-app-cart__employee"
      data-testid="employee-discount-box"
      data-state={discountFailed ? 'discount-failed' : status}
      aria-label={t('ui_str_employee_discount', 'Employee discount')}
      onSubmit={(event) => {
        event.preventDefault()
        if (box.button.disabled) return
        pressed.current = true
        setRemoved(box.button.action === 'remove')
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
          // A kept id is changed by removing it first (the button toggles, §4); an id under
          // check stays as sent (an edit typed meanwhile would be dropped by the answer).
          readOnly={status === 'applied' || status === 'loading'}
          aria-invalid={box.invalid}
          aria-describedby={message !== null || status === 'applied' ? messageId : undefined}
          onChange={(event) => {
            setField(event.target.value)
            setRemoved(false)
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
      {/* Announced, not shown: the button is busy and disabled meanwhile; Remove says it is done. */}
      <p className="carte-app-visually-hidden" role="status" data-testid="employee-discount-status">
        {announced}
      </p>
      {message !== null ? (
        <p id={messageId} className="carte-field__error" role="alert">
          {message}
        </p>
      ) : null}
      <p
        id={status === 'applied' ? messageId : undefined}
        className={
          discountFailed
            ? 'carte-app-cart__employee-note carte-field__error'
            : 'carte-app-cart__employee-note'
        }
        role="status"
        data-testid="employee-discount-applied"
      >
        {note}
      </p>
      {discountFailed ? (
        <button
          type="button"
          className="carte-button carte-app-cart__employee-retry"
          data-testid="employee-discount-retry"
          // Busy, not disabled: the focus stays on it while the promotions are asked again.
          aria-busy={model.loyaltyRetrying}
          onClick={() => {
            if (model.loyaltyRetrying) return
            retried.current = true
            model.retryLoyalty()
          }}
        >
          {t('ui_str_try_again', 'Try again')}
        </button>
      ) : null}
    </form>
  )
}
