import { ServerError } from '../errors'

/** Text shown when a geofence check fails without a usable message. spec: menu-browsing §7 */
export const GEOFENCE_FALLBACK_MESSAGE = 'Could not validate your location. Please try again.'

/**
 * The message to show for a failed geofence check: the answer's message, else its error (or
 * detail), else 'Could not validate your location. Please try again.'.
 * @param error what checkGeofence threw
 * @returns the text to show
 * spec: menu-browsing §7 Geofence failure
 */
export function geofenceFailureMessage(error: unknown): string {
  if (error instanceof ServerError && typeof error.body === 'object' && error.body !== null) {
    const body = error.body as Record<string, unknown>
    for (const key of ['message', 'error', 'detail']) {
      const value = body[key]
      if (typeof value === 'string' && value.trim() !== '') return value
    }
  }
  return GEOFENCE_FALLBACK_MESSAGE
}
