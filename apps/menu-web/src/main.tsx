import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { Provider as JotaiProvider } from 'jotai'
import { StrictMode, startTransition, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { loadSanitizer } from './components/VenueHtml'
import { loadDefaultFonts } from './lib/fonts'
import { createAppRouter } from './router'
import { appStore } from './state/store'
import '@carte/ui/styles.css'
import './app.css'

/**
 * Calls back once the app's first render is on the page: the server-rendered first screen it
 * replaced is gone, and the page answers taps from here on (tests wait for this, as a diner would).
 */
function FirstCommit({ onCommit }: { onCommit: () => void }) {
  useEffect(() => onCommit(), [onCommit])
  return null
}

/** The User Timing mark set when the app's first render is on the page (`pnpm perf` reports it). */
const APP_READY_MARK = 'carte:app-ready'

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
})
const router = createAppRouter({
  queryClient,
  store: appStore,
  hostname: window.location.hostname,
})

const container = document.getElementById('root')
if (!container) throw new Error('[@carte/menu-web] #root is missing from index.html')

// While the menu is on its way, load the number formatting data of the path's language: the first
// price formatted on a page otherwise loads it inside the first render (~10 ms, 40 ms on a slow
// phone). Only Intl here: the money code itself stays in the screens' chunks.
const pathLanguage = window.location.pathname.split('/')[1] ?? ''
setTimeout(() => {
  try {
    const [locale = 'en'] = Intl.NumberFormat.supportedLocalesOf([pathLanguage || 'en'])
    new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(1)
  } catch {
    // Not a locale (a licence path): the screen formats with its fallback as before.
  }
}, 0)

/**
 * The longest the first render waits for the first screen; after it, the loading screen shows.
 * Over a first screen the static server rendered (server/serve.mjs, src/prerender.tsx) the diner
 * already sees the screen: the app takes its place once it can render the same, and only a
 * much slower network shows the loading screen instead.
 */
const FIRST_SCREEN_WAIT_MS = 1000
const PRERENDERED_WAIT_MS = 10_000
const prerendered = container.hasAttribute('data-prerendered')

// The first render waits (briefly) for the route's data and the first screen's chunks, so that it
// commits the whole screen at once. Rendered earlier, the shell commits a loading fallback while
// the chunks (the screen, its header bar, the sanitizer) are still being evaluated, and React
// then holds the screen back until 300 ms after that fallback (its Suspense reveal throttle):
// the home's first card images painted ~300 ms after the header (the LCP). The chunks are the
// ones the static server preloads for this path (server/hints.mjs); importing them evaluates them
// now, so the screen's lazy imports resolve at once.
const hinted = Array.from(
  document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
  (link) => link.href,
)
const firstScreenChunks = hinted.map((href) => import(/* @vite-ignore */ href))
// The screens that show venue HTML wait for the sanitizer (VenueHtml): load it through its own
// loader, so that VenueHtml finds it loaded and renders without suspending.
if (hinted.some((href) => /\/sanitized-html-[\w-]+\.js$/.test(href))) {
  firstScreenChunks.push(loadSanitizer())
}
const firstScreen = Promise.allSettled([router.load(), ...firstScreenChunks])
const waited = new Promise((resolve) =>
  setTimeout(resolve, prerendered ? PRERENDERED_WAIT_MS : FIRST_SCREEN_WAIT_MS),
)

void Promise.race([firstScreen, waited]).then(() => {
  const root = createRoot(container)
  // As a transition, a lazy component whose chunk is already evaluated is rendered once its
  // import resolves (a microtask) instead of committing its Suspense fallback first (a plain
  // first render commits the fallback on any suspension).
  startTransition(() => {
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <JotaiProvider store={appStore}>
            <RouterProvider router={router} />
            <FirstCommit
              onCommit={() => {
                container.removeAttribute('data-prerendered')
                performance.mark(APP_READY_MARK)
                // The default fonts once the first screen is up: text shows in the system font
                // until they arrive. In the page itself, the home's text asked for three font
                // files (some 50 KB) beside the app's scripts, and on the mobile preset's network
                // (throttled for real) the app answered taps at 2.93 s instead of 2.52 s.
                void loadDefaultFonts()
              }}
            />
          </JotaiProvider>
        </QueryClientProvider>
      </StrictMode>,
    )
  })
})
