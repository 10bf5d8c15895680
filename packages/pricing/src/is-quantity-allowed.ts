import type { QuantityBounds } from './quantity-bounds'

/**
 * Whether a typed quantity may be accepted: a whole number inside the bounds. Diner input: never throws.
 * @param qty - the typed quantity (any number, including NaN)
 * @param bounds - from `quantityBounds`
 * @returns true when min ≤ qty ≤ max (max null = unbounded)
 * spec: menu-browsing §5 Quantity "integer from 1 up to the maximum"; §2 Dialogs "typed values accepted only inside the bounds"
 */
export function isQuantityAllowed(qty: number, bounds: QuantityBounds): boolean {
  return Number.isInteger(qty) && qty >= bounds.min && (bounds.max === null || qty <= bounds.max)
}
