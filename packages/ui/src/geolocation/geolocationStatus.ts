/** Status of the browser location for the geofence gate. spec: menu-browsing §4 Geolocation status */
export type GeoStatus =
  | 'IDLE'
  | 'CHECKING_PERMISSION'
  | 'REQUESTING'
  | 'READY'
  | 'DENIED'
  | 'UNAVAILABLE'
  | 'ERROR'

/** The server's geofence answer: true, false, or unknown (null) until it answers. */
export type GeoAllowed = boolean | null

/** A position reported by the browser. */
export interface GeoPosition {
  readonly lat: number
  readonly lng: number
}

/** The whole geofence gate state. */
export interface GeolocationState {
  readonly status: GeoStatus
  readonly allowed: GeoAllowed
  readonly position: GeoPosition | null
  /** The browser's own position-error message, when it gave one. */
  readonly positionErrorMessage: string | null
  /** Why the geofence call failed (response message, error or generic), when it did. */
  readonly geofenceErrorMessage: string | null
}

/** What can happen to the gate. */
export type GeolocationEvent =
  | { readonly type: 'enable' }
  | { readonly type: 'disable' }
  | { readonly type: 'permission'; readonly state: string }
  | { readonly type: 'request' }
  | { readonly type: 'position'; readonly position: GeoPosition }
  | { readonly type: 'positionError'; readonly code: number; readonly message?: string }
  | { readonly type: 'geofenceResult'; readonly allowed: boolean }
  | { readonly type: 'geofenceError'; readonly message?: string }

/** The state before anything happened (and after the feature is disabled). */
export const INITIAL_GEOLOCATION_STATE: GeolocationState = {
  status: 'IDLE',
  allowed: null,
  position: null,
  positionErrorMessage: null,
  geofenceErrorMessage: null,
}

/** Options of the position request. spec: menu-browsing §9 (10 s, high accuracy, no cache) */
export const POSITION_OPTIONS = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 0,
} as const

/**
 * Status after the browser permission is known: granted -> REQUESTING (a position request
 * follows), prompt -> IDLE, anything else -> DENIED.
 * spec: menu-browsing §4 Geolocation status
 * @param permission - PermissionStatus.state ('granted' | 'prompt' | 'denied' | other)
 * @returns the new status
 */
export function statusFromPermission(permission: string): GeoStatus {
  if (permission === 'granted') return 'REQUESTING'
  if (permission === 'prompt') return 'IDLE'
  return 'DENIED'
}

/**
 * Status for a browser position error code: 1 -> DENIED, 2 -> UNAVAILABLE, others -> ERROR.
 * spec: menu-browsing §4 "Browser error code 1 gives DENIED, 2 UNAVAILABLE, others ERROR"
 * @param code - GeolocationPositionError.code
 * @returns the new status
 */
export function statusFromPositionError(code: number): GeoStatus {
  if (code === 1) return 'DENIED'
  if (code === 2) return 'UNAVAILABLE'
  return 'ERROR'
}

/**
 * Whether ordering or form submission may proceed: the feature is off, or the location is READY
 * and the server said allowed.
 * spec: menu-browsing §4 "Proceeding is permitted when the feature is off, or status is READY and
 * allowed is true"
 * @param featureEnabled - whether the geofence applies here
 * @param status - the gate status
 * @param allowed - the server's answer (null while unknown)
 * @returns true when proceeding is permitted
 */
export function canProceed(
  featureEnabled: boolean,
  status: GeoStatus,
  allowed: GeoAllowed,
): boolean {
  return !featureEnabled || (status === 'READY' && allowed === true)
}

/**
 * The gate's state machine as a pure reducer (use with `useReducer`).
 * spec: menu-browsing §4 Geolocation status
 * @param state - the current state
 * @param event - what happened
 * @returns the next state
 */
export function geolocationReducer(
  state: GeolocationState,
  event: GeolocationEvent,
): GeolocationState {
  switch (event.type) {
    case 'disable':
      return INITIAL_GEOLOCATION_STATE
    case 'enable':
      return { ...state, status: 'CHECKING_PERMISSION' }
    case 'permission':
      return { ...state, status: statusFromPermission(event.state), positionErrorMessage: null }
    case 'request':
      return { ...state, status: 'REQUESTING', positionErrorMessage: null }
    case 'position':
      // A new position needs a new server answer: allowed is unknown until it arrives.
      return {
        ...state,
        status: 'READY',
        position: event.position,
        allowed: null,
        positionErrorMessage: null,
        geofenceErrorMessage: null,
      }
    case 'positionError':
      return {
        ...state,
        status: statusFromPositionError(event.code),
        positionErrorMessage: event.message ? event.message : null,
      }
    case 'geofenceResult':
      return { ...state, allowed: event.allowed, geofenceErrorMessage: null }
    case 'geofenceError':
      return { ...state, allowed: null, geofenceErrorMessage: event.message ?? null }
  }
}

/**
 * Reads the server's geofence answer, which arrives as allowed, is_allowed or allow.
 * spec: menu-browsing §3 "Geofence response: allowed (also read as is_allowed or allow)"
 * @param response - the parsed response body
 * @returns true/false, or null when none of the fields is a boolean
 */
export function readGeofenceAllowed(response: unknown): GeoAllowed {
  if (typeof response !== 'object' || response === null) return null
  const body = response as Record<string, unknown>
  for (const key of ['allowed', 'is_allowed', 'allow']) {
    if (typeof body[key] === 'boolean') return body[key]
  }
  return null
}
