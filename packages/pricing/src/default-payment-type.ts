import { amount } from './decimal'
import type { DecimalString } from './types'

/** spec: ordering-payment §4 Payment type: cash, machine, card, loyalty, blue_wallet. */
export type PaymentType = 'cash' | 'machine' | 'card' | 'loyalty' | 'blue_wallet'

/**
 * The payment type when totals are computed and the diner chose none: card when the total is above
 * 0 and online payment is enabled, otherwise cash. A chosen type is kept.
 * @param total - the cart total
 * @param settings - payment_enabled (online payment) and the chosen paymentType, if any
 * @returns the payment type to use
 * spec: ordering-payment §4 Payment type "total above 0 and online payment enabled gives card; total above 0 with online payment off, or total 0, gives cash"
 */
export function defaultPaymentType(
  total: DecimalString,
  settings: {
    readonly payment_enabled: boolean
    readonly paymentType?: PaymentType | null | undefined
  },
): PaymentType {
  if (settings.paymentType !== undefined && settings.paymentType !== null)
    return settings.paymentType
  return amount(total, 'total').gt(0) && settings.payment_enabled ? 'card' : 'cash'
}
