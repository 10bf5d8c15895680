import { queryOptions } from '@tanstack/react-query'
import { getWallet } from '../calls/get-wallet'
import type { ApiConfig } from '../config'
import { queryKeys } from '../query-keys'
import { shouldRetry } from './should-retry'

/**
 * A diner's wallet.
 * @param config base URL and fetch
 * @param id the wallet lookup id
 * @returns query options
 * spec: ordering-payment §7 GET /iiko/af/blue/{id}/
 */
export function walletQueryOptions(config: ApiConfig, id: string | number) {
  return queryOptions({
    queryKey: queryKeys.wallet(id),
    queryFn: ({ signal }) => getWallet(config, { id }, { signal }),
    retry: shouldRetry,
  })
}
