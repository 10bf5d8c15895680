import { checkGeofence, GEOFENCE_FALLBACK_MESSAGE, geofenceFailureMessage } from '@carte/api-client'
import {
  canProceed,
  type GeolocationState,
  geolocationReducer,
  INITIAL_GEOLOCATION_STATE,
  POSITION_OPTIONS,
} from '@carte/ui'
import { useCallback, useEffect, useReducer, useRef } from 'react'
import { apiConfig } from '../data/api'

/** The geofence flow of one screen: its state, the gate's actions and whether to proceed. */
export interface Geofence {
  readonly state: GeolocationState
  readonly proceed: boolean
  /** Asks for the position (Enable Location, Retry, Refresh Location). */
  readonly request: () => void
  /**
   * The server refused what the position was sent with (a form submission or an order) as outside
   * the area: back to 'You’re currently outside the allowed area.' with 'Refresh Location', so a
   * fresh position is taken before the next try.
   */
  readonly refuse: () => void
}

/**
 * How long 'Locating you…' shows when the browser has no geolocation at all before 'Location is
 * unavailable…' comes back: long enough for the browser to tell assistive technology of both
 * changes, so a press on 'Retry' is acknowledged (WCAG 4.1.3).
 */
export const NO_GEOLOCATION_ANSWER_MS = 400

/**
 * Runs the geolocation state machine of @carte/ui against the browser: checks the permission
 * (granted -> position request, prompt -> IDLE, else DENIED; later changes re-evaluate), asks for
 * the position (10 s, high accuracy, no cache) and sends it to the geofence call. A server that
 * refuses the position later (outside_geofence: 403 on a form, 422 on an order) puts the check back to outside the area.
 * spec: menu-browsing §4 Geolocation status, §7 geofence, §9 position request
 * @param enabled - the feature is on (e.g. the form's enable_geofence).
 * @param lang - the language code.
 * @param menuId - the menu id.
 * @returns the state, whether proceeding is permitted, and the request and refuse actions.
 */
export function useGeofence(enabled: boolean, lang: string, menuId: number | string): Geofence {
  const [state, dispatch] = useReducer(geolocationReducer, INITIAL_GEOLOCATION_STATE)
  const noGeolocationAnswer = useRef<ReturnType<typeof setTimeout> | null>(null)

  const request = useCallback(() => {
    if (noGeolocationAnswer.current !== null) clearTimeout(noGeolocationAnswer.current)
    noGeolocationAnswer.current = null
    dispatch({ type: 'request' })
    if (!('geolocation' in navigator)) {
      // The answer is known at once, but answered at once the gate would not change at all on
      // 'Retry' (same status, same text: nothing read, nothing seen). Like a browser's own
      // answer it comes after 'Locating you…', and the unavailable message enters the gate's
      // live region anew (spec: menu-browsing §4 code 2 gives UNAVAILABLE; WCAG 4.1.3).
      noGeolocationAnswer.current = setTimeout(() => {
        noGeolocationAnswer.current = null
        dispatch({ type: 'positionError', code: 2 })
      }, NO_GEOLOCATION_ANSWER_MS)
      return
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        dispatch({
          type: 'position',
          position: { lat: position.coords.latitude, lng: position.coords.longitude },
        }),
      (error) => dispatch({ type: 'positionError', code: error.code, message: error.message }),
      POSITION_OPTIONS,
    )
  }, [])

  useEffect(() => {
    if (!enabled) {
      dispatch({ type: 'disable' })
      return
    }
    dispatch({ type: 'enable' })
    let status: PermissionStatus | null = null
    let live = true
    const onChange = () => {
      if (!status) return
      dispatch({ type: 'permission', state: status.state })
      if (status.state === 'granted') request()
    }
    // Without the Permissions API (older Safari, some in-app browsers) or when its query fails,
    // the permission is unknown: the diner's first request asks the browser.
    const unknownPermission = () => {
      if (live) dispatch({ type: 'permission', state: 'prompt' })
    }
    if (navigator.permissions === undefined) unknownPermission()
    else
      navigator.permissions
        .query({ name: 'geolocation' })
        .then((permission) => {
          if (!live) return
          status = permission
          permission.addEventListener('change', onChange)
          onChange()
        })
        .catch(unknownPermission)
    return () => {
      live = false
      status?.removeEventListener('change', onChange)
      if (noGeolocationAnswer.current !== null) clearTimeout(noGeolocationAnswer.current)
      noGeolocationAnswer.current = null
    }
  }, [enabled, request])

  const refuse = useCallback(() => dispatch({ type: 'geofenceResult', allowed: false }), [])

  const position = state.position
  useEffect(() => {
    if (!enabled || state.status !== 'READY' || !position) return
    const controller = new AbortController()
    checkGeofence(
      apiConfig(),
      { lang, menuId, lat: position.lat, lng: position.lng },
      { signal: controller.signal },
    )
      .then((answer) => {
        // An answer that says neither (no allowed, is_allowed or allow) leaves the position
        // unvalidated: shown as a failed check with 'Retry', not as a check that never ends.
        if (answer.allowed === null) {
          dispatch({ type: 'geofenceError', message: GEOFENCE_FALLBACK_MESSAGE })
        } else dispatch({ type: 'geofenceResult', allowed: answer.allowed })
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          dispatch({ type: 'geofenceError', message: geofenceFailureMessage(error) })
        }
      })
    return () => controller.abort()
  }, [enabled, state.status, position, lang, menuId])

  return { state, proceed: canProceed(enabled, state.status, state.allowed), request, refuse }
}
