import { paymentTypeName } from './payment-type-name'
import type { ReceiptTranslate } from './receipt-translate'

/** The key and English default of the receipt's payments word. */
export const PAYMENTS_TEXT = ['ui_str_payments', 'Payments'] as const

/**
 * The receipt's label of one payment: 'Payments (name)', the type named as the cart names it
 * ({@link paymentTypeName}): 'Payments (Card Machine)', 'Payments (wallet)'.
 * spec: ordering-payment §2 Order page (order summary rows: payments), §3 Order read payments
 *   (payment_type, amount)
 * @param t - the translator (ui_strings key, English default).
 * @param paymentType - the payment's payment_type from the order read.
 * @returns the label, e.g. 'Payments (Cash)'.
 */
export function paymentLabel(t: ReceiptTranslate, paymentType: string): string {
  return `${t(...PAYMENTS_TEXT)} (${paymentTypeName(t, paymentType)})`
}
