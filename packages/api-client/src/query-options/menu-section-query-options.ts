import { queryOptions } from '@tanstack/react-query'
import { getMenuSection } from '../calls/get-menu-section'
import type { ApiConfig } from '../config'
import { queryKeys } from '../query-keys'
import { shouldRetry } from './should-retry'

/**
 * Minimum order amount of a table's section.
 * @param config base URL and fetch
 * @param license the venue licence
 * @param tableNumber the table number
 * @returns query options
 * spec: ordering-payment §7 GET /en/api/menu_section/{license}/?table_number={n}
 */
export function menuSectionQueryOptions(
  config: ApiConfig,
  license: string,
  tableNumber: number | string,
) {
  return queryOptions({
    queryKey: queryKeys.menuSection(license, tableNumber),
    queryFn: ({ signal }) => getMenuSection(config, { license, tableNumber }, { signal }),
    retry: shouldRetry,
  })
}
