import { queryOptions } from '@tanstack/react-query'
import { getActiveOrder } from '../calls/get-active-order'
import type { ApiConfig } from '../config'
import { queryKeys } from '../query-keys'
import { shouldRetry } from './should-retry'

/**
 * The active order of a table.
 * @param config base URL and fetch
 * @param location the table or room
 * @param menuId the menu id
 * @returns query options
 * spec: ordering-payment §7 GET /iiko/active-order/{location}/{menuId}/
 */
export function activeOrderQueryOptions(
  config: ApiConfig,
  location: string | number,
  menuId: number | string,
) {
  return queryOptions({
    queryKey: queryKeys.activeOrder(location, menuId),
    queryFn: ({ signal }) => getActiveOrder(config, { location, menuId }, { signal }),
    retry: shouldRetry,
  })
}
