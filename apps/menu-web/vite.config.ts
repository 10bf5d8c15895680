import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string
}

/**
 * Writes `.vite/chunk-modules.json` next to the manifest: for every emitted JS chunk, the ids of
 * the modules it holds. `pnpm budget` reads it to prove what the first screen downloads.
 */
function chunkModules(): Plugin {
  return {
    name: 'carte:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, { isEntry: boolean; modules: string[] }> = {}
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue
        chunks[fileName] = { isEntry: output.isEntry, modules: [...output.moduleIds] }
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: `${JSON.stringify(chunks, null, 2)}\n`,
      })
    },
  }
}

/**
 * What every first screen runs, as two files instead of some forty: on a phone each request costs
 * a round trip, and HTTP/1.1 allows six at a time (the first screen waited on ~45 small chunks).
 * `vendor`: the frameworks (they import nothing of ours). `app`: the shell, routes, state, data and
 * the first screen's small modules, listed one by one (what `pnpm budget` lists as the first
 * screen) and taken without their dependencies (a barrel such as '@carte/ui' would otherwise drag
 * every component in). A module missing from the list only costs a request of its own. Lazy route screens, the header bar, the drawer, toasts, the sanitizer and the
 * language menu stay chunks of their own, and so does the table's active-order check (its hook,
 * call, schema and query options): only a partner venue mounts its watcher, after the first
 * screen (0.4 KB gzip less for every other venue's first screen).
 */
const VENDOR =
  /[\\/]node_modules[\\/]\.pnpm[\\/](?:react|react-dom|scheduler|jotai|@tanstack\+[\w-]+|valibot|use-sync-external-store)@/
