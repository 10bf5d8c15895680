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
 * combos) and max_qty, unbounded when neither applies, less what the cart already holds of the
 * product (its lines share one stock: `quantityInCart`). A maximum below 1 means nothing (more) can
 * be ordered.
 * @param product - pos_available_qty, max_qty and enable_combo (each optional)
 * @param inCart - how many of the product the cart holds already (default 0)
 * @returns `{ min: 1, max }`
 * spec: menu-browsing §5 Quantity "Quantity is capped by pos_available_qty (not for combos) and by max_qty"
 */
export function quantityBounds(
  product: {
    readonly pos_available_qty?: number | null | undefined
    readonly max_qty?: number | null | undefined
    readonly enable_combo?: boolean | undefined
  },
  inCart = 0,
): QuantityBounds {
  assert(Number.isInteger(inCart) && inCart >= 0, 'INVALID_QUANTITY', `in cart: ${String(inCart)}`)
  const stock =
    product.enable_combo === true ? null : cap(product.pos_available_qty, 'pos_available_qty')
  const limit = cap(product.max_qty, 'max_qty')
  const max = stock === null ? limit : limit === null ? stock : Math.min(stock, limit)
  return { min: 1, max: max === null ? null : max - inCart }
}
