import type { ApiConfig, CallOptions } from '../config'
import { request } from '../request'
import { type GeocoderResults, geocoderResultsSchema } from '../schemas/extras'

/** Address search bias radius in metres. spec: ordering-payment §9 "Address search bias radius 10 km" */
export const GEOCODER_RADIUS_METRES = 10_000

/**
 * Searches addresses near a point (autocomplete, biased to 10 km).
 * @param config base URL and fetch (the geocoder endpoint is configurable: pass another baseUrl)
 * @param params.q the text typed
 * @param params.lat latitude of the bias point
 * @param params.lng longitude of the bias point
 * @param params.radius bias radius in metres (default 10000)
 * @param options signal
 * @returns { results: [{ place_id, formatted_address, types, lat, lng }] }
 * spec: ordering-payment §7 maps service; CONTRACT GET /geocoder/search/
 */
export function searchAddresses(
  config: ApiConfig,
  params: {
    readonly q: string
    readonly lat: number
    readonly lng: number
    readonly radius?: number
  },
  options?: CallOptions,
): Promise<GeocoderResults> {
  const query = new URLSearchParams({
    q: params.q,
    lat: String(params.lat),
    lng: String(params.lng),
    radius: String(params.radius ?? GEOCODER_RADIUS_METRES),
  })
  return request(
    config,
    { method: 'GET', path: `/geocoder/search/?${query.toString()}`, schema: geocoderResultsSchema },
    options,
  )
}
