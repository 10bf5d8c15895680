import { atomWithStorage, createJSONStorage } from 'jotai/utils'
import { tabStorage } from './browser-storage'

/**
 * The partner integration's employee discount kept in the cart (spec: ordering-payment §3 Cart
 * state employeeID, disableCustomerPhone; §4 Employee discount): what a verified staff id yielded.
 */
export interface EmployeeDiscount {
  /** The verified employee id ('' = no employee discount). */
  readonly employeeId: string
  /** The employee's phone, which the checkout shows when the phone field is disabled. */
  readonly employeePhone: string
  /** The verification's disable_phone: the checkout's phone field is filled and not editable. */
  readonly disableCustomerPhone: boolean
}

/** No employee discount. */
export const NO_EMPLOYEE_DISCOUNT: EmployeeDiscount = {
  employeeId: '',
  employeePhone: '',
  disableCustomerPhone: false,
}

const atoms = new Map<string, ReturnType<typeof create>>()

function create(license: string) {
  const json = createJSONStorage<EmployeeDiscount>(tabStorage)
  // Storage is not trusted (an older build, a hand): each field only when it has its type.
  const storage: typeof json = {
    ...json,
    getItem: (key, initial) => {
      const stored: unknown = json.getItem(key, initial)
      const record = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<
        string,
        unknown
      >
      const text = (value: unknown) => (typeof value === 'string' ? value : '')
      const employeeId = text(record.employeeId)
      return employeeId === ''
        ? NO_EMPLOYEE_DISCOUNT
        : {
            employeeId,
            employeePhone: text(record.employeePhone),
            disableCustomerPhone: record.disableCustomerPhone === true,
          }
    },
  }
  return atomWithStorage<EmployeeDiscount>(
    `carte:${license}:employee-discount`,
    NO_EMPLOYEE_DISCOUNT,
    storage,
    { getOnInit: true },
  )
}

/**
 * The employee discount of one licence, kept beside the cart choices for this tab only
 * (sessionStorage `carte:{license}:employee-discount`): a reload in the middle of a checkout keeps
 * it, a later visit starts without it, so a staff member's id and phone do not stay on a shared
 * device. In a file of its own, imported by the cart and checkout screens only (the first screen's
 * download does not carry it).
 * spec: ordering-payment §3 Cart state employeeID ("Only customer name, e-mail, phone, car and
 *   saved addresses persist"), §4 Employee discount
 * @param license - the venue licence.
 * @returns the atom for that licence.
 */
export function employeeDiscountAtom(license: string) {
  let found = atoms.get(license)
  if (!found) {
    found = create(license)
    atoms.set(license, found)
  }
  return found
}
