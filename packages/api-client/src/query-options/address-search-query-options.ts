import { queryOptions } from '@tanstack/react-query'
import { searchAddresses } from '../calls/search-addresses'
import type { ApiConfig } from '../config'
import { queryKeys } from '../query-keys'
import { shouldRetry } from './should-retry'

/**
 * Address autocomplete near a point.
 * @param config base URL (geocoder endpoint) and fetch
 * @param q the text typed
 * @param lat latitude of the bias point
 * @param lng longitude of the bias point
 * @returns query options
 * spec: ordering-payment §7 maps service (10 km bias); CONTRACT GET /geocoder/search/
 */
export function addressSearchQueryOptions(config: ApiConfig, q: string, lat: number, lng: number) {
  return queryOptions({
    queryKey: queryKeys.addressSearch(q, lat, lng),
    queryFn: ({ signal }) => searchAddresses(config, { q, lat, lng }, { signal }),
    retry: shouldRetry,
  })
}
