import {
  customDomainQueryOptions as customDomainOptions,
  MENU_STALE_TIME_MS,
  menuLanguagesQueryOptions as menuLanguagesOptions,
  menuQueryOptions as menuOptions,
} from '@carte/api-client/query'
import type { QueryClient } from '@tanstack/react-query'
import { apiConfig } from './api'

export { MENU_STALE_TIME_MS }

/**
 * Licence of a custom domain (spec: menu-browsing §7 custom-domain).
 * @param host - the page's host name, without port.
 * @returns query options answering { license }.
 */
export function customDomainQueryOptions(host: string) {
  return customDomainOptions(apiConfig(), host)
}

/**
 * The venue's languages (spec: menu-browsing §7 menu_language).
 * @param license - the venue licence.
 * @returns query options.
 */
export function menuLanguagesQueryOptions(license: string) {
  return menuLanguagesOptions(apiConfig(), license)
}

/**
 * The validated menu in one language, fresh for 1 minute; a non-ACTIVE licence or a schema
 * failure is an error (spec: menu-browsing §4 menu loading, §9 refresh age).
 * @param license - the venue licence.
 * @param lang - the language code.
 * @returns query options.
 */
export function menuQueryOptions(license: string, lang: string) {
  return menuOptions(apiConfig(), license, lang)
}

/**
 * Whether the cached menu of a venue in a language is older than the refresh age, or not cached:
 * the language route reloads it then on any change of screen, not only on entering the route
 * (it stays matched while the diner moves between its screens).
 * spec: menu-browsing §4 "Stored menu data older than 1 minute is reloaded", §9 refresh age
 * @param queryClient - the app's query client.
 * @param license - the venue licence.
 * @param lang - the language code.
 * @returns true when the menu should be asked for again.
 */
export function isMenuStale(queryClient: QueryClient, license: string, lang: string): boolean {
  const state = queryClient.getQueryState(menuQueryOptions(license, lang).queryKey)
  return Date.now() - (state?.dataUpdatedAt ?? 0) >= MENU_STALE_TIME_MS
}
