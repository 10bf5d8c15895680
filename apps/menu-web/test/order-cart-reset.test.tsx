import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import { createStore, Provider as JotaiProvider } from 'jotai'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { useOrderCartReset } from '../src/hooks/useOrderCartReset'
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
})
