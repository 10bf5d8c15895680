import type { AnyRouter } from '@tanstack/react-router'
import { withLanguage } from '../lib/paths'

/**
 * A language change as a diner on a mobile network expects it: the screen they are on stays
 * while the menu in the other language loads (the route's loads, run by preloadRoute), then the
 * same path opens in that language, its query kept (a product opened from the search keeps
 * swiping over the results) and its history entry replaced (Back leaves the screen). The router's
 * loading screen, which a navigation shows after a second of loading, then never replaces the
 * screen. A menu that fails to load in the other language fails the navigation's own load, which
 * shows the error screen. Loaded with the first switch (MenuShell), off the first screen.
 * spec: menu-browsing §2 ("a language change swaps the segment and reloads the menu"), §4 menu
 *   loading, §8 error screen
 * @param router - the app's router.
 * @param code - the language chosen.
 * @param isLatest - whether this is still the diner's last choice (one who picks twice while the
 *   first loads gets the second only).
 * @returns once the screen is in `code`, or once its menu is in when a later choice superseded it.
 */
export async function switchLanguage(
  router: AnyRouter,
  code: string,
  isLatest: () => boolean,
): Promise<void> {
  const { pathname, search } = router.state.location
  await router.preloadRoute({ to: withLanguage(pathname, code), search })
  if (!isLatest()) return
  // The path of now: a link the diner followed meanwhile is switched, not undone.
  const now = router.state.location
  await router.navigate({
    href: `${withLanguage(now.pathname, code)}${now.searchStr}`,
    replace: true,
  })
}
