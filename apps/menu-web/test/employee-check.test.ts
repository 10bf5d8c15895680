import type { Employee } from '@carte/api-client'
import { createStore } from 'jotai'
import { afterEach, describe, expect, it } from 'vitest'
import {
  checkEmployeeId,
  employeeCheckAtom,
  endEmployeeCheck,
  IDLE_EMPLOYEE_CHECK,
} from '../src/state/employee-check'
import { employeeDiscountAtom, NO_EMPLOYEE_DISCOUNT } from '../src/state/employee-discount'

// spec: ordering-payment §3 Cart state loadingEmployeeDiscount / invalidEmployeeDiscount (the cart
// knows a check is under way, so checkout waits, §2 "Disabled ... while a coupon or discount is
// loading"), §4 Employee discount. Each test uses licences of its own.

afterEach(() => sessionStorage.clear())

const STAFF: Employee = {
  employee_id: 'EMP1001',
  employee_phone: '+96550001001',
  disable_phone: true,
}

/** A verification whose answer the test gives when it wants. */
function held() {
  let answer: (employee: Employee) => void = () => undefined
  let fail: (error: unknown) => void = () => undefined
  const promise = new Promise<Employee>((resolve, reject) => {
    answer = resolve
    fail = reject
  })
  return { verify: () => promise, answer, fail }
}

describe('the staff id check lives in the cart, not in the box', () => {
  it('while the id is verified the cart reads it as pending; the answer keeps the employee', async () => {
    const store = createStore()
    const call = held()
    const done = checkEmployeeId(store, 'pending', 'EMP1001', call.verify)
    expect(store.get(employeeCheckAtom('pending')).lookup).toBe('pending')
    expect(store.get(employeeDiscountAtom('pending'))).toEqual(NO_EMPLOYEE_DISCOUNT)
    call.answer(STAFF)
    await done
    expect(store.get(employeeCheckAtom('pending')).lookup).toBe('idle')
    expect(store.get(employeeDiscountAtom('pending'))).toEqual({
      employeeId: 'EMP1001',
      employeePhone: '+96550001001',
      disableCustomerPhone: true,
    })
  })

  it('an answer that lands after the check was ended (order placed, Remove) applies nothing', async () => {
    const store = createStore()
    const call = held()
    const done = checkEmployeeId(store, 'late', 'EMP1001', call.verify)
    // The order is placed (or the diner removes the discount) while the check is under way.
    endEmployeeCheck(store, 'late')
    call.answer(STAFF)
    await done
    expect(store.get(employeeDiscountAtom('late'))).toEqual(NO_EMPLOYEE_DISCOUNT)
    expect(store.get(employeeCheckAtom('late')).lookup).toBe('idle')
  })

  it('a failure is remembered for the box; ending the check forgets it', async () => {
    const store = createStore()
    const call = held()
    const done = checkEmployeeId(store, 'failed', 'NOPE', call.verify)
    const refused = new Error('refused')
    call.fail(refused)
    await done
    expect(store.get(employeeCheckAtom('failed'))).toMatchObject({
      lookup: 'error',
      error: refused,
    })
    endEmployeeCheck(store, 'failed')
    expect(store.get(employeeCheckAtom('failed'))).toMatchObject({
      lookup: IDLE_EMPLOYEE_CHECK.lookup,
      error: null,
    })
  })

  it('only the newest check counts: an older answer arriving last changes nothing', async () => {
    const store = createStore()
    const first = held()
    const second = held()
    const firstDone = checkEmployeeId(store, 'newest', 'EMP1002', first.verify)
    const secondDone = checkEmployeeId(store, 'newest', 'EMP1001', second.verify)
    second.answer(STAFF)
    await secondDone
    first.answer({ employee_id: 'EMP1002', employee_phone: null, disable_phone: false })
    await firstDone
    expect(store.get(employeeDiscountAtom('newest')).employeeId).toBe('EMP1001')
  })
})
