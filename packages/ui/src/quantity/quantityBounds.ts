import { latinDigits } from '@carte/pricing'
import { assert, UI_ERROR_MESSAGES } from '../assert'

/**
 * The largest quantity of a product the venue sets no maximum for (no pos_available_qty, max_qty or
 * `max`): the buttons stop there and a larger typed number is refused ('At most 999'). The spec
 * leaves such a quantity unbounded (§5) and gives no figure (§9); a reading, so that a slip of the
 * keyboard cannot cart 10^17 burgers (see README, Readings).
 * spec: menu-browsing §5 Quantity "the maximum is unbounded unless given", §9 Business constants
 */
export const QUANTITY_CEILING = 999

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
 * The largest quantity the bounds allow: `max`, or {@link QUANTITY_CEILING} when there is none (the
 * minimum, should it be larger).
 * spec: menu-browsing §5 Quantity "integer from 1 up to the maximum"
 * @param bounds - {@link QuantityBounds}
 * @returns the upper bound the buttons and typing stop at
 */
export function upperQuantity({ min, max }: QuantityBounds): number {
  return max ?? Math.max(min, QUANTITY_CEILING)
}

/**
 * What the diner typed into a quantity box: the quantity, or why it is refused: `atMost` (a whole
 * number above the upper bound), `atLeast` (below the minimum, a minus sign included) or
 * `notWhole` (letters, a decimal, anything but digits); `empty` for blank text, which is not yet an
 * entry. Latin, Arabic-Indic and Persian digits are read alike (@carte/pricing `latinDigits`).
 * spec: menu-browsing §2 Dialogs "typed values accepted only inside the bounds", §5 Quantity,
 *   §9 Arabic-Indic digits
 * @param text - the typed text ("3", "٣", "۳", "12a")
 * @param bounds - {@link QuantityBounds}
 * @returns `{ quantity }` when accepted, otherwise `{ refused }` with the reason
 */
export function readTypedQuantity(
  text: string,
  bounds: QuantityBounds,
):
  | { readonly quantity: number }
  | { readonly refused: 'atMost' | 'atLeast' | 'notWhole' | 'empty' } {
  const typed = latinDigits(text.trim())
  if (typed === '') return { refused: 'empty' }
  if (/^-\d+$/.test(typed)) return { refused: 'atLeast' }
  if (!/^\d+$/.test(typed)) return { refused: 'notWhole' }
  // Number rounds a digit string above 2^53 (or to Infinity), but never below a whole number it
  // exceeds, so the comparison with the (whole, safe) upper bound holds at any length.
  const n = Number(typed)
  if (n > upperQuantity(bounds)) return { refused: 'atMost' }
  if (n < bounds.min) return { refused: 'atLeast' }
  return { quantity: n }
}

/**
 * Parses what the diner typed into a quantity, accepting only whole numbers inside the bounds
 * (up to {@link QUANTITY_CEILING} when there is no max), written with Latin, Arabic-Indic or
 * Persian digits (@carte/pricing `latinDigits`).
 * spec: menu-browsing §2 Dialogs "typed values accepted only inside the bounds", §5 Quantity,
 *   §9 Arabic-Indic digits
 * @param text - the typed text ("3", "٣" or "۳")
 * @param bounds - {@link QuantityBounds}
 * @returns the quantity, or null when the text is not a whole number inside the bounds
 */
export function parseTypedQuantity(text: string, bounds: QuantityBounds): number | null {
  const typed = readTypedQuantity(text, bounds)
  return 'quantity' in typed ? typed.quantity : null
}

/**
 * Moves a quantity by one step, stopping at the bounds ({@link QUANTITY_CEILING} when there is no
 * max).
 * spec: menu-browsing §5 "The buttons stop at the bounds"
 * @param value - the current quantity
 * @param delta - +1 or -1
 * @param bounds - {@link QuantityBounds}
 * @returns the new quantity, clamped to the bounds
 */
export function stepQuantity(value: number, delta: 1 | -1, bounds: QuantityBounds): number {
  const next = value + delta
  if (next < bounds.min) return bounds.min
  const upper = upperQuantity(bounds)
  if (next > upper) return upper
  return next
}
