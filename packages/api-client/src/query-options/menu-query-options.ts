import { queryOptions } from '@tanstack/react-query'
import { getMenu } from '../calls/get-menu'
import type { ApiConfig } from '../config'
import { queryKeys } from '../query-keys'
import { MENU_STALE_TIME_MS } from './menu-stale-time'
import { shouldRetry } from './should-retry'

/**
 * Menu of a licence in a language (fresh for 1 minute; a non-ACTIVE licence is an error). Older
 * data is reloaded when it is next read (a route loader's `ensureQueryData` with
 * `revalidateIfStale`) and when the diner comes back to the tab (`refetchOnWindowFocus`, whatever
 * the client's default): a phone left on the table for an hour shows the menu as it is now, not
 * as it was. A reload that fails keeps the menu shown.
 * @param config base URL and fetch
 * @param license the venue licence
 * @param lang the language code
 * @returns query options for useQuery/useSuspenseQuery/ensureQueryData
 * spec: menu-browsing §4 Menu loading; §9 Menu refresh age 1 minute
 */
export function menuQueryOptions(config: ApiConfig, license: string, lang: string) {
  return queryOptions({
    queryKey: queryKeys.menu(license, lang),
    queryFn: ({ signal }) => getMenu(config, { license, lang }, { signal }),
    staleTime: MENU_STALE_TIME_MS,
    refetchOnWindowFocus: true,
    retry: shouldRetry,
  })
}
