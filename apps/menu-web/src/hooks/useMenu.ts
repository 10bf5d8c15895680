import type { MenuData } from '@carte/api-client'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { menuQueryOptions } from '../data/queries'

const langApi = getRouteApi('/$lang')

/**
 * The licence and language the current screen shows.
 * @returns { license, lang } from the language route.
 */
export function useVenue(): { license: string; lang: string } {
  const { license, lang } = langApi.useRouteContext()
  return { license, lang }
}

/**
 * The loaded menu (the route loader has ensured it; refetched when older than 1 minute).
 * @returns the menu data (spec: menu-browsing §4 menu loading).
 */
export function useMenu(): MenuData {
  const { license, lang } = useVenue()
  return useSuspenseQuery(menuQueryOptions(license, lang)).data
}
