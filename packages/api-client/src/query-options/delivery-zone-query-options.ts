import { queryOptions } from '@tanstack/react-query'
import { getDeliveryZone } from '../calls/get-delivery-zone'
import type { ApiConfig } from '../config'
import { queryKeys } from '../query-keys'

/**
 * Delivery fee at a position.
 * @param config base URL and fetch
 * @param menuId the menu id
 * @param lat latitude
 * @param lng longitude
 * @returns query options (no retry: out of area stays out of area)
 * spec: ordering-payment §7 GET /en/api/delivery_zone/{lat},{lng}/{menuId}/
 */
export function deliveryZoneQueryOptions(
  config: ApiConfig,
  menuId: number | string,
  lat: number,
  lng: number,
) {
  return queryOptions({
    queryKey: queryKeys.deliveryZone(menuId, lat, lng),
    queryFn: ({ signal }) => getDeliveryZone(config, { menuId, lat, lng }, { signal }),
    retry: false,
  })
}
