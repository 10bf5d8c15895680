import type { ReceiptTranslate } from './receipt-translate'

/**
 * The ui_strings key and English default of each payment type the diner chooses in the cart
 * (cash, card machine, online card).
 * spec: ordering-payment §4 Payment type (cash, machine, card)
 */
export const PAYMENT_TYPE_TEXT = {
  cash: ['ui_str_cash', 'Cash'],
  machine: ['ui_str_card_machine', 'Card Machine'],
  card: ['ui_str_online_card', 'Online Card'],
} as const satisfies Readonly<Record<string, readonly [string, string]>>

/**
 * The name a payment type is shown with: the cart's translated name for cash, machine and card;
 * any other type the server records (loyalty, wallet) keeps the server's word.
 * spec: ordering-payment §4 Payment type; §2 Order page (payments rows)
 * @param t - the translator (ui_strings key, English default).
 * @param paymentType - the payment type ('cash', 'machine', 'card' or the server's word).
 * @returns the name, e.g. 'Card Machine', or the type itself ('wallet').
 */
export function paymentTypeName(t: ReceiptTranslate, paymentType: string): string {
  if (!Object.hasOwn(PAYMENT_TYPE_TEXT, paymentType)) return paymentType
  const [key, englishDefault] = PAYMENT_TYPE_TEXT[paymentType as keyof typeof PAYMENT_TYPE_TEXT]
  return t(key, englishDefault)
}