const APP_MODULES = {
  'apps/menu-web/src': [
    'main.tsx',
    'router.tsx',
    'config.ts',
    'routes/context.ts',
    'routes/root.tsx',
    'routes/license.tsx',
    'routes/lang.tsx',
    'state/store.ts',
    'state/persisted.ts',
    'state/browser-storage.ts',
    'state/cart-state.ts',
    'state/active-order.ts',
    'data/api.ts',
    'data/queries.ts',
    'data/preloaded-fetch.ts',
    'shell/MenuShell.tsx',
    'shell/LoadingScreen.tsx',
    'shell/MenuErrorScreen.tsx',
    'shell/renderRouterLink.tsx',
    'shell/focusOnNavigation.ts',
    'lib/history-traversal.ts',
    'state/location-notice.ts',
    'state/opened-license.ts',
    'state/visit-coupon.ts',
    'lib/languages.ts',
    'lib/paths.ts',
    'lib/route-segments.json',
    'lib/analytics.ts',
    'lib/fonts.ts',
    'lib/fonts-cookie.mjs',
    'lib/language-cookie.mjs',
    'lib/hours.ts',
    'hooks/useMenu.ts',
    'hooks/useVenueStatus.ts',
    'hooks/useNow.ts',
    'hooks/useCartCount.ts',
    'hooks/useVenueHeadLinks.ts',
    'hooks/useThemeFonts.ts',
    'hooks/usePageView.ts',
    'hooks/useScreenTitle.ts',
    'hooks/useBackWithinApp.ts',
    'components/VenueHtml.tsx',
    'components/CategoryCards.tsx',
    'screens/HomeScreen.tsx',
  ],
  'packages/ui/src': [
    'CarteUiProvider.tsx',
    'icons.tsx',
    'shell/HeaderPlaceholder.tsx',
    'feedback/Loader.tsx',
    'feedback/Banners.tsx',
    'direction/DirectionProvider.tsx',
    'direction/directionOf.ts',
    'links/LinkProvider.tsx',
    'strings/formatMessage.ts',
    'strings/StringsProvider.tsx',
    'strings/uiText.ts',
    'strings/translateCount.ts',
    'theme/themeVariables.ts',
    'theme/ThemeProvider.tsx',
    'theme/themeFonts.ts',
    'theme/themeFontsHrefs.ts',
    'images/ImageWithFallback.tsx',
    'hooks/afterNextPaint.ts',
    'numbers/CountFormatProvider.tsx',
  ],
  'packages/hours/src': [
    'errors.ts',
    'default-timezone.ts',
    'internal/instant.ts',
    'internal/moment.ts',
    'internal/zone.ts',
    'internal/wall.ts',
    'internal/slots.ts',
    'internal/closures.ts',
    'internal/venue.ts',
    'is-shown-at.ts',
    'is-orderable-at.ts',
    'next-opening.ts',
    'next-minute.ts',
    'venue-status.ts',
    'format-opening-time.ts',
    'date-locale.ts',
    'temporal.ts',
  ],
  'packages/api-client/src': [
    'assert.ts',
    'path.ts',
    'errors.ts',
    'issue-path.ts',
    'parse-response.ts',
    'parse-menu.ts',
    'request.ts',
    'config.ts',
    'query-keys.ts',
    'schemas/primitives.ts',
    'schemas/form-data.ts',
    'schemas/menu-info.ts',
    'schemas/menu.ts',
    'schemas/order-types.ts',
    'schemas/payment-types.ts',
    'calls/get-custom-domain.ts',
    'calls/get-menu.ts',
    'calls/get-menu-languages.ts',
    'calls/resolve-language.ts',
    'query-options/should-retry.ts',
    'query-options/custom-domain-query-options.ts',
    'query-options/menu-stale-time.ts',
    'query-options/menu-languages-query-options.ts',
    'query-options/menu-query-options.ts',
    'menu/is-newer-version.ts',
    'menu/category-image.ts',
    'menu/image-source.ts',
    'menu/default-images.ts',
    'menu/is-category-shown.ts',
    'menu/home-categories.ts',
    'menu/shown-products.ts',
  ],
  'packages/pricing/src': [
    'order-type-for-location.ts',
    'errors.ts',
    'check-qty.ts',
    'cart-item-count.ts',
    'format-count.ts',
    'number-format.ts',
    'latin-digits.ts',
  ],
  // The theme's success colour (ThemeProvider validates it).
  'packages/forms/src': ['parse-color.ts', 'to-hex-color.ts', 'success-color.ts'],
}
const APP = new Set(
  Object.entries(APP_MODULES).flatMap(([dir, files]) =>
    files.map((file) => fileURLToPath(new URL(`../../${dir}/${file}`, import.meta.url))),
  ),
)
/** Small libraries the first screen's modules import: radix's direction context, `cookie`. */
const APP_LIBRARIES = /[\\/]node_modules[\\/]\.pnpm[\\/](?:@radix-ui\+react-direction|cookie)@/
/** Vite's preload helper: a request of its own, of under 1 KB (the bundler keeps its runtime apart). */
const HELPERS = new Set(['\0rolldown/runtime.js', '\0vite/preload-helper.js'])

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), ...(isSsrBuild ? [] : [chunkModules()])],
  resolve: {
    // Workspace packages come from their src/ (no package build needed for the app).
    conditions: ['@carte/source', ...defaultClientConditions],
  },
  // `vite build --ssr src/prerender.tsx`: the first-screen renderer the static server runs
  // (server/serve.mjs); the frameworks stay imports of node_modules, our packages are bundled.
  ssr: {
    resolve: { conditions: ['@carte/source', ...defaultServerConditions] },
  },
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  build: isSsrBuild
    ? { emptyOutDir: true, sourcemap: true }
    : {
        // Modern mobile browsers (Safari 16.4 is the oldest iOS we serve).
        target: ['es2022', 'chrome111', 'firefox114', 'safari16.4'],
        manifest: true,
        sourcemap: true,
        // Font files stay files: inlined into the stylesheet (which the static server puts into
        // every page) a subset's bytes would come with every page instead of only when the page
        // has a letter of that subset.
        assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
        rolldownOptions: {
          // The page and, for pages whose first screen the server rendered, the small starter
          // that starts the app once that screen's largest images are shown
          // (server/start-after-first-screen.mjs).
          input: {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            'start-after-first-screen': fileURLToPath(
              new URL('./src/start-after-first-screen.ts', import.meta.url),
            ),
          },
          output: {
            codeSplitting: {
              groups: [
                { name: 'vendor', test: VENDOR, priority: 2 },
                {
                  name: 'app',
                  test: (id) => APP.has(id) || APP_LIBRARIES.test(id) || HELPERS.has(id),
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
}))
