import type { ReactNode } from 'react'

/** Props of {@link CheckoutField}. */
export interface CheckoutFieldProps {
  readonly id: string
  readonly label: ReactNode
  /** The field's messages (shown only when `show`). */
  readonly errors: readonly string[] | undefined
  readonly show: boolean
  /** Renders the control with the ARIA attributes it must carry. */
  readonly children: (aria: {
    readonly id: string
    readonly 'aria-invalid': boolean
    readonly 'aria-describedby': string | undefined
  }) => ReactNode
}

/**
 * One checkout form field: its label, the control, and its validation messages linked by
 * aria-describedby (aria-invalid while a message shows).
 * spec: ordering-payment §5 Checkout form (validates on every change)
 * @param props - {@link CheckoutFieldProps}
 * @returns the field.
 */
export function CheckoutField({ id, label, errors, show, children }: CheckoutFieldProps) {
  const messages = show ? (errors ?? []) : []
  const errorId = `${id}-error`
  const invalid = messages.length > 0
  return (
    <div className="carte-field carte-app-checkout__field" data-invalid={invalid ? '' : undefined}>
      <label className="carte-field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': invalid,
        'aria-describedby': invalid ? errorId : undefined,
      })}
      {invalid ? (
        <p className="carte-field__error" id={errorId}>
          {messages.join(' ')}
        </p>
      ) : null}
    </div>
  )
}
