import {
  ApiError,
  LicenseNotActiveError,
  RequestSetupError,
  SchemaError,
  ServerError,
} from '../errors'

/** Retries of a failed read (network failures and 5xx only). */
export const MAX_RETRIES = 2

/**
 * Whether a failed read is worth retrying: only when nothing or a 5xx came back; a 4xx, a schema
 * mismatch, a request that could not be built or an inactive licence will not change by asking again.
 * @param failureCount retries so far
 * @param error what the call threw
 * @returns true to retry
 * spec: architecture "every network failure the user can act on says what to do next"
 */
export function shouldRetry(failureCount: number, error: Error): boolean {
  if (failureCount >= MAX_RETRIES) return false
  if (
    error instanceof SchemaError ||
    error instanceof LicenseNotActiveError ||
    error instanceof RequestSetupError
  ) {
    return false
  }
  if (error instanceof ServerError) return error.status >= 500
  return error instanceof ApiError
}
