import Decimal from 'decimal.js'
import { assert } from './errors'

/**
 * The package's private Decimal: half-up rounding configured once (architecture ruling), a
 * precision far above any menu amount, and never exponent notation in `toString`.
 */
export const D = Decimal.clone({
  precision: 40,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
})
/** A Decimal of the package's own configuration (never crosses the public API). */
export type Dec = InstanceType<typeof D>

/** Internal money precision: spec menu-browsing §9 "Internal cart arithmetic uses 3 decimals". */
export const INTERNAL_PLACES = 3

/** Zero, shared (Decimals are immutable). */
export const ZERO: Dec = new D(0)
/** One hundred, the divisor of every percentage rate (spec: ordering-payment §5). */
export const HUNDRED: Dec = new D(100)

const AMOUNT = /^\d+(\.\d+)?$/
const CACHE_LIMIT = 512
// Menus repeat the same few price strings; parsed Decimals are immutable, so sharing them is safe
// and keeps re-parsing out of the per-line loops.
const cache = new Map<string, Dec>()

/** Parses a non-negative decimal string (the only money shape accepted), or throws. */
export function amount(value: string, field: string): Dec {
  const hit = cache.get(value)
  if (hit !== undefined) return hit
  assert(
    typeof value === 'string' && AMOUNT.test(value),
    'INVALID_AMOUNT',
    `${field}: ${String(value)}`,
  )
  const parsed = new D(value)
  if (cache.size >= CACHE_LIMIT) cache.clear()
  cache.set(value, parsed)
  return parsed
}

/** Parses an optional amount; absent (undefined, null or '') reads as `fallback`. */
export function optionalAmount(
  value: string | null | undefined,
  field: string,
  fallback: Dec = ZERO,
): Dec {
  return value === undefined || value === null || value === '' ? fallback : amount(value, field)
}

/** Parses a percentage from 0 to 100, or throws. */
export function percent(value: string, field: string): Dec {
  assert(
    typeof value === 'string' && AMOUNT.test(value),
    'INVALID_PERCENT',
    `${field}: ${String(value)}`,
  )
  const parsed = amount(value, field)
  assert(parsed.lte(HUNDRED), 'INVALID_PERCENT', `${field}: ${value}`)
  return parsed
}

/** Tries a diner-typed amount: the Decimal, or undefined when it is not a non-negative decimal. */
export function tryAmount(value: string): Dec | undefined {
  return typeof value === 'string' && AMOUNT.test(value) ? new D(value) : undefined
}

/** The most display decimals accepted; internal amounts have 3, so more only pads with zeros. */
export const MAX_PLACES = 6

/** Checks decimal places (0 to 6) and returns them. */
export function places(value: number, field: string): number {
  assert(
    Number.isInteger(value) && value >= 0 && value <= MAX_PLACES,
    'INVALID_DECIMAL_PLACES',
    `${field}: ${String(value)}`,
  )
  return value
}

/** Half-up rounding to `dp` places, written out with exactly `dp` decimals. */
export function fixed(value: Dec, dp: number): string {
  return value.toFixed(dp, D.ROUND_HALF_UP)
}

/** Half-up rounding to the internal 3 places, as a Decimal. */
export function round3(value: Dec): Dec {
  return value.toDecimalPlaces(INTERNAL_PLACES, D.ROUND_HALF_UP)
}

/** The internal 3-decimal string of a value ("12.350"). */
export function out3(value: Dec): string {
  return value.toFixed(INTERNAL_PLACES, D.ROUND_HALF_UP)
}
