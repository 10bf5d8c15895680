/**
 * The receipt's label of one order discount: 'Discount (name)', or the word alone when the
 * discount has no name ('Discount').
 * spec: ordering-payment §2 Order page (order summary rows: discounts), §3 Order read discounts
 *   (name, amount_value, free_delivery)
 * @param word - the translated 'Discount' (ui_str_discount).
 * @param name - the discount's name from the order read ('' when it has none).
 * @returns the label, e.g. 'Discount (HELLO5)'.
 */
export function discountLabel(word: string, name: string): string {
  return name === '' ? word : `${word} (${name})`
}
