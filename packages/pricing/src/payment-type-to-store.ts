import { amount } from './decimal'
import type { PaymentType } from './default-payment-type'
import { effectivePaymentType } from './effective-payment-type'
import type { CartMenuFlags, DecimalString } from './types'

/**
 * The payment type the cart stores (so the checkout reads what the cart showed): the one in
 * effect, except while there is nothing to pay (a coupon covering the cart), when a choice the
 * diner made stays stored; cash is in effect then, and the choice applies again once there is
 * something to pay.
 * @param stored - the stored choice, null when none
 * @param total - the cart total
 * @param menu - the menu switches
 * @returns the payment type to store
 * spec: ordering-payment §4 Payment type ("stored in the cart"; "total 0, gives cash")
 */
export function paymentTypeToStore(
  stored: PaymentType | null,
  total: DecimalString,
  menu: CartMenuFlags,
): PaymentType {
  const payable = amount(total, 'total').gt(0)
  return payable || stored === null ? effectivePaymentType(stored, total, menu) : stored
}
