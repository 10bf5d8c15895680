import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router'
import { customDomainQueryOptions } from '../data/queries'
import { licenseFromPath, SCREEN_SEGMENTS, segmentsOf } from '../lib/paths'
import { UnlicensedScreen } from '../shell/UnlicensedScreen'
import { licenseAtom } from '../state/persisted'
import { pickLanguage, type RouterContext } from './context'

/**
 * The root: resolves the licence (path, then stored, then the host's custom-domain lookup) and
 * shows the unlicensed screen at every path when it is 'none' (spec: menu-browsing §2, §4).
 */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    const license =
      licenseFromPath(location.pathname) ??
      context.store.get(licenseAtom) ??
      (await context.queryClient
        .ensureQueryData(customDomainQueryOptions(window.location.hostname))
        .then((answer) => answer.license || 'none')
        // A failed custom-domain lookup means licence 'none' (spec: menu-browsing §8).
        .catch(() => 'none'))
    const [first] = segmentsOf(location.pathname)
    if (license !== 'none' && first !== undefined && SCREEN_SEGMENTS.has(first)) {
      // Prefix-less screen paths answer under the language prefix (spec: menu-browsing §2).
      const lang = await pickLanguage(context, license)
      throw redirect({ href: `/${lang}${location.pathname}${location.searchStr}`, replace: true })
    }
    return { license }
  },
  component: RootShell,
})

function RootShell() {
  const { license } = rootRoute.useRouteContext()
  if (license === 'none') return <UnlicensedScreen />
  return <Outlet />
}
