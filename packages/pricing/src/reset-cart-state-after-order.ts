import type { PaymentType } from './default-payment-type'
import type { OrderType } from './types'

/** The cart choices an order resets; other fields of the state pass through untouched. */
export interface OrderResetFields {
  readonly couponCode: string
  readonly orderComments: string
  readonly paymentType: PaymentType | null
  readonly orderType: OrderType | null
}

/**
 * The cart state after an order: the coupon, the comments and the payment and order choices are
 * cleared; the delivery address, customer details and every other field stay. The same object
 * comes back when nothing changes, so a store sees no update.
 * spec: ordering-payment §4 Order status values ("Fulfilled, canceled or rejected resets the cart
 * and order location state"), §2 Order payment-result screen ("reset the cart")
 * @param state - the cart state
 * @returns the reset state, or `state` itself when already reset
 */
export function resetCartStateAfterOrder<S extends OrderResetFields>(state: S): S {
  if (
    state.couponCode === '' &&
    state.orderComments === '' &&
    state.paymentType === null &&
    state.orderType === null
  ) {
    return state
  }
  return { ...state, couponCode: '', orderComments: '', paymentType: null, orderType: null }
}
