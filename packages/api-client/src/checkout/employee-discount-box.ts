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
 * Whether a failed verification refused the id itself: a 4xx answer (400, 404 unknown id ...)
 * except 408 (timeout) and 429 (too many requests), which say nothing about the id.
 * @param error - what the verification threw.
 * @returns true when the field is to be flagged.
 */
function isRefusedId(error: unknown): boolean {
  if (!(error instanceof ServerError)) return false
  const { status } = error
  return status >= 400 && status < 500 && status !== 408 && status !== 429
}

/**
 * The employee discount box: a verification under way is 'loading'; a failed one is 'invalid'
 * when the server refused the id (a 4xx ServerError such as 400 or 404 unknown id, but not 408
 * or 429: the field is flagged) and 'failed' when no answer came, the server failed (5xx), timed
 * out (408) or asked to slow down (429): the diner may try again; otherwise a kept employee id is
 * 'applied' and no id is 'none'. The button
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
  // A 5xx, 408 or 429 says nothing about the id: the diner may try the same id again.
  else if (input.lookup === 'error') status = isRefusedId(input.error) ? 'invalid' : 'failed'
  else status = input.appliedId === '' ? 'none' : 'applied'
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
