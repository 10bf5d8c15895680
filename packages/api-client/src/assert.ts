/** Prefix of every programmer-error message thrown by this package. */
export const ERROR_PREFIX = '[@carte/api-client]'

/** Programmer-error messages (misuse of the API, never a server answer). */
export const MESSAGES = {
  unknownEnvironment: `${ERROR_PREFIX} unknown API environment`,
  emptyBaseUrl: `${ERROR_PREFIX} base URL must not be empty`,
  invalidTimeout: `${ERROR_PREFIX} timeoutMs must be a positive number of milliseconds`,
  emptyIdempotencyKey: `${ERROR_PREFIX} order creation needs a non-empty Idempotency-Key`,
  emptyUuid: `${ERROR_PREFIX} order uuid must not be empty`,
  unknownProvider: `${ERROR_PREFIX} unknown payment provider`,
  invalidDecimal: `${ERROR_PREFIX} amount must be a decimal string`,
  emptyFileName: `${ERROR_PREFIX} file name must not be empty`,
  emptyCode: `${ERROR_PREFIX} coupon code must not be empty`,
  invalidId: `${ERROR_PREFIX} id must be an integer or a string of digits`,
  invalidCoordinate: `${ERROR_PREFIX} coordinate must be a finite number`,
  invalidCouponId: `${ERROR_PREFIX} coupon id must be a non-negative integer or a string of digits`,
} as const

/** A programmer error: the API of this package was called wrongly. */
export class ApiClientUsageError extends Error {
  override readonly name = 'ApiClientUsageError'
}

/**
 * Throws an ApiClientUsageError with `message` when `condition` is false.
 * @param condition what must hold
 * @param message one of MESSAGES
 * @returns nothing; narrows `condition` to true
 */
export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new ApiClientUsageError(message)
}
