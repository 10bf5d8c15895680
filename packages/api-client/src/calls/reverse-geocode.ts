import type { ApiConfig, CallOptions } from '../config'
import { request } from '../request'
import { type GeocoderResults, geocoderResultsSchema } from '../schemas/extras'

/**
 * Finds the places at a point (reverse geocoding).
 * @param config base URL and fetch
 * @param params.lat latitude
 * @param params.lng longitude
 * @param options signal
 * @returns { results } with types (sublocality, neighborhood, route, ...)
 * spec: ordering-payment §4 "Reverse-geocoded place prefers sublocality"; CONTRACT GET /geocoder/reverse/
 */
export function reverseGeocode(
  config: ApiConfig,
  params: { readonly lat: number; readonly lng: number },
  options?: CallOptions,
): Promise<GeocoderResults> {
  const query = new URLSearchParams({ lat: String(params.lat), lng: String(params.lng) })
  return request(
    config,
    {
      method: 'GET',
      path: `/geocoder/reverse/?${query.toString()}`,
      schema: geocoderResultsSchema,
    },
    options,
  )
}
