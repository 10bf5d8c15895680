// The first screen as HTML, rendered by the static server (server/serve.mjs) into the page it
// sends: the diner sees the venue's home before the app's JavaScript has arrived (on a phone's
// network that is most of the first two seconds), and its links work as plain links meanwhile.
// The same routes, loaders and components as the browser, over a memory history of the requested
// path. The browser does not hydrate this markup: its first render replaces it with the same
// screen (src/main.tsx), so nothing here has to match the client's state byte for byte.
import { createApiConfig } from '@carte/api-client'
import { createTranslate, setSanitizerWindow, venueHtmlText } from '@carte/ui'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { createStore, Provider as JotaiProvider } from 'jotai'
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { configureApi } from './data/api'
import { menuQueryOptions } from './data/queries'
import { storedLanguageInCookies } from './lib/language-cookie.mjs'
import { directionOf, isSupportedLanguage } from './lib/languages'
import { LOCATION_SEGMENTS, licenseFromPath, segmentsOf } from './lib/paths'
import { createAppRouter } from './router'
import { homePath, type RouterContext } from './routes/context'
import { lookUpHost } from './routes/root'
import { HOME_LABEL } from './screens/HomeScreen'
import { licenseAtom, selectedLanguageAtom } from './state/persisted'

/** What the static server knows about the request it renders. */
export interface PrerenderRequest {
  /** The requested path and query ('/en/home'). */
  readonly url: string
  /** The request's host name (a custom domain names its venue). */
  readonly hostname: string
  /** The request's Cookie header: a landing path lands in the language the diner chose before. */
  readonly cookie?: string | undefined
}

/** A rendered first screen. */
export interface PrerenderedScreen {
  /** The markup for the page's #root. */
  readonly html: string
  /** The screen's language and direction, for the page's <html> (set by the app in a browser). */
  readonly lang: string
  readonly dir: 'ltr' | 'rtl'
  /**
   * The page title without its host ('Home | Marina Grill House'; the server adds the request's
   * host, as the app's '{screen} | {menu name} | {host}').
   */
  readonly title: string
  /**
   * What the venue says of itself, for link previews and search results (the page's meta
   * description): the text of its home header, else the menu's name.
   */
  readonly description: string
}

/** Screens worth rendering ahead: browsing screens whose first paint is the venue's content. */
const PRERENDERED_SCREENS: ReadonlyMap<string, readonly [key: string, english: string]> = new Map([
  // With the screen's name in the page title, as the screen itself sets it.
  ['home', HOME_LABEL],
])

/**
 * Prepares first-screen rendering: the venue API base URL for the api-client and a DOM window for
 * the sanitizer (venue HTML is sanitized by the same component as in the browser).
 * spec: architecture "Venue-supplied HTML ... rendered only through one sanitizing component"
 * @param options - the API base URL and a DOM implementation's window (jsdom's).
 */
export function setUpPrerender(options: {
  apiBaseUrl: string
  domWindow: Parameters<typeof setSanitizerWindow>[0]
}): void {
  configureApi(createApiConfig({ baseUrl: options.apiBaseUrl.replace(/\/+$/, '') }))
  setSanitizerWindow(options.domWindow)
}

/**
 * The screen a path shows first: '/{lang}/home' as it is; a landing path ('/{license}',
 * '/{license}/t|a|r/{code}', on a custom domain '/t|a|r/{code}') lands on the venue's home in its
 * language, as the app redirects it once it has stored the licence and the table: the language
 * the diner chose before (its cookie, src/lib/language-cookie.mjs), else the venue's default.
 * Null for any other path.
 * spec: menu-browsing §2 routing rules, location-coded paths
 */
