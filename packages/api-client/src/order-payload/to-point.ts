import { assert, MESSAGES } from '../assert'
import type { Point } from '../schemas/primitives'
import type { LatLng } from './types'

/**
 * A GeoJSON-like point, longitude first.
 * @param position latitude and longitude
 * @returns { type: 'Point', coordinates: [lng, lat] }
 * spec: ordering-payment §9 "Geofence location sent as a point with longitude first"
 */
export function toPoint(position: LatLng): Point {
  assert(Number.isFinite(position.lat) && Number.isFinite(position.lng), MESSAGES.invalidCoordinate)
  return { type: 'Point', coordinates: [position.lng, position.lat] }
}
