import type { Employee } from '@carte/api-client'
import { atom, type createStore, type PrimitiveAtom } from 'jotai'
import { employeeDiscountAtom } from './employee-discount'

/**
 * The staff id check of the employee discount as the cart knows it (spec: ordering-payment §3
 * Cart state loadingEmployeeDiscount, invalidEmployeeDiscount): 'idle' (none under way or
 * remembered), 'pending' (the id is being verified: checkout waits) or 'error' (the failure the box
 * shows until the diner edits the id or tries again).
 */
export interface EmployeeCheck {
  readonly lookup: 'idle' | 'pending' | 'error'
  /** The verification's failure, when lookup is 'error'. */
  readonly error: unknown
  /** Which check this is: the answer of an older, ended check is dropped. */
  readonly ticket: number
}

/** No check under way nor remembered. */
export const IDLE_EMPLOYEE_CHECK: EmployeeCheck = { lookup: 'idle', error: null, ticket: 0 }

/** The jotai store the check writes to (the app's store; a fresh one in tests). */
export type EmployeeCheckStore = Pick<ReturnType<typeof createStore>, 'get' | 'set'>

const atoms = new Map<string, PrimitiveAtom<EmployeeCheck>>()
let tickets = 0

/**
 * The staff id check of one licence: in memory only (a reload forgets a check under way), beside
 * the cart and outside any component, so the cart and checkout read it and an answer that lands
 * after the box unmounted still ends it.
 * spec: ordering-payment §3 Cart state loadingEmployeeDiscount, invalidEmployeeDiscount
 * @param license - the venue licence.
 * @returns the atom for that licence.
 */
export function employeeCheckAtom(license: string): PrimitiveAtom<EmployeeCheck> {
  let found = atoms.get(license)
  if (!found) {
    found = atom<EmployeeCheck>(IDLE_EMPLOYEE_CHECK)
    atoms.set(license, found)
  }
  return found
}

/**
 * Verifies a staff id: the check is 'pending' until the answer; a valid id is kept in the cart
 * (employee id, phone, disable_phone), a failure is remembered for the box. An answer that comes
 * after the check was ended (Remove, the order placed, a newer check) changes nothing.
 * spec: ordering-payment §4 Employee discount, §7 GET /iiko/af/verify-employee-id/{id}/
 * @param store - the jotai store.
 * @param license - the venue licence.
 * @param employeeId - the staff id as typed, trimmed.
 * @param verify - the verification call.
 * @returns once the answer is handled (never rejects).
 */
export async function checkEmployeeId(
  store: EmployeeCheckStore,
  license: string,
  employeeId: string,
  verify: (employeeId: string) => Promise<Employee>,
): Promise<void> {
  const checkAtom = employeeCheckAtom(license)
  tickets += 1
  const ticket = tickets
  store.set(checkAtom, { lookup: 'pending', error: null, ticket })
  try {
    const employee = await verify(employeeId)
    if (store.get(checkAtom).ticket !== ticket) return
    store.set(employeeDiscountAtom(license), {
      employeeId: employee.employee_id,
      employeePhone: employee.employee_phone ?? '',
      disableCustomerPhone: employee.disable_phone,
    })
    store.set(checkAtom, { lookup: 'idle', error: null, ticket })
  } catch (error) {
    if (store.get(checkAtom).ticket !== ticket) return
    store.set(checkAtom, { lookup: 'error', error, ticket })
  }
}

/**
 * Ends the staff id check: a check under way is dropped (its answer will change nothing) and a
 * remembered failure is forgotten.
 * spec: ordering-payment §4 Employee discount ("cleared")
 * @param store - the jotai store.
 * @param license - the venue licence.
 */
export function endEmployeeCheck(store: EmployeeCheckStore, license: string): void {
  tickets += 1
  store.set(employeeCheckAtom(license), { lookup: 'idle', error: null, ticket: tickets })
}
