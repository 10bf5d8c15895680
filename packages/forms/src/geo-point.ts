import { assert } from './errors'

/** A GeoJSON point: coordinates are longitude first, then latitude. */
export interface GeoPoint {
  readonly type: 'Point'
  readonly coordinates: readonly [longitude: number, latitude: number]
}

/**
 * The point sent as origin_location / address_coordinates (longitude first).
 * spec: ordering-payment §3 Checkout form (origin_location: point with coordinates [lng, lat]); §9
 * @param position - latitude and longitude in degrees
 * @returns the GeoJSON point
 * @throws FormsError INVALID_COORDINATES when a coordinate is out of range
 */
export function geoPoint(position: { readonly lat: number; readonly lng: number }): GeoPoint {
  const { lat, lng } = position
  assert(
    Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180,
    'INVALID_COORDINATES',
    `${lat},${lng}`,
  )
  return { type: 'Point', coordinates: [lng, lat] }
}
