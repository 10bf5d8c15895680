import { LocationGate } from '@carte/ui'
import type { Geofence } from '../hooks/useGeofence'

/**
 * @carte/ui's LocationGate wired to a geofence model (useGeofence): its status and messages, and
 * every button asking for the position again. The one place the cart, the checkout and the form
 * screen show the geofence check.
 * spec: menu-browsing §4 Geolocation, §8 geofence messages; ordering-payment §4 Geofence (dine-in)
 * @param props - the geofence model.
 * @returns the location check control.
 */
export function GeofenceGate({ geofence }: { readonly geofence: Geofence }) {
  const { state, request } = geofence
  return (
    <LocationGate
      enabled
      status={state.status}
      allowed={state.allowed}
      positionErrorMessage={state.positionErrorMessage}
      geofenceErrorMessage={state.geofenceErrorMessage}
      geofenceFailed={state.geofenceErrorMessage !== null}
      onEnableLocation={request}
      onRetry={request}
      onRefreshLocation={request}
    />
  )
}
