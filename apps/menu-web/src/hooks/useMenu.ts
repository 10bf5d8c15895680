import type { MenuData } from '@carte/api-client'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { createContext, useContext, useMemo } from 'react'
import { menuQueryOptions } from '../data/queries'

const langApi = getRouteApi('/$lang')

/** The licence and language the current screen shows. */
export interface Venue {
  readonly license: string
  readonly lang: string
}

/** What the menu shell gives every screen inside it: the venue and its loaded menu. */
export interface ShownMenu {
  readonly venue: Venue
  readonly menu: MenuData
}

const ShownMenuContext = createContext<ShownMenu | null>(null)

/**
 * Gives the screens inside it the venue and menu the shell read (useVenueOfRoute,
 * useMenuOfRoute): a screen then reads them from React's context, not through a router selector
 * and a query observer of its own per hook (a search key rendered six of each, a millisecond of
 * the key; issue 5: ≤ 16 ms per keystroke).
 */
export const ShownMenuProvider = ShownMenuContext.Provider

/**
 * The licence and language of the language route (for the menu shell, which gives them on).
 * @returns the venue, the same object while they are the same.
 */
export function useVenueOfRoute(): Venue {
  const { license, lang } = langApi.useRouteContext()
  return useMemo(() => ({ license, lang }), [license, lang])
}

/**
 * The loaded menu of a venue from the query cache (for the menu shell, which gives it on): the
 * route loader has ensured it, and reloads it when older than 1 minute.
 * spec: menu-browsing §4 menu loading ("Stored menu data older than 1 minute is reloaded")
 * @param venue - the licence and language.
 * @returns the menu data.
 */
export function useMenuOfRoute(venue: Venue): MenuData {
  return useSuspenseQuery(menuQueryOptions(venue.license, venue.lang)).data
}

function useShownMenu(): ShownMenu {
  const shown = useContext(ShownMenuContext)
  if (shown === null) {
    throw new Error('[@carte/menu-web] useMenu and useVenue are for screens inside MenuShell')
  }
  return shown
}

/**
 * The licence and language the current screen shows.
 * spec: menu-browsing §2 routes ('/{lang}/...'), §4 menu loading
 * @returns { license, lang } of the language route, as the menu shell gives them.
 */
export function useVenue(): Venue {
  return useShownMenu().venue
}

/**
 * The loaded menu the current screen shows (refetched when older than 1 minute).
 * spec: menu-browsing §4 menu loading
 * @returns the menu data, as the menu shell gives it.
 */
export function useMenu(): MenuData {
  return useShownMenu().menu
}
