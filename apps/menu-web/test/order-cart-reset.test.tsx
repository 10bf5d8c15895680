import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import { createStore, Provider as JotaiProvider } from 'jotai'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { useOrderCartReset } from '../src/hooks/useOrderCartReset'
import { checkEmployeeId, employeeCheckAtom } from '../src/state/employee-check'
import { employeeDiscountAtom, NO_EMPLOYEE_DISCOUNT } from '../src/state/employee-discount'

// spec: ordering-payment §2 Order payment-result screen ("reset the cart"), §4 Employee discount:
// an order paid online is placed before the payment, and the cart is reset on the result screen.

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

const STAFF = { employeeId: 'EMP1001', employeePhone: '+96550001001', disableCustomerPhone: true }

describe('useOrderCartReset', () => {
  it('clears the employee discount with the cart, so the next order does not carry it', () => {
    const store = createStore()
    store.set(employeeDiscountAtom('paid'), STAFF)
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={new QueryClient()}>
        <JotaiProvider store={store}>{children}</JotaiProvider>
      </QueryClientProvider>
    )
    const { result } = renderHook(() => useOrderCartReset('paid'), { wrapper })
    act(() => result.current({ location: false }))
    expect(store.get(employeeDiscountAtom('paid'))).toEqual(NO_EMPLOYEE_DISCOUNT)
    expect(sessionStorage.getItem('carte:paid:employee-discount') ?? 'null').not.toContain(
      'EMP1001',
    )
  })

  it('drops a staff id check still under way: its late answer does not land on the next cart', async () => {
    const store = createStore()
    let answer: () => void = () => undefined
    const verify = () =>
      new Promise<{ employee_id: string; employee_phone: string; disable_phone: boolean }>(
        (resolve) => {
          answer = () =>
            resolve({ employee_id: 'EMP1001', employee_phone: '+96550001001', disable_phone: true })
        },
      )
    const checking = checkEmployeeId(store, 'late-reset', 'EMP1001', verify)
    expect(store.get(employeeCheckAtom('late-reset')).lookup).toBe('pending')
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={new QueryClient()}>
        <JotaiProvider store={store}>{children}</JotaiProvider>
      </QueryClientProvider>
    )
    const { result } = renderHook(() => useOrderCartReset('late-reset'), { wrapper })
    act(() => result.current({ location: true }))
    answer()
    await checking
    expect(store.get(employeeCheckAtom('late-reset')).lookup).toBe('idle')
    expect(store.get(employeeDiscountAtom('late-reset'))).toEqual(NO_EMPLOYEE_DISCOUNT)
  })
})
