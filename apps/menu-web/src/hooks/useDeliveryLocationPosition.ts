import { useCallback, useEffect, useRef, useState } from 'react'

/** A map position. */
export interface LatLng {
  readonly lat: number
  readonly lng: number
}

/** The browser-position request of the delivery map. */
export type LocateStatus = 'idle' | 'locating' | 'denied' | 'unavailable'

/**
 * The position request of the delivery map: high accuracy, a cached position up to 1 s old.
 * spec: ordering-payment §4 Delivery location flow ("browser geolocation (high accuracy, maximum
 * age 1000 ms)"); the 10 s timeout is ours, so a request never hangs the button.
 */
export const DELIVERY_POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  maximumAge: 1000,
  timeout: 10_000,
}

/** The marker position and where it came from. */
export interface DeliveryPosition {
  readonly position: LatLng
  /** Changes whenever the position was set from outside the map, so the map re-centres on it. */
  readonly viewKey: number
  /** The marker was dragged or moved with the keyboard (the map is already there). */
  readonly moveFromMap: (next: LatLng) => void
  /** A place, saved address or browser position chose the point: the map re-centres. */
  readonly moveTo: (next: LatLng) => void
  readonly locate: () => void
  readonly locateStatus: LocateStatus
  /** The diner settled on the point (Confirm): a late first browser position no longer moves it. */
  readonly keep: () => void
}

/**
 * The delivery marker's position: it starts at the saved position (Edit from the cart) or the
 * outlet, then moves to the browser position once granted (only when nothing was saved and the
 * diner has not moved the marker meanwhile); 'Use my location' asks again.
 * spec: ordering-payment §4 Delivery location flow (map start position)
 * @param start - the saved position, else the outlet.
 * @param askOnStart - ask for the browser position at once (no saved position).
 * @returns the position, its view key and the actions.
 */
export function useDeliveryLocationPosition(start: LatLng, askOnStart: boolean): DeliveryPosition {
  const [position, setPosition] = useState(start)
  const [viewKey, setViewKey] = useState(0)
  const [locateStatus, setLocateStatus] = useState<LocateStatus>('idle')
  const touched = useRef(false)

  const moveTo = useCallback((next: LatLng) => {
    touched.current = true
    setPosition(next)
    setViewKey((key) => key + 1)
  }, [])
  const moveFromMap = useCallback((next: LatLng) => {
    touched.current = true
    setPosition(next)
  }, [])

  const request = useCallback((automatic: boolean) => {
    if (!('geolocation' in navigator)) {
      setLocateStatus('unavailable')
      return
    }
    setLocateStatus('locating')
    navigator.geolocation.getCurrentPosition(
      (found) => {
        setLocateStatus('idle')
        // A diner who already placed the marker keeps it: the first answer may come late.
        if (automatic && touched.current) return
        setPosition({ lat: found.coords.latitude, lng: found.coords.longitude })
        setViewKey((key) => key + 1)
      },
      (error) => {
        // Refused on open: the outlet stays; no message until the diner asks.
        if (automatic) setLocateStatus('idle')
        else setLocateStatus(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable')
      },
      DELIVERY_POSITION_OPTIONS,
    )
  }, [])

  useEffect(() => {
    if (askOnStart) request(true)
  }, [askOnStart, request])

  return {
    position,
    viewKey,
    moveFromMap,
    moveTo,
    locate: useCallback(() => request(false), [request]),
    locateStatus,
    keep: useCallback(() => {
      touched.current = true
    }, []),
  }
}
