import { ServerError } from '../errors'

/**
 * Where the employee discount stands: 'none' (cleared), 'loading' (the staff id is being
 * verified), 'applied', 'invalid' (the server refused the id) or 'failed' (no answer: try again).
 * spec: ordering-payment §4 Employee discount ("loading, applied, cleared or invalid")
 */
export type EmployeeDiscountStatus = 'none' | 'loading' | 'applied' | 'invalid' | 'failed'

/** The employee discount box as the cart knows it. */
export interface EmployeeDiscountBoxInput {
  /** The staff id as typed in the field. */
  readonly field: string
  /** The verified employee id kept in the cart ('' when none). */
  readonly appliedId: string
  /** The last verification: 'idle' when none is under way or remembered. */
  readonly lookup: 'idle' | 'pending' | 'error' | 'success'
  /** The verification's failure, when lookup is 'error'. */
  readonly error: unknown
}

/** The box's status, whether its field is flagged, and its one button. */
export interface EmployeeDiscountBox {
  readonly status: EmployeeDiscountStatus
  /** The field is flagged (aria-invalid) with the invalid-id message. */
  readonly invalid: boolean
  /** The button: ui_strings key and English default, what it does, and whether it is disabled. */
  readonly button: {
    readonly label: readonly [key: string, english: string]
    readonly action: 'apply' | 'remove'
    readonly disabled: boolean
  }
}

/**
 * The employee discount box: a verification under way is 'loading'; a failed one is 'invalid'
 * when the server refused the id (a 4xx ServerError, e.g. 404 unknown id: the field is flagged)
 * and 'failed' when no answer came or the server failed (5xx); otherwise a kept employee id is 'applied' and no id is 'none'. The button
 * toggles: 'Remove' while applied, else 'Apply', disabled while loading or when the field is empty
 * (blanks only).
 * spec: ordering-payment §4 Employee discount ("toggles between apply (with id) and remove";
 *   "Invalid raises an error state and flags the field"), §7 GET /iiko/af/verify-employee-id/{id}/,
 *   §8 Invalid employee discount
 * @param input - {@link EmployeeDiscountBoxInput}
 * @returns the {@link EmployeeDiscountBox}.
 */
export function employeeDiscountBox(input: EmployeeDiscountBoxInput): EmployeeDiscountBox {
  let status: EmployeeDiscountStatus
  if (input.lookup === 'pending') status = 'loading'
  else if (input.lookup === 'error') {
    // A 5xx says nothing about the id: the diner may try the same id again.
    const refused = input.error instanceof ServerError && input.error.status < 500
    status = refused ? 'invalid' : 'failed'
  } else status = input.appliedId === '' ? 'none' : 'applied'
  if (status === 'applied') {
    return {
      status,
      invalid: false,
      button: {
        label: ['ui_str_remove_employee_discount', 'Remove'],
        action: 'remove',
        disabled: false,
      },
    }
  }
  return {
    status,
    invalid: status === 'invalid',
    button: {
      label: ['ui_str_apply_employee_discount', 'Apply'],
      action: 'apply',
      disabled: status === 'loading' || input.field.trim() === '',
    },
  }
}
