/** What a verified staff id said about the checkout's phone field. */
export interface EmployeePhoneLockInput {
  /** The verified employee id kept in the cart ('' when none, or off the partner integration). */
  readonly employeeId: string
  /** The verification's employee_phone (may be missing). */
  readonly employeePhone: string | null | undefined
  /** The verification's disable_phone. */
  readonly disablePhone: boolean
}

/**
 * The phone the checkout's phone field is locked to by the employee discount, or null when the
 * diner's own phone stays in an editable, validated field: the field is locked only when a kept
 * employee id said disable_phone AND came with a phone to show; an empty or missing employee
 * phone never locks the field empty (the order would go without a phone and unvalidated).
 * spec: ordering-payment §4 Employee discount ("optionally disables the customer phone field"),
 *   §5 Phone ("can be disabled by the cart flag"), §3 Cart state disableCustomerPhone
 * @param input - {@link EmployeePhoneLockInput}
 * @returns the employee phone to show locked, or null.
 */
export function lockedEmployeePhone(input: EmployeePhoneLockInput): string | null {
  if (input.employeeId === '' || !input.disablePhone) return null
  const phone = (input.employeePhone ?? '').trim()
  return phone === '' ? null : phone
}
