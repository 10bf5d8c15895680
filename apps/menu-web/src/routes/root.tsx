import { ServerError } from '@carte/api-client'
import { createRootRouteWithContext, Outlet, redirect, useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useEffect } from 'react'
import { customDomainQueryOptions } from '../data/queries'
import { licenseFromPath, SCREEN_SEGMENTS, segmentsOf } from '../lib/paths'
import { focusOnNavigation } from '../shell/focusOnNavigation'
import { UnlicensedScreen } from '../shell/UnlicensedScreen'
import { openedLicenseAtom } from '../state/opened-license'
import { licenseAtom } from '../state/persisted'
import { visitCouponAtom } from '../state/visit-coupon'
import { pickLanguage, type RouterContext } from './context'

const WelcomeScreen = lazy(() =>
  import('../screens/WelcomeScreen').then((module) => ({ default: module.WelcomeScreen })),
)

/**
 * The root: resolves the licence (path, then one a landing path opened in this page, then stored,
 * then the host's custom-domain lookup) and
 * shows the unlicensed screen at every path when it is 'none' (spec: menu-browsing §2, §4).
 */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    // A link's coupon (?c=) outlives the redirects that drop the query (ordering-payment §4).
    const coupon = new URLSearchParams(location.searchStr).get('c')
    if (coupon) context.store.set(visitCouponAtom, coupon)
    // No licence in the path, none stored and a host venue-api does not know: '/' is the
    // product's welcome page (ordering-payment §2 Welcome page; menu-browsing §2 '/').
    let unknownHost = false
    const license =
      licenseFromPath(location.pathname) ??
      context.store.get(openedLicenseAtom) ??
      context.store.get(licenseAtom) ??
      (await context.queryClient
        .ensureQueryData(customDomainQueryOptions(context.hostname))
        .then((answer) => answer.license || 'none')
        // A failed custom-domain lookup means licence 'none' (spec: menu-browsing §8).
        .catch((error: unknown) => {
          unknownHost = error instanceof ServerError && error.status === 404
          return 'none'
        }))
    const [first] = segmentsOf(location.pathname)
    if (license !== 'none' && first !== undefined && SCREEN_SEGMENTS.has(first)) {
      // Prefix-less screen paths answer under the language prefix (spec: menu-browsing §2).
      const lang = await pickLanguage(context, license)
      throw redirect({ href: `/${lang}${location.pathname}${location.searchStr}`, replace: true })
    }
    return { license, welcome: unknownHost && location.pathname === '/' }
  },
  component: RootShell,
})

function RootShell() {
  const { license, welcome } = rootRoute.useRouteContext()
  const router = useRouter()
  // Focus follows client-side navigation to the new screen's heading (WCAG 2.4.3).
  useEffect(() => focusOnNavigation(router), [router])
  if (welcome) {
    return (
      <Suspense fallback={null}>
        <WelcomeScreen />
      </Suspense>
    )
  }
  if (license === 'none') return <UnlicensedScreen />
  return <Outlet />
}
