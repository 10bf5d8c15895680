import { createRoute, redirect } from '@tanstack/react-router'
import { InactiveLicenseError } from '../data/errors'
import { MENU_STALE_TIME_MS, menuQueryOptions } from '../data/queries'
import { withLanguage } from '../lib/paths'
import { LoadingScreen } from '../shell/LoadingScreen'
import { MenuErrorScreen } from '../shell/MenuErrorScreen'
import { MenuShell } from '../shell/MenuShell'
import { licenseAtom, selectedLanguageAtom } from '../state/persisted'
import { pickLanguage } from './context'
import { rootRoute } from './root'

/**
 * '/{lang}/...': picks the language the venue has, then loads its menu; every browsing screen
 * is a child (spec: menu-browsing §2, §4 menu loading; architecture how data flows 2).
 */
export const langRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$lang',
  beforeLoad: async ({ context, params, location }) => {
    if (context.license === 'none') return { lang: params.lang }
    const lang = await pickLanguage(context, context.license, params.lang)
    if (lang !== params.lang) {
      throw redirect({
        href: `${withLanguage(location.pathname, lang)}${location.searchStr}`,
        replace: true,
      })
    }
    context.store.set(selectedLanguageAtom, lang)
    return { lang }
  },
  loader: async ({ context }) => {
    if (context.license === 'none') return
    const menu = await context.queryClient.ensureQueryData({
      ...menuQueryOptions(context.license, context.lang),
      revalidateIfStale: true,
    })
    if (menu.license_status !== 'ACTIVE') throw new InactiveLicenseError(menu.license_status)
    // Loading an ACTIVE menu also sets the licence (spec: menu-browsing §4).
    context.store.set(licenseAtom, context.license)
  },
  staleTime: MENU_STALE_TIME_MS,
  pendingComponent: LoadingScreen,
  errorComponent: MenuErrorScreen,
  component: MenuShell,
})
