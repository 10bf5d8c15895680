import { checkQty } from './check-qty'
import type { QuantityBounds } from './quantity-bounds'

/**
 * Moves a quantity into its bounds, as the stepper buttons do (they stop at the bounds).
 * @param qty - a whole number of at least 1
 * @param bounds - from `quantityBounds`
 * @returns qty, lowered to `max` when above it (never below 1)
 * spec: menu-browsing §5 Quantity "The buttons stop at the bounds"
 */
export function clampQuantity(qty: number, bounds: QuantityBounds): number {
  checkQty(qty)
  return bounds.max === null ? qty : Math.max(bounds.min, Math.min(qty, bounds.max))
}
