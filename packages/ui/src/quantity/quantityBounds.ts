import { latinDigits } from '@carte/pricing'
import { assert, UI_ERROR_MESSAGES } from '../assert'

/** Bounds of a quantity: integer min (default 1) and optional integer max (unbounded if absent). */
export interface QuantityBounds {
  readonly min: number
  readonly max?: number | undefined
}

/**
 * Checks that quantity bounds are whole numbers (programmer error otherwise). A max below min is
 * not an error: it is a product with no orderable quantity (see {@link hasNoQuantity}).
 * @param bounds - {@link QuantityBounds}
 * @returns nothing; throws CarteUiError on bad bounds
 */
export function assertQuantityBounds({ min, max }: QuantityBounds): void {
  assert(
    Number.isInteger(min) && min >= 0 && (max === undefined || Number.isInteger(max)),
    UI_ERROR_MESSAGES.quantityBounds,
  )
}

/**
 * Whether the bounds leave no quantity to choose (max below min): a product whose POS count is 0
 * or less, or a cart line with max_qty 0 persisted by an older version.
 * spec: menu-browsing §5 Quantity "integer from 1 up to the maximum"; "Out of stock products …
 *   cannot be added"
 * @param bounds - {@link QuantityBounds}
 * @returns true when no quantity lies inside the bounds
 */
export function hasNoQuantity({ min, max }: QuantityBounds): boolean {
  return max !== undefined && max < min
}

/**
 * Parses what the diner typed into a quantity, accepting only whole numbers inside the bounds,
 * written with Latin, Arabic-Indic or Persian digits (@carte/pricing `latinDigits`).
 * spec: menu-browsing §2 Dialogs "typed values accepted only inside the bounds", §5 Quantity,
 *   §9 Arabic-Indic digits
 * @param text - the typed text ("3", "٣" or "۳")
 * @param bounds - {@link QuantityBounds}
 * @returns the quantity, or null when the text is not a whole number inside the bounds
 */
export function parseTypedQuantity(text: string, { min, max }: QuantityBounds): number | null {
  const trimmed = latinDigits(text.trim())
  if (!/^\d+$/.test(trimmed)) return null
  const n = Number(trimmed)
  if (!Number.isSafeInteger(n) || n < min || (max !== undefined && n > max)) return null
  return n
}

/**
 * Moves a quantity by one step, stopping at the bounds.
 * spec: menu-browsing §5 "The buttons stop at the bounds"
 * @param value - the current quantity
 * @param delta - +1 or -1
 * @param bounds - {@link QuantityBounds}
 * @returns the new quantity, clamped to the bounds
 */
export function stepQuantity(value: number, delta: 1 | -1, { min, max }: QuantityBounds): number {
  const next = value + delta
  if (next < min) return min
  if (max !== undefined && next > max) return max
  return next
}
