import {
  type EmployeeDiscountBox,
  type EmployeeDiscountBoxInput,
  employeeDiscountBox,
} from '@carte/api-client'
import type { CartScreenModel } from './useCartScreen'

/** The employee discount box's model: its state and what its button and field do. */
export interface EmployeeDiscountModel extends EmployeeDiscountBox {
  /**
   * The id is applied but its discount did not come back (the loyalty promotions failed): the box
   * says so with a retry instead of "applied", and checkout waits.
   */
  readonly discountFailed: boolean
  /** Verifies the typed staff id; a valid one is kept in the cart. */
  readonly apply: (field: string) => void
  /** Clears the employee discount (the loyalty promotions are asked again). */
  readonly remove: () => void
  /** Forgets a failed verification once the diner edits the id. */
  readonly edited: () => void
}

/**
 * The employee discount box: its status and button are @carte/api-client's employeeDiscountBox
 * over the cart's own staff id check (the cart knows a check is under way, so checkout waits, and
 * an answer that lands after the box unmounted still ends it); Apply verifies the id (GET
 * /iiko/af/verify-employee-id/{id}/, never retried: an unknown id stays unknown), Remove clears it.
 * spec: ordering-payment §3 Cart state loadingEmployeeDiscount, §4 Employee discount, §7
 *   verify-employee-id, §8 Invalid employee discount
 * @param model - the cart model.
 * @param field - the staff id as typed.
 * @returns the box model.
 */
export function useEmployeeDiscount(model: CartScreenModel, field: string): EmployeeDiscountModel {
  const { employeeCheck } = model
  const input: EmployeeDiscountBoxInput = {
    field,
    appliedId: model.employee.employeeId,
    lookup: employeeCheck.lookup,
    error: employeeCheck.error,
  }
  const box = employeeDiscountBox(input)
  return {
    ...box,
    discountFailed: box.status === 'applied' && model.loyaltyFailed,
    apply: (text) => model.checkEmployee(text),
    remove: model.clearEmployee,
    edited: model.forgetEmployeeCheck,
  }
}
