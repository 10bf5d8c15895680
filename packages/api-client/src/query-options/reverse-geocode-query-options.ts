import { queryOptions } from '@tanstack/react-query'
import { reverseGeocode } from '../calls/reverse-geocode'
import type { ApiConfig } from '../config'
import { queryKeys } from '../query-keys'
import { shouldRetry } from './should-retry'

/**
 * Places at a point.
 * @param config base URL (geocoder endpoint) and fetch
 * @param lat latitude
 * @param lng longitude
 * @returns query options
 * spec: ordering-payment §4 reverse geocoding; CONTRACT GET /geocoder/reverse/
 */
export function reverseGeocodeQueryOptions(config: ApiConfig, lat: number, lng: number) {
  return queryOptions({
    queryKey: queryKeys.reverseGeocode(lat, lng),
    queryFn: ({ signal }) => reverseGeocode(config, { lat, lng }, { signal }),
    retry: shouldRetry,
  })
}
