import { ServerError } from '@carte/api-client'

/**
 * Whether a failed call is venue-api's refusal of the position it was sent with:
 * { code: 'outside_geofence' }, 403 on a form submission and 422 on an order, the diner having
 * left the area since the geofence check said allowed.
 * spec: menu-browsing §4 Geolocation status, §8 'You’re currently outside the allowed area.'
 * @param error - what the call threw.
 * @returns true for that refusal, false for any other failure.
 */
export function isOutsideGeofence(error: unknown): boolean {
  return (
    error instanceof ServerError &&
    (error.status === 403 || error.status === 422) &&
    error.code === 'outside_geofence'
  )
}