async function firstScreenPath(
  pathname: string,
  cookie: string | undefined,
  context: RouterContext,
): Promise<string | null> {
  const segments = segmentsOf(pathname)
  const [first, second] = segments
  if (isSupportedLanguage(first)) return PRERENDERED_SCREENS.has(second ?? '') ? pathname : null
  // On a custom domain the host alone gives the licence, as in the app (src/routes/root.tsx): a
  // path's licence segment is not read there, and only its '/t|a|r/{code}' paths land here.
  // The root's own lookup (its answer, a 404 included, is kept for the router's load).
  const host = await lookUpHost(context)
  let license: string | null = null
  if (!host.customDomain) {
    license = licenseFromPath(pathname)
    if (license !== null) context.store.set(licenseAtom, license)
  } else if (first !== undefined && LOCATION_SEGMENTS.has(first) && segments.length === 2) {
    license = host.license
  }
  if (license === null || license === 'none') return null
  const stored = storedLanguageInCookies(cookie, license)
  if (stored !== null) context.store.set(selectedLanguageAtom(license), stored)
  return homePath(context, license)
}

/**
 * Renders the first screen of a path when it is a browsing screen of a known, active venue (a
 * landing path renders the home it lands on); null for anything else (the unlicensed or error
 * screen, ordering screens that depend on the diner's stored cart): the page then starts from
 * the app's loading screen.
 * spec: menu-browsing §2 Home page (what is rendered), architecture: how data flows 1
 * @param request - the path and host of the request.
 * @returns the markup and the page's language, or null.
 */
export async function prerenderScreen(
  request: PrerenderRequest,
): Promise<PrerenderedScreen | null> {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  })
  const store = createStore()
  const context = { queryClient, store, hostname: request.hostname }
  const requested = await firstScreenPath(
    new URL(request.url, 'http://localhost').pathname,
    request.cookie,
    context,
  ).catch(() => null)
  if (requested === null) return null
  const router = createAppRouter(context, createMemoryHistory({ initialEntries: [requested] }))
  // The browser restores scroll positions itself; on the server the router would write an inline
  // script for it, which the page's CSP (no inline scripts) refuses.
  router.update({ ...router.options, scrollRestoration: false })
  await router.load()
  const { state } = router
  // A path that redirects again (a language the venue lacks) is left to the browser.
  if (state.location.pathname !== requested) return null
  const leaf = state.matches.at(-1)
  if (leaf === undefined || state.matches.some((match) => match.status !== 'success')) return null
  // '/{lang}/home' on the shared domain: the licence is in the diner's browser, not the request,
  // and the host's lookup answers 'none', so the tree holds the unlicensed screen. That page is
  // left to the app (it knows the stored licence), never sent as 'Menu not found'.
  if (state.matches[0]?.context.license === 'none') return null
  const [, lang = '', screen = ''] = state.location.pathname.split('/')
  if (!PRERENDERED_SCREENS.has(screen) || leaf.routeId !== `/$lang/${screen}`) return null
  // A component that fails on the server would leave its Suspense fallback in the markup: a
  // half-rendered screen is worse than the plain page, so any error gives none.
  let failed = false
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <JotaiProvider store={store}>
          <RouterProvider router={router} />
        </JotaiProvider>
      </QueryClientProvider>
    </StrictMode>,
    // Every Suspense boundary inline and complete: React otherwise sends large ones apart, with an
    // inline script to put them in place, which the CSP refuses.
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: () => {
        failed = true
      },
    },
  )
  let html = ''
  for await (const chunk of prelude) html += String(chunk)
  // A link shared in a chat shows the page's title and description, read without the app's
  // JavaScript: the venue's, not 'Carte'.
  const label = PRERENDERED_SCREENS.get(screen)
  const license = state.matches[0]?.context.license ?? ''
  const menu = queryClient.getQueryData(menuQueryOptions(license, lang).queryKey)
  queryClient.clear()
  if (failed || menu === undefined || label === undefined) return null
  const t = createTranslate(menu.ui_strings)
  return {
    html,
    lang,
    dir: directionOf(lang),
    title: [t(...label), menu.name].filter(Boolean).join(' | '),
    description: venueHtmlText(menu.home_header_text) || menu.name,
  }
}
