import { queryOptions } from '@tanstack/react-query'
import { getOrder } from '../calls/get-order'
import type { ApiConfig } from '../config'
import { queryKeys } from '../query-keys'
import { shouldRetry } from './should-retry'

/**
 * An order (refetched on 'order-update', reconnect, online and focus by the app).
 * @param config base URL and fetch
 * @param lang the language code
 * @param id the order uuid or id
 * @returns query options
 * spec: ordering-payment §7 GET /{lang}/api/order/{id}/; §4 real-time refresh
 */
export function orderQueryOptions(config: ApiConfig, lang: string, id: string | number) {
  return queryOptions({
    queryKey: queryKeys.order(lang, id),
    queryFn: ({ signal }) => getOrder(config, { lang, id }, { signal }),
    retry: shouldRetry,
  })
}
