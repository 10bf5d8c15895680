/** The translated words of the receipt's subtotal label (ui_strings, English defaults). */
export interface SubtotalLabelWords {
  /** ui_str_subtotal, 'Subtotal'. */
  readonly subtotal: string
  /** ui_str_items, 'items'. */
  readonly items: string
}

/**
 * The receipt's subtotal label with the item count: 'Subtotal (3 items)'. The count comes
 * formatted, so it has the digits the prices have (@carte/pricing formatCount: Arabic-Indic for
 * ar with enable_arabic_numerals).
 * spec: ordering-payment §2 Order page ("a subtotal labelled with the item count")
 * @param words - the translated 'Subtotal' and 'items'.
 * @param count - the order's item count (orderStatusView's itemCount), formatted for display.
 * @returns the label, e.g. 'Subtotal (3 items)'.
 */
export function subtotalLabel(words: SubtotalLabelWords, count: string): string {
  return `${words.subtotal} (${count} ${words.items})`
}
