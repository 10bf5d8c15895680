import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { employeeDiscountAtom, NO_EMPLOYEE_DISCOUNT } from '../src/state/employee-discount'

// spec: ordering-payment §3 Cart state employeeID ("Only customer name, e-mail, phone, car and
// saved addresses persist"), §4 Employee discount. A licence's atom reads its storage once, when
// first used: each test uses licences of its own, as a new page load would.

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

const STAFF = { employeeId: 'EMP1001', employeePhone: '+96550001001', disableCustomerPhone: true }

describe('employee discount: kept for this tab only', () => {
  it('a verified employee goes to this tab (sessionStorage), never to localStorage', () => {
    createStore().set(employeeDiscountAtom('kept'), STAFF)
    expect(JSON.parse(sessionStorage.getItem('carte:kept:employee-discount') ?? 'null')).toEqual(
      STAFF,
    )
    expect(localStorage.length).toBe(0)
  })

  it('a reload in the same tab gives it back; a later visit (a new tab) starts without it', async () => {
    createStore().set(employeeDiscountAtom('reload'), STAFF)
    // A page load is a fresh module (its atoms read storage when first used) and a fresh store.
    const load = async () => {
      vi.resetModules()
      const fresh = await import('../src/state/employee-discount')
      return createStore().get(fresh.employeeDiscountAtom('reload'))
    }
    // A reload in the same tab reads what the tab kept.
    expect(await load()).toEqual(STAFF)
    // A later visit is a new tab, whose sessionStorage starts empty (localStorage would not).
    sessionStorage.clear()
    expect(await load()).toEqual(NO_EMPLOYEE_DISCOUNT)
  })

  it('storage is not trusted: fields of the wrong type start empty; no id means no discount', () => {
    sessionStorage.setItem(
      'carte:odd:employee-discount',
      JSON.stringify({ employeeId: 'EMP1002', employeePhone: 42, disableCustomerPhone: 'yes' }),
    )
    expect(createStore().get(employeeDiscountAtom('odd'))).toEqual({
      employeeId: 'EMP1002',
      employeePhone: '',
      disableCustomerPhone: false,
    })
    sessionStorage.setItem(
      'carte:noid:employee-discount',
      JSON.stringify({ employeeId: 7, employeePhone: '+96550001001', disableCustomerPhone: true }),
    )
    expect(createStore().get(employeeDiscountAtom('noid'))).toEqual(NO_EMPLOYEE_DISCOUNT)
    sessionStorage.setItem('carte:junk:employee-discount', '"EMP1001"')
    expect(createStore().get(employeeDiscountAtom('junk'))).toEqual(NO_EMPLOYEE_DISCOUNT)
  })

  it('Remove writes the empty state back', () => {
    const store = createStore()
    store.set(employeeDiscountAtom('removed'), STAFF)
    store.set(employeeDiscountAtom('removed'), NO_EMPLOYEE_DISCOUNT)
    expect(store.get(employeeDiscountAtom('removed'))).toEqual(NO_EMPLOYEE_DISCOUNT)
    expect(sessionStorage.getItem('carte:removed:employee-discount')).not.toContain('EMP1001')
  })
})
