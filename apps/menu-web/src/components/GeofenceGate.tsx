import { LocationGate } from '@carte/ui'
import { useEffect, useRef } from 'react'
import type { Geofence } from '../hooks/useGeofence'

/** What the keyboard reaches (radix's hidden bubble inputs and disabled controls excluded). */
const FOCUSABLE =
  ':is(a[href], input, select, textarea, button, [tabindex]):not([tabindex="-1"], [aria-hidden="true"], :disabled, [type="hidden"])'

/**
 * @carte/ui's LocationGate wired to a geofence model (useGeofence): its status and messages, and
 * every button asking for the position again. The one place the cart, the checkout and the form
 * screen show the geofence check. When the check lets the diner proceed while the focus is on it
 * (a press on 'Enable Location', 'Retry' or 'Refresh Location'), the focus moves to the first
 * control after it on the screen (the form's first field, the cart's or checkout's next control),
 * so the diner learns what opened; the gate's own region is left empty then (WCAG 2.4.3). The
 * same when the permission changes in the site settings while the focus is on the gate. A check
 * that passes on its own with the focus elsewhere (the permission was already granted) moves no
 * focus. When proceeding stops with the focus in what it protected (the form, gone), the focus
 * goes to the gate's button ('Refresh Location' after a refused submission).
 * spec: menu-browsing §4 Geolocation, §8 geofence messages; ordering-payment §4 Geofence (dine-in)
 * @param props - the geofence model.
 * @returns the location check control.
 */
export function GeofenceGate({ geofence }: { readonly geofence: Geofence }) {
  const { state, request, proceed } = geofence
  const gateRef = useRef<HTMLDivElement>(null)
  const wasProceeding = useRef(proceed)
  useEffect(() => {
    const was = wasProceeding.current
    wasProceeding.current = proceed
    const gate = gateRef.current
    if (was === proceed || gate === null) return
    if (!proceed) {
      // What the gate protected went with the focus in it (a submission the server refused as
      // outside the area): the focus goes to the gate's button that starts over, not the page.
      const active = document.activeElement
      if (active === null || active === document.body) {
        const target =
          gate.querySelector<HTMLElement>('button') ??
          gate.querySelector<HTMLElement>('[role="status"]')
        target?.focus()
      }
      return
    }
    if (!gate.contains(document.activeElement)) return
    const screen = gate.closest('main') ?? document.body
    const next = Array.from(screen.querySelectorAll<HTMLElement>(FOCUSABLE)).find(
      (control) =>
        !gate.contains(control) &&
        (gate.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
    )
    next?.focus()
  }, [proceed])
  return (
    <div ref={gateRef} className="carte-app-geofence-gate">
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
    </div>
  )
}
