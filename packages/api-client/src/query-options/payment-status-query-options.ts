import { queryOptions } from '@tanstack/react-query'
import { getPaymentStatus } from '../calls/get-payment-status'
import type { ApiConfig } from '../config'
import type { PaymentProvider } from '../payment-providers'
import { queryKeys } from '../query-keys'

/**
 * Payment status of a return page (PENDING without a call or on failure).
 * @param config base URL and fetch
 * @param provider the return route's provider
 * @param search the page's query
 * @returns query options
 * spec: ordering-payment §7 Payment status calls; §4 Payment status
 */
export function paymentStatusQueryOptions(
  config: ApiConfig,
  provider: PaymentProvider,
  search: URLSearchParams | string | Readonly<Record<string, string | undefined>>,
) {
  return queryOptions({
    queryKey: queryKeys.paymentStatus(provider, search),
    queryFn: ({ signal }) => getPaymentStatus(config, { provider, search }, { signal }),
    retry: false,
  })
}
