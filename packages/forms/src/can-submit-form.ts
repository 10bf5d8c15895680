/** What decides whether a form's submit button works. */
export interface FormSubmitState {
  /** The form's id; submit does nothing without one. */
  readonly formId: number | string | null | undefined
  /** The latest validation succeeded. */
  readonly valid: boolean
  readonly submitting: boolean
  /** The form's enable_geofence. */
  readonly geofenceEnabled: boolean
  /** The geofence answer: true, false or unknown (undefined). */
  readonly locationAllowed: boolean | undefined
}

/**
 * Whether submit is enabled: not while invalid, not while submitting, not when geofencing is on and
 * the location is not allowed, and never without a form id.
 * spec: menu-browsing §5 (Submit is disabled while invalid...); §4 Geolocation (proceeding)
 * @param state - validity, submitting, geofence and the form id
 * @returns true when pressing submit should send the form
 */
export function canSubmitForm(state: FormSubmitState): boolean {
  const hasId = state.formId !== null && state.formId !== undefined && state.formId !== ''
  const locationOk = !state.geofenceEnabled || state.locationAllowed === true
  return hasId && state.valid && !state.submitting && locationOk
}
