import {
  type EmployeeDiscountBox,
  type EmployeeDiscountBoxInput,
  employeeDiscountBox,
  verifyEmployee,
} from '@carte/api-client'
import { useMutation } from '@tanstack/react-query'
import { apiConfig } from '../data/api'
import { NO_EMPLOYEE_DISCOUNT } from '../state/employee-discount'
import type { CartScreenModel } from './useCartScreen'

/** The employee discount box's model: its state and what its button and field do. */
export interface EmployeeDiscountModel extends EmployeeDiscountBox {
  /** Verifies the typed staff id; a valid one is kept in the cart. */
  readonly apply: (field: string) => void
  /** Clears the employee discount (the loyalty promotions are asked again). */
  readonly remove: () => void
  /** Forgets a failed verification once the diner edits the id. */
  readonly edited: () => void
}

/**
 * The employee discount: verifies a staff id (GET /iiko/af/verify-employee-id/{id}/, never
 * retried: an unknown id stays unknown) and keeps the answer's employee id, phone and
 * disable_phone in the cart, which asks the loyalty promotions again with the employee id; Remove
 * clears them. The box's status and button are @carte/api-client's employeeDiscountBox.
 * spec: ordering-payment §4 Employee discount, §7 verify-employee-id, §8 Invalid employee discount
 * @param model - the cart model.
 * @param field - the staff id as typed.
 * @returns the box model.
 */
export function useEmployeeDiscount(model: CartScreenModel, field: string): EmployeeDiscountModel {
  const { setEmployee } = model
  const verify = useMutation({
    mutationFn: (employeeId: string) => verifyEmployee(apiConfig(), { employeeId }),
    onSuccess: (employee) =>
      setEmployee({
        employeeId: employee.employee_id,
        employeePhone: employee.employee_phone ?? '',
        disableCustomerPhone: employee.disable_phone,
      }),
  })
  const input: EmployeeDiscountBoxInput = {
    field,
    appliedId: model.employee.employeeId,
    lookup: verify.status,
    error: verify.error,
  }
  return {
    ...employeeDiscountBox(input),
    apply: (text) => verify.mutate(text.trim()),
    remove: () => {
      verify.reset()
      setEmployee(NO_EMPLOYEE_DISCOUNT)
    },
    edited: () => {
      if (verify.isError) verify.reset()
    },
  }
}
