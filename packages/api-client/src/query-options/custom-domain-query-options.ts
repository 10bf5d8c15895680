import { queryOptions } from '@tanstack/react-query'
import { getCustomDomain } from '../calls/get-custom-domain'
import type { ApiConfig } from '../config'
import { queryKeys } from '../query-keys'
import { shouldRetry } from './should-retry'

/**
 * Licence of a custom domain.
 * @param config base URL and fetch
 * @param domain the host name
 * @returns query options
 * spec: menu-browsing §7 GET /en/menus/custom-domain/{domain}/
 */
export function customDomainQueryOptions(config: ApiConfig, domain: string) {
  return queryOptions({
    queryKey: queryKeys.customDomain(domain),
    queryFn: ({ signal }) => getCustomDomain(config, { domain }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: shouldRetry,
  })
}
