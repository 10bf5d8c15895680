import { assert, MESSAGES } from '../assert'

/** The translated words of the receipt's subtotal label (ui_strings, English defaults). */
export interface SubtotalLabelWords {
  /** ui_str_subtotal, 'Subtotal'. */
  readonly subtotal: string
  /** ui_str_items, 'items'. */
  readonly items: string
}

/**
 * The receipt's subtotal label with the item count: 'Subtotal (3 items)'.
 * spec: ordering-payment §2 Order page ("a subtotal labelled with the item count")
 * @param words - the translated 'Subtotal' and 'items'.
 * @param itemCount - the order's item count (@carte/api-client orderStatusView's itemCount).
 * @returns the label, e.g. 'Subtotal (3 items)'.
 * @throws ApiClientUsageError (MESSAGES.invalidCount) for a count that is not a whole number ≥ 0.
 */
export function subtotalLabel(words: SubtotalLabelWords, itemCount: number): string {
  assert(Number.isSafeInteger(itemCount) && itemCount >= 0, MESSAGES.invalidCount)
  return `${words.subtotal} (${itemCount} ${words.items})`
}
