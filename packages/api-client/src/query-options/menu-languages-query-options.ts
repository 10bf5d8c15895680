import { queryOptions } from '@tanstack/react-query'
import { getMenuLanguages } from '../calls/get-menu-languages'
import type { ApiConfig } from '../config'
import { queryKeys } from '../query-keys'
import { MENU_STALE_TIME_MS } from './menu-stale-time'
import { shouldRetry } from './should-retry'

/**
 * Languages of a licence.
 * @param config base URL and fetch
 * @param license the venue licence
 * @returns query options
 * spec: menu-browsing §7 GET /en/api/menu_language/{license}/
 */
export function menuLanguagesQueryOptions(config: ApiConfig, license: string) {
  return queryOptions({
    queryKey: queryKeys.menuLanguages(license),
    queryFn: ({ signal }) => getMenuLanguages(config, { license }, { signal }),
    staleTime: MENU_STALE_TIME_MS,
    retry: shouldRetry,
  })
}
