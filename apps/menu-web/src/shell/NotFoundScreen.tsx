import { AppLink, useT } from '@carte/ui'
import { useQueryClient } from '@tanstack/react-query'
import { useMatch, useParams } from '@tanstack/react-router'
import { useEffect } from 'react'
import { menuQueryOptions } from '../data/queries'
import { screenTitle } from '../hooks/useScreenTitle'

/** The not-found text and its ui_strings key (also the title of a screen whose item is gone). */
export const PAGE_NOT_FOUND = ['ui_str_page_not_found', 'Page not found'] as const

/**
 * A path no screen answers, or a category, product or page the menu does not have: says so in the
 * diner's language and leads back to the venue's home (the root landing when no language is in
 * the path).
 * spec: menu-browsing §2 routes, titles '{screen} | {menu name} | {host}'; architecture "Every screen has its loading, error and empty states"
 * @returns the not-found screen with a way back to the menu.
 */
export function NotFoundScreen() {
  const t = useT()
  const { lang } = useParams({ strict: false })
  const title = t(...PAGE_NOT_FOUND)
  // Inside a venue's language the menu is loaded: its name goes in the title as on every screen
  // ('{screen} | {menu name} | {host}'); elsewhere (no venue yet) the title has no menu name.
  const venue = useMatch({ from: '/$lang', shouldThrow: false })?.context
  const queryClient = useQueryClient()
  const menuName =
    venue && venue.license !== 'none'
      ? queryClient.getQueryData(menuQueryOptions(venue.license, venue.lang).queryKey)?.name
      : undefined
  useEffect(() => {
    document.title = screenTitle(title, menuName)
  }, [title, menuName])
  return (
    <main className="carte-app-state" data-testid="not-found">
      <h1>{t(...PAGE_NOT_FOUND)}</h1>
      <p>
        <AppLink className="carte-button" href={lang ? `/${lang}/home` : '/'}>
          {t('ui_str_back_to_menu', 'Back To Menu')}
        </AppLink>
      </p>
    </main>
  )
}
