// The first screen as HTML, rendered by the static server (server/serve.mjs) into the page it
// sends: the diner sees the venue's home before the app's JavaScript has arrived (on a phone's
// network that is most of the first two seconds), and its links work as plain links meanwhile.
// The same routes, loaders and components as the browser, over a memory history of the requested
// path. The browser does not hydrate this markup: its first render replaces it with the same
// screen (src/main.tsx), so nothing here has to match the client's state byte for byte.
import { createApiConfig } from '@carte/api-client'
import { setSanitizerWindow } from '@carte/ui'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { createStore, Provider as JotaiProvider } from 'jotai'
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { configureApi } from './data/api'
import { directionOf } from './lib/languages'
import { createAppRouter } from './router'

/** What the static server knows about the request it renders. */
export interface PrerenderRequest {
  /** The requested path and query ('/en/home'). */
  readonly url: string
  /** The request's host name (a custom domain names its venue). */
  readonly hostname: string
}

/** A rendered first screen. */
export interface PrerenderedScreen {
  /** The markup for the page's #root. */
  readonly html: string
  /** The screen's language and direction, for the page's <html> (set by the app in a browser). */
  readonly lang: string
  readonly dir: 'ltr' | 'rtl'
}

/** Screens worth rendering ahead: browsing screens whose first paint is the venue's content. */
const PRERENDERED_SCREENS = new Set(['home'])

/**
 * Prepares first-screen rendering: the venue API base URL for the api-client and a DOM window for
 * the sanitizer (venue HTML is sanitized by the same component as in the browser).
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
 * Renders the first screen of a path when it is a browsing screen of a known, active venue;
 * null for anything else (a redirect, the unlicensed or error screen, ordering screens that
 * depend on the diner's stored cart): the page then starts from the app's loading screen.
 * spec: menu-browsing §2 Home page (what is rendered), architecture: how data flows 1
 * @param request - the path and host of the request.
 * @returns the markup and the page's language, or null.
 */
export async function prerenderScreen(
  request: PrerenderRequest,
): Promise<PrerenderedScreen | null> {
  const requested = new URL(request.url, 'http://localhost').pathname
  if (!PRERENDERED_SCREENS.has(requested.split('/')[2] ?? '')) return null
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  })
  const store = createStore()
  const router = createAppRouter(
    { queryClient, store, hostname: request.hostname },
    createMemoryHistory({ initialEntries: [request.url] }),
  )
  // The browser restores scroll positions itself; on the server the router would write an inline
  // script for it, which the page's CSP (no inline scripts) refuses.
  router.update({ ...router.options, scrollRestoration: false })
  await router.load()
  const { state } = router
  // A path that redirects (a licence path, a prefix-less screen) is left to the browser.
  if (state.location.pathname !== requested) return null
  const leaf = state.matches.at(-1)
  if (leaf === undefined || state.matches.some((match) => match.status !== 'success')) return null
  const [, lang = '', screen = ''] = state.location.pathname.split('/')
  if (!PRERENDERED_SCREENS.has(screen) || leaf.routeId !== `/$lang/${screen}`) return null
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
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  let html = ''
  for await (const chunk of prelude) html += String(chunk)
  queryClient.clear()
  return { html, lang, dir: directionOf(lang) }
}
