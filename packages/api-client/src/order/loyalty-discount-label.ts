import type { ReceiptTranslate } from './receipt-translate'

/** The key and English default of a loyalty discount row whose promotion has no name. */
export const LOYALTY_DISCOUNT_TEXT = ['ui_str_loyalty_discount', 'Loyalty discount'] as const

/**
 * The receipt's label of one loyalty discount: the promotion's name, or 'Loyalty discount'
 * (translated) when the promotion has none.
 * spec: ordering-payment §2 Order page (order summary rows: loyalty discounts), §3 Order read
 *   additional_data.iiko_loyalty_discounts (name, discounts)
 * @param t - the translator (ui_strings key, English default).
 * @param name - the promotion's name from the order read ('' when it has none).
 * @returns the label, e.g. 'Happy hour' or 'Loyalty discount'.
 */
export function loyaltyDiscountLabel(t: ReceiptTranslate, name: string): string {
  return name.trim() === '' ? t(...LOYALTY_DISCOUNT_TEXT) : name
}
