import type { ReceiptTranslate } from './receipt-translate'

/**
 * The ui_strings key and English default of each payment type §4 names: the three the diner
 * chooses in the cart (cash, card machine, online card) and the two the partner integration
 * records (a loyalty payment; the blue wallet, named as the wallet card names it).
 * spec: ordering-payment §4 Payment type (cash, machine, card, loyalty, blue_wallet)
 */
export const PAYMENT_TYPE_TEXT = {
  cash: ['ui_str_cash', 'Cash'],
  machine: ['ui_str_card_machine', 'Card Machine'],
  card: ['ui_str_online_card', 'Online Card'],
  loyalty: ['ui_str_loyalty', 'Loyalty'],
  blue_wallet: ['ui_str_wallet', 'Wallet'],
} as const satisfies Readonly<Record<string, readonly [string, string]>>

/**
 * The name a payment type is shown with: the translated name of each type §4 names ('Card
 * Machine', 'Wallet' for blue_wallet); a type it does not name keeps the server's word.
 * spec: ordering-payment §4 Payment type; §2 Order page (payments rows)
 * @param t - the translator (ui_strings key, English default).
 * @param paymentType - the payment type ('cash', 'machine', 'card' or the server's word).
 * @returns the name, e.g. 'Card Machine', or the type itself ('gift_card').
 */
export function paymentTypeName(t: ReceiptTranslate, paymentType: string): string {
  if (!Object.hasOwn(PAYMENT_TYPE_TEXT, paymentType)) return paymentType
  const [key, englishDefault] = PAYMENT_TYPE_TEXT[paymentType as keyof typeof PAYMENT_TYPE_TEXT]
  return t(key, englishDefault)
}
