import {
  createRoute,
  createRouter,
  lazyRouteComponent,
  parseSearchWith,
  type RouterHistory,
  redirect,
  stringifySearchWith,
} from '@tanstack/react-router'
import { followHistoryTraversals } from './lib/history-traversal'
import { homePath, type RouterContext } from './routes/context'
import { langRoute } from './routes/lang'
import { locationRoutes } from './routes/license'
import { rootRoute } from './routes/root'
import { LoadingScreen } from './shell/LoadingScreen'
import { MenuErrorScreen } from './shell/MenuErrorScreen'

/** '/': the root landing goes to the venue's home once a licence is known (spec: menu-browsing §2). */
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: async ({ context }) => {
    if (context.license === 'none') return
    throw redirect({ href: await homePath(context, context.license), replace: true })
  },
})

function screen<TPath extends string>(
  path: TPath,
  load: Parameters<typeof lazyRouteComponent>[0],
  name: string,
) {
  return createRoute({
    getParentRoute: () => langRoute,
    path,
    component: lazyRouteComponent(load, name),
  })
}

const homeRoute = screen('home', () => import('./screens/HomeScreen'), 'HomeScreen')
const searchRoute = screen('search', () => import('./screens/SearchScreen'), 'SearchScreen')
const categoryRoute = screen(
  'category/$id',
  () => import('./screens/CategoryScreen'),
  'CategoryScreen',
)
const productRoute = screen('product/$id', () => import('./screens/ProductScreen'), 'ProductScreen')
const pageRoute = screen('page/$id', () => import('./screens/PageScreen'), 'PageScreen')
const formRoute = screen('form/$id', () => import('./screens/FormScreen'), 'FormScreen')
const promotionsRoute = screen(
  'promotions',
  () => import('./screens/PromotionsScreen'),
  'PromotionsScreen',
)
// Ordering screens (ordering-payment §2) land with their own issues; the routes exist now.
const cartRoute = screen('cart', () => import('./screens/ordering/CartScreen'), 'CartScreen')
const checkoutRoute = screen(
  'checkout',
  () => import('./screens/ordering/CheckoutScreen'),
  'CheckoutScreen',
)
const deliveryLocationRoute = screen(
  'delivery-location',
  () => import('./screens/ordering/DeliveryLocationScreen'),
  'DeliveryLocationScreen',
)
const orderRoute = screen(
  'order/$id',
  () => import('./screens/ordering/OrderScreen'),
  'OrderScreen',
)
const afCheckoutRoute = screen(
  'af-checkout/$id',
  () => import('./screens/ordering/AfCheckoutScreen'),
  'AfCheckoutScreen',
)
const paymentRoute = screen(
  'payment/$provider',
  () => import('./screens/ordering/PaymentReturnScreen'),
  'PaymentReturnScreen',
)

/** The route tree (code-based; screens are lazy chunks). */
export const routeTree = rootRoute.addChildren([
  indexRoute,
  langRoute.addChildren([
    homeRoute,
    searchRoute,
    categoryRoute,
    productRoute,
    pageRoute,
    formRoute,
    promotionsRoute,
    cartRoute,
    checkoutRoute,
    deliveryLocationRoute,
    orderRoute,
    afCheckoutRoute,
    paymentRoute,
  ]),
  ...locationRoutes,
])

/**
 * Creates the app router over the shared query client and jotai store.
 * @param context - the query client, store and host name route loaders use.
 * @param history - where the router reads its location: the browser's by default; the static
 *   server's first-screen rendering passes a memory history of the requested path.
 * @returns the router.
 */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  // The browser's own history: Back and Forward keep the diner's language (routes/lang.tsx).
  if (!history) followHistoryTraversals()
  const router = createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Query values stay the text they came as (no screen reads a typed search): the default reads
    // each as JSON, so a redirect that keeps the query (a path without its language) or a screen
    // reading `searchStr` got a long numeric payment reference or coupon code with lost digits
    // (2024111512345678901 as 2024111512345678800) and '1.10' as '1.1'.
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith(JSON.stringify),
    // Loaders read through TanStack Query, which owns caching (architecture: how data flows 2).
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: LoadingScreen,
    defaultErrorComponent: MenuErrorScreen,
    // A path no screen answers is rare: its screen comes with it, not in the first download.
    defaultNotFoundComponent: lazyRouteComponent(
      () => import('./shell/NotFoundScreen'),
      'NotFoundScreen',
    ),
    scrollRestoration: true,
  })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
