import { useT } from '@carte/ui'
import { icon, type LeafletEventHandlerFnMap, type Marker as LeafletMarker } from 'leaflet'
import 'leaflet/dist/leaflet.css'
import iconUrl from 'leaflet/dist/images/marker-icon.png'
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png'
import shadowUrl from 'leaflet/dist/images/marker-shadow.png'
import { useEffect, useMemo, useRef } from 'react'
import { MapContainer, Marker, TileLayer, useMap, ZoomControl } from 'react-leaflet'
import { mapTiles } from '../../../config'
import type { LatLng } from '../../../hooks/useDeliveryLocationPosition'

/** Map zoom of the delivery picker. spec: ordering-payment §9 "map zoom 16" */
export const DELIVERY_MAP_ZOOM = 16
/** Pixels an arrow key moves the marker (Shift: five times as far). */
const KEY_STEP_PX = 10

// The icon images come through Vite (this origin or inlined), never a path Leaflet guesses from
// its CSS: the strict CSP of the production server allows only those.
const MARKER_ICON = icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
})

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
}

/** Props of {@link DeliveryMap}. */
export interface DeliveryMapProps {
  readonly position: LatLng
  /** Changes when the position was set from outside the map: the map re-centres on it. */
  readonly viewKey: number
  /** The marker may be moved (false once the location is being checked or is confirmed). */
  readonly movable: boolean
  readonly onMove: (next: LatLng) => void
}

function Recentre({ position, viewKey }: { readonly position: LatLng; readonly viewKey: number }) {
  const map = useMap()
  const last = useRef(viewKey)
  useEffect(() => {
    if (last.current === viewKey) return
    last.current = viewKey
    map.setView([position.lat, position.lng], DELIVERY_MAP_ZOOM)
  }, [map, position, viewKey])
  return null
}

function KeyboardMarker({
  markerRef,
  movable,
  onMove,
}: {
  readonly markerRef: { readonly current: LeafletMarker | null }
  readonly movable: boolean
  readonly onMove: (next: LatLng) => void
}) {
  const map = useMap()
  useEffect(() => {
    const marker = markerRef.current
    const element = marker?.getElement()
    if (!marker || !element || !movable) return
    // Leaflet markers are focusable but only drag with a pointer: the arrow keys move this one.
    const onKeyDown = (event: KeyboardEvent) => {
      const direction = ARROWS[event.key]
      if (!direction) return
      event.preventDefault()
      event.stopPropagation()
      const step = event.shiftKey ? KEY_STEP_PX * 5 : KEY_STEP_PX
      const point = map
        .latLngToContainerPoint(marker.getLatLng())
        .add([direction[0] * step, direction[1] * step])
      const next = map.containerPointToLatLng(point)
      marker.setLatLng(next)
      map.panInside(next)
    }
    // One new position per key press, reported when the key is let go (no lookup per repeat).
    const onKeyUp = (event: KeyboardEvent) => {
      if (!ARROWS[event.key]) return
      const at = marker.getLatLng()
      onMove({ lat: at.lat, lng: at.lng })
    }
    element.addEventListener('keydown', onKeyDown)
    element.addEventListener('keyup', onKeyUp)
    return () => {
      element.removeEventListener('keydown', onKeyDown)
      element.removeEventListener('keyup', onKeyUp)
    }
  }, [map, markerRef, movable, onMove])
  return null
}

/**
 * The delivery map: Leaflet (loaded only with this screen) at zoom 16 with the configured tiles,
 * a draggable marker that the arrow keys move too, re-centred when the position comes from the
 * search, a saved address or the browser position. Always left-to-right, also in Arabic.
 * spec: ordering-payment §2 Delivery location screen (map, zoom 16, 100vh, draggable marker);
 * architecture rulings: Maps (Leaflet, configurable tile URL)
 * @param props - {@link DeliveryMapProps}
 * @returns the map.
 */
export function DeliveryMap({ position, viewKey, movable, onMove }: DeliveryMapProps) {
  const t = useT()
  const tiles = useMemo(mapTiles, [])
  const markerRef = useRef<LeafletMarker | null>(null)
  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      dragend: (event) => {
        const at = (event.target as LeafletMarker).getLatLng()
        onMove({ lat: at.lat, lng: at.lng })
      },
    }),
    [onMove],
  )
  return (
    <MapContainer
      className="carte-app-delivery__leaflet"
      center={[position.lat, position.lng]}
      zoom={DELIVERY_MAP_ZOOM}
      zoomControl={false}
      attributionControl={tiles.attribution !== ''}
    >
      <TileLayer url={tiles.url} attribution={tiles.attribution} />
      <ZoomControl
        position="topright"
        zoomInTitle={t('ui_str_zoom_in', 'Zoom in')}
        zoomOutTitle={t('ui_str_zoom_out', 'Zoom out')}
      />
      <Marker
        ref={markerRef}
        position={[position.lat, position.lng]}
        icon={MARKER_ICON}
        draggable={movable}
        keyboard
        alt={t(
          'ui_str_delivery_marker',
          'Delivery position: drag it, or use the arrow keys, to move it',
        )}
        title={t('ui_str_delivery_marker_title', 'Delivery position')}
        eventHandlers={handlers}
      />
      <Recentre position={position} viewKey={viewKey} />
      <KeyboardMarker markerRef={markerRef} movable={movable} onMove={onMove} />
    </MapContainer>
  )
}
