import { queryKeys } from '@carte/api-client'
import { resetCartStateAfterOrder } from '@carte/pricing'
import { useQueryClient } from '@tanstack/react-query'
import { useSetAtom, useStore } from 'jotai'
import { useCallback } from 'react'
import { activeOrderAtom, NO_ACTIVE_ORDER } from '../state/active-order'
import { cartStateAtom } from '../state/cart-state'
import { endEmployeeCheck } from '../state/employee-check'
import { employeeDiscountAtom, NO_EMPLOYEE_DISCOUNT } from '../state/employee-discount'
import { cartAtom, orderLocationAtom } from '../state/persisted'

/** What a reset clears besides the cart lines, the coupon and the order choices. */
export interface CartResetOptions {
  /** Also clear the order location and the active order (a finished order, §4). */
  readonly location: boolean
}

/**
 * Empties the cart after an order: the lines, the coupon, the employee discount, the comments and
 * the payment and order choices; the delivery address and the customer's details stay. With `location` it also clears
 * the order location and the active order.
 * spec: ordering-payment §4 Order status values ("Fulfilled, canceled or rejected resets the cart
 * and order location state"), §2 Order payment-result screen ("reset the cart")
 * @param license - the venue licence.
 * @returns the reset function.
 */
export function useOrderCartReset(license: string): (options: CartResetOptions) => void {
  const setCart = useSetAtom(cartAtom(license))
  const setState = useSetAtom(cartStateAtom(license))
  const setEmployee = useSetAtom(employeeDiscountAtom(license))
  const store = useStore()
  const setLocation = useSetAtom(orderLocationAtom(license))
  const setActive = useSetAtom(activeOrderAtom(license))
  const queryClient = useQueryClient()
  return useCallback(
    (options: CartResetOptions) => {
      setCart((lines) => (lines.length === 0 ? lines : []))
      setState(resetCartStateAfterOrder)
      // The employee discount went with the placed order, as it does when no payment follows.
      setEmployee(NO_EMPLOYEE_DISCOUNT)
      // A staff id still being checked must not land on the next cart.
      endEmployeeCheck(store, license)
      if (options.location) {
        setLocation((location) => (location === null ? location : null))
        setActive((active) => (active === NO_ACTIVE_ORDER ? active : NO_ACTIVE_ORDER))
        // The table's earlier answer names the finished order: ask again next time.
        queryClient.removeQueries({ queryKey: queryKeys.activeOrder('', '').slice(0, 2) })
      }
    },
    [setCart, setState, setEmployee, store, license, setLocation, setActive, queryClient],
  )
}
