import { amount } from './decimal'
import type { DecimalString } from './types'

/**
 * Whether the payment-type toggle shows: total above 0, payment-type choice enabled, the delivery
 * location valid, and no minimum-order error (which hides payment controls).
 * @param input - the conditions (total as a decimal string)
 * @returns true when the toggle shows
 * spec: ordering-payment §2 Cart
 */
export function isPaymentToggleShown(input: {
  readonly total: DecimalString
  readonly enablePaymentType: boolean
  readonly deliveryLocationValid: boolean
  readonly minimumMet: boolean
}): boolean {
  return (
    amount(input.total, 'total').gt(0) &&
    input.enablePaymentType &&
    input.deliveryLocationValid &&
    input.minimumMet
  )
}
