import { useEffect } from 'react'
import { track } from '../lib/analytics'
import { useVenue } from './useMenu'

/**
 * Logs a screen's page-view event with the licence once per screen and id
 * (spec: menu-browsing §2 "Each screen ... logs a page-view analytics event with the license").
 * @param event - e.g. 'home_page_view'.
 * @param params - page ids (never personal data).
 * @param ready - false while what the event names is still loading.
 */
export function usePageView(
  event: string,
  params: Readonly<Record<string, string>> = {},
  ready = true,
): void {
  const { license } = useVenue()
  const key = JSON.stringify(params)
  useEffect(() => {
    if (ready) track(event, { license, ...(JSON.parse(key) as Record<string, string>) })
  }, [event, license, key, ready])
}
