import { queryOptions } from '@tanstack/react-query'
import { getCoupon } from '../calls/get-coupon'
import type { ApiConfig } from '../config'
import { queryKeys } from '../query-keys'

/**
 * A coupon by code (upper-cased).
 * @param config base URL and fetch
 * @param menuId the menu id
 * @param code the code as typed
 * @returns query options (no retry: an invalid coupon stays invalid)
 * spec: ordering-payment §7 GET /en/api/coupon/{menuId}/{CODE}/
 */
export function couponQueryOptions(config: ApiConfig, menuId: number | string, code: string) {
  return queryOptions({
    queryKey: queryKeys.coupon(menuId, code),
    queryFn: ({ signal }) => getCoupon(config, { menuId, code }, { signal }),
    retry: false,
  })
}
