import { queryOptions } from '@tanstack/react-query'
import { getJson, HttpError } from './http'
import type { MenuData, MenuLanguages } from './types'

/** Menu data older than this is reloaded (spec: menu-browsing §9 menu refresh age 1 minute). */
export const MENU_STALE_TIME_MS = 60_000

/**
 * Licence of a custom domain (spec: menu-browsing §7 GET /en/menus/custom-domain/{domain}/).
 * @param host - the page's host name, without port.
 * @returns query options answering the licence, or 'none' on any failure (spec §8).
 */
export function customDomainQueryOptions(host: string) {
  return queryOptions({
    queryKey: ['custom-domain', host],
    queryFn: async ({ signal }): Promise<string> => {
      try {
        const body = (await getJson(
          `/en/menus/custom-domain/${encodeURIComponent(host)}/`,
          signal,
        )) as { license?: unknown }
        return typeof body.license === 'string' && body.license !== '' ? body.license : 'none'
      } catch (error) {
        if (signal.aborted) throw error
        return 'none'
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/**
 * The venue's languages (spec: menu-browsing §7 GET /en/api/menu_language/{license}/).
 * @param license - the venue licence.
 * @returns query options answering the language list.
 */
export function menuLanguagesQueryOptions(license: string) {
  return queryOptions({
    queryKey: ['menu-language', license],
    queryFn: async ({ signal }) =>
      (await getJson(
        `/en/api/menu_language/${encodeURIComponent(license)}/`,
        signal,
      )) as MenuLanguages,
    staleTime: MENU_STALE_TIME_MS,
    retry: (count, error) => !(error instanceof HttpError && error.status < 500) && count < 2,
  })
}

/**
 * The menu in one language (spec: menu-browsing §7 GET /{lang}/api/menu/{license}/).
 * @param license - the venue licence.
 * @param lang - the language code.
 * @returns query options answering the menu data, stale after 1 minute.
 */
export function menuQueryOptions(license: string, lang: string) {
  return queryOptions({
    queryKey: ['menu', license, lang],
    queryFn: async ({ signal }) =>
      (await getJson(
        `/${encodeURIComponent(lang)}/api/menu/${encodeURIComponent(license)}/`,
        signal,
      )) as MenuData,
    staleTime: MENU_STALE_TIME_MS,
    retry: (count, error) => !(error instanceof HttpError && error.status < 500) && count < 2,
  })
}
