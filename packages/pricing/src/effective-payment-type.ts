import { amount } from './decimal'
import { defaultPaymentType, type PaymentType } from './default-payment-type'
import { paymentOptions } from './payment-options'
import type { CartMenuFlags, DecimalString } from './types'

/**
 * The payment type in effect: a stored choice the venue still offers is kept while there is
 * something to pay; otherwise {@link defaultPaymentType} (card when the total is above 0 and
 * online payment is on, else cash). At a total of 0 (a coupon or discounts covering it) the
 * payment choice is not shown, so no stored choice applies: cash, never an online payment of
 * nothing (which also held back the WhatsApp message).
 * @param stored - the stored choice, null when none
 * @param total - the cart total
 * @param menu - the menu switches
 * @returns the payment type to use
 * spec: ordering-payment §4 Payment type
 */
export function effectivePaymentType(
  stored: PaymentType | null,
  total: DecimalString,
  menu: CartMenuFlags,
): PaymentType {
  const payable = amount(total, 'total').gt(0)
  const kept = payable && stored !== null && paymentOptions(menu).includes(stored) ? stored : null
  return defaultPaymentType(total, { payment_enabled: menu.payment_enabled, paymentType: kept })
}
