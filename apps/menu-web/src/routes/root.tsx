import { ServerError } from '@carte/api-client'
import {
  createRootRouteWithContext,
  notFound,
  Outlet,
  redirect,
  useRouter,
} from '@tanstack/react-router'
import { lazy, Suspense, useEffect } from 'react'
import { customDomainQueryOptions, menuLanguagesQueryOptions } from '../data/queries'
import { licenseFromPath, SCREEN_SEGMENTS, segmentsOf } from '../lib/paths'
import { focusOnNavigation } from '../shell/focusOnNavigation'
import { LoadingScreen } from '../shell/LoadingScreen'
import { openedLicenseAtom } from '../state/opened-license'
import { licenseAtom } from '../state/persisted'
import { visitCouponAtom } from '../state/visit-coupon'
import { pickLanguage, type RouterContext } from './context'

const WelcomeScreen = lazy(() =>
  import('../screens/WelcomeScreen').then((module) => ({ default: module.WelcomeScreen })),
)
const NoVenueScreen = lazy(() =>
  import('../shell/NoVenueScreen').then((module) => ({ default: module.NoVenueScreen })),
)

/**
 * What the host's custom-domain lookup says: a custom domain names its licence ('none' included);
 * any other host is the shared domain, venue-api not knowing it (404) or the lookup failing.
 */
export type HostAnswer =
  | { readonly customDomain: true; readonly license: string }
  | { readonly customDomain: false; readonly unknownHost: boolean }

/**
 * The host's answer, asked once per page: a 404 (the shared domain) is an answer too, kept like a
 * licence, so a navigation does not ask again; a failed lookup is asked again on the next one.
 * The server's first screen (src/prerender.tsx) asks through it too, so the router's load then
 * finds the answer.
 * spec: menu-browsing §2 routing rules (custom domain), §7 custom-domain
 * @param context - the router context (query client and host name).
 * @returns {@link HostAnswer}
 */
export function lookUpHost(context: RouterContext): Promise<HostAnswer> {
  return context.queryClient
    .ensureQueryData({
      queryKey: ['carte-menu-web', 'host', context.hostname],
      queryFn: () =>
        context.queryClient
          .ensureQueryData(customDomainQueryOptions(context.hostname))
          .then((answer): HostAnswer => ({ customDomain: true, license: answer.license || 'none' }))
          .catch((error: unknown): HostAnswer => {
            if (error instanceof ServerError && error.status === 404) {
              return { customDomain: false, unknownHost: true }
            }
            throw error
          }),
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    })
    .catch((): HostAnswer => ({ customDomain: false, unknownHost: false }))
}

/**
 * The root: resolves the licence and shows the unlicensed screen at every path when it is 'none'
 * (spec: menu-browsing §2 routing rules, §4 menu loading). On a custom domain the host alone gives
 * the licence: no path segment is read as one and a stored licence never overrides it, so a link
 * with another venue's licence on a venue's own domain cannot open that venue there (and its table
 * QR code cannot then send orders to it). On the shared domain: the path, then one a landing path
 * opened in this page, then the stored one; none of them and the lookup failed: 'none'. With
 * 'none', NoVenueScreen says so, except at a payment return on the shared domain.
 */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    // A link's coupon (?c=) outlives the redirects that drop the query (ordering-payment §4).
    const coupon = new URLSearchParams(location.searchStr).get('c')
    if (coupon) context.store.set(visitCouponAtom, coupon)
    const pathLicense = licenseFromPath(location.pathname)
    const candidate =
      pathLicense ?? context.store.get(openedLicenseAtom) ?? context.store.get(licenseAtom)
    // The venue's languages come next on the shared domain: asked beside the host's lookup, not
    // after it (on a custom domain the candidate is that venue's in all but a stale browser).
    if (candidate !== null) {
      void context.queryClient.prefetchQuery(menuLanguagesQueryOptions(candidate))
    }
    const host = await lookUpHost(context)
    const segments = segmentsOf(location.pathname)
    if (host.customDomain && pathLicense !== null && segments.length > 1) {
      // '/{license}/t|a|r/{code}' is no path of a custom domain (its codes are '/t|a|r/{code}'):
      // another venue's code opens nothing and sets no table here. The app's not-found screen
      // (on a 'none' host too: spec §2 "a dedicated not-found or unlicensed screen").
      throw notFound()
    }
    const license = host.customDomain ? host.license : (candidate ?? 'none')
    const [first] = segments
    if (license !== 'none' && first !== undefined && SCREEN_SEGMENTS.has(first)) {
      // Prefix-less screen paths answer under the language prefix (spec: menu-browsing §2).
      const lang = await pickLanguage(context, license)
      throw redirect({ href: `/${lang}${location.pathname}${location.searchStr}`, replace: true })
    }
    // No licence in the path, none stored and a host venue-api does not know: '/' is the
    // product's welcome page (ordering-payment §2 Welcome page; menu-browsing §2 '/').
    const welcome =
      !host.customDomain && host.unknownHost && candidate === null && location.pathname === '/'
    return { license, customDomain: host.customDomain, welcome }
  },
  component: RootShell,
})

function RootShell() {
  const { license, customDomain, welcome } = rootRoute.useRouteContext()
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
  if (license === 'none') {
    // Its own chunk: no venue is rare, and the home's first download is kept for the menu.
    return (
      <Suspense fallback={<LoadingScreen />}>
        <NoVenueScreen onCustomDomain={customDomain} />
      </Suspense>
    )
  }
  return <Outlet />
}
