import { createRoute, redirect } from '@tanstack/react-router'
import { isMenuStale, MENU_STALE_TIME_MS, menuQueryOptions } from '../data/queries'
import { isHistoryTraversal } from '../lib/history-traversal'
import { loadHours } from '../lib/hours'
import { licenseFromPath, segmentsOf, withLanguage } from '../lib/paths'
import { LoadingScreen } from '../shell/LoadingScreen'
import { MenuErrorScreen } from '../shell/MenuErrorScreen'
import { MenuShell } from '../shell/MenuShell'
import { licenseAtom, selectedLanguageAtom } from '../state/persisted'
import { pickLanguage } from './context'
import { landOnHome } from './license'
import { rootRoute } from './root'

/**
 * '/{lang}/...': picks the language the venue has, then loads its menu; every browsing screen
 * is a child (spec: menu-browsing §2, §4 menu loading; architecture how data flows 2).
 */
export const langRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$lang',
  beforeLoad: async ({ context, params, location, preload }) => {
    // '/{license}' also matches this route: it opens a venue by licence, on the shared domain
    // only (on a custom domain the host's venue is the one: the segment is no language, so the
    // path lands on its home).
    const pathLicense = licenseFromPath(location.pathname, context.customDomain)
    if (pathLicense !== null) await landOnHome(context, pathLicense)
    if (context.license === 'none') return { lang: params.lang }
    // Back or Forward to an entry from before the diner changed language opens it in the chosen
    // language (the same path, its segment swapped), not in the one the entry was made in.
    const chosen = context.store.get(selectedLanguageAtom(context.license))
    const requested = isHistoryTraversal(location) && chosen !== null ? chosen : params.lang
    const lang = await pickLanguage(context, context.license, requested)
    // A bare '/{lang}' is that language's home.
    if (lang !== params.lang || segmentsOf(location.pathname).length === 1) {
      throw redirect({
        href: `${withLanguage(location.pathname, lang)}${location.searchStr}`,
        replace: true,
      })
    }
    // Chosen once the screen opens in it: a language switch preloads its route first
    // (shell/switch-language.ts), and a switch called off meanwhile is no choice.
    if (!preload) context.store.set(selectedLanguageAtom(context.license), lang)
    return { lang }
  },
  loader: async ({ context }) => {
    if (context.license === 'none') return
    // getMenu rejects a licence that is not ACTIVE and a menu that fails its schema: both land on
    // the error screen.
    await Promise.all([
      context.queryClient.ensureQueryData({
        ...menuQueryOptions(context.license, context.lang),
        revalidateIfStale: true,
      }),
      loadHours(),
    ])
    // Loading an ACTIVE menu also sets the licence (spec: menu-browsing §4): on a custom domain
    // the host's, so a licence stored there before is replaced by it.
    context.store.set(licenseAtom, context.license)
  },
  staleTime: MENU_STALE_TIME_MS,
  // The route stays matched while the diner moves between its screens, and the router counts its
  // staleness only on entering it: a menu older than a minute is reloaded (in the background, the
  // screen showing meanwhile) on the next change of screen too.
  shouldReload: ({ context }) => isMenuStale(context.queryClient, context.license, context.lang),
  pendingComponent: LoadingScreen,
  errorComponent: MenuErrorScreen,
  component: MenuShell,
})
