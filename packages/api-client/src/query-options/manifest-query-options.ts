import { queryOptions } from '@tanstack/react-query'
import { getManifest } from '../calls/get-manifest'
import type { ApiConfig } from '../config'
import { queryKeys } from '../query-keys'
import { shouldRetry } from './should-retry'

/**
 * The venue's web manifest.
 * @param config base URL and fetch
 * @param license the venue licence
 * @returns query options
 * spec: menu-browsing §7 GET /en/menus/manifest/{license}/
 */
export function manifestQueryOptions(config: ApiConfig, license: string) {
  return queryOptions({
    queryKey: queryKeys.manifest(license),
    queryFn: ({ signal }) => getManifest(config, { license }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: shouldRetry,
  })
}
