/** Prefix of every programmer-error message thrown by @carte/ui. */
const PREFIX = '[@carte/ui]'

/** Messages of the programmer errors @carte/ui throws (diner input never throws). */
export const UI_ERROR_MESSAGES = {
  quantityBounds: `${PREFIX} QuantityInput: min must be an integer >= 0 and max an integer`,
  starRatingMax: `${PREFIX} StarRating: max must be a positive integer`,
} as const

/**
 * Error thrown when a component is used against its contract (a programmer error).
 * spec: style.md "programmer errors throw named errors via one assert"
 */
export class CarteUiError extends Error {
  override readonly name = 'CarteUiError'
}

/**
 * Throws a {@link CarteUiError} when the condition does not hold.
 * @param condition - what must be true
 * @param message - one of {@link UI_ERROR_MESSAGES}
 * @returns nothing; narrows `condition` to true
 */
export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CarteUiError(message)
}
