import { assert } from './errors'

/** The allowed quantities of a line: from `min` to `max`; `max` null = unbounded. */
export interface QuantityBounds {
  readonly min: 1
  readonly max: number | null
}

function cap(value: number | null | undefined, field: string): number | null {
  if (value === undefined || value === null) return null
  assert(Number.isInteger(value), 'INVALID_QUANTITY', `${field}: ${String(value)}`)
  return value
}

/**
 * The quantity bounds of a product: minimum 1; maximum the smaller of pos_available_qty (not for
 * combos) and max_qty, unbounded when neither applies. A maximum below 1 means nothing can be ordered.
 * @param product - pos_available_qty, max_qty and enable_combo (each optional)
 * @returns `{ min: 1, max }`
 * spec: menu-browsing §5 Quantity "Quantity is capped by pos_available_qty (not for combos) and by max_qty"
 */
export function quantityBounds(product: {
  readonly pos_available_qty?: number | null | undefined
  readonly max_qty?: number | null | undefined
  readonly enable_combo?: boolean | undefined
}): QuantityBounds {
  const stock =
    product.enable_combo === true ? null : cap(product.pos_available_qty, 'pos_available_qty')
  const limit = cap(product.max_qty, 'max_qty')
  if (stock === null) return { min: 1, max: limit }
  if (limit === null) return { min: 1, max: stock }
  return { min: 1, max: Math.min(stock, limit) }
}
