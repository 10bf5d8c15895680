import { getCoupon, getDeliveryZone, getMenuSection, queryKeys } from '@carte/api-client'
import { queryOptions } from '@tanstack/react-query'
import { apiConfig } from './api'

// The same calls and keys as api-client's couponQueryOptions & co. Importing those from
// '@carte/api-client/query' would pull the three calls into the shared chunk of the first screen
// (the query module is one chunk module), so the cart builds its options from the core calls.

/**
 * A coupon by code; no retry (an invalid coupon stays invalid).
 * spec: ordering-payment §7 GET /en/api/coupon/{menuId}/{CODE}/
 * @param menuId - the menu id.
 * @param code - the code (upper-cased and URL-encoded by api-client).
 * @returns query options.
 */
export function couponQueryOptions(menuId: number | string, code: string) {
  return queryOptions({
    queryKey: queryKeys.coupon(menuId, code),
    queryFn: ({ signal }) => getCoupon(apiConfig(), { menuId, code }, { signal }),
    retry: false,
  })
}

/**
 * The delivery fee at a position; no retry (out of area stays out of area).
 * spec: ordering-payment §7 GET /en/api/delivery_zone/{lat},{lng}/{menuId}/
 * @param menuId - the menu id.
 * @param lat - latitude.
 * @param lng - longitude.
 * @returns query options.
 */
export function deliveryZoneQueryOptions(menuId: number | string, lat: number, lng: number) {
  return queryOptions({
    queryKey: queryKeys.deliveryZone(menuId, lat, lng),
    queryFn: ({ signal }) => getDeliveryZone(apiConfig(), { menuId, lat, lng }, { signal }),
    retry: false,
  })
}

/**
 * The minimum order amount of a table's section.
 * spec: ordering-payment §7 GET /en/api/menu_section/{license}/?table_number={n}
 * @param license - the venue licence.
 * @param tableNumber - the table number.
 * @returns query options.
 */
export function menuSectionQueryOptions(license: string, tableNumber: number | string) {
  return queryOptions({
    queryKey: queryKeys.menuSection(license, tableNumber),
    queryFn: ({ signal }) => getMenuSection(apiConfig(), { license, tableNumber }, { signal }),
    retry: 1,
  })
}
