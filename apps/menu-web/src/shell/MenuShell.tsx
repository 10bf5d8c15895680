import { isNewerVersion } from '@carte/api-client'
import {
  CarteUiProvider,
  createTranslate,
  HeaderPlaceholder,
  type LanguageOption,
  type ThemeData,
  type ToastItem,
  VersionBanner,
} from '@carte/ui'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Outlet, useLocation, useRouter } from '@tanstack/react-router'
import { useAtom, useAtomValue } from 'jotai'
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { loadSanitizer } from '../components/VenueHtml'
import { APP_VERSION } from '../config'
import { menuLanguagesQueryOptions } from '../data/queries'
import { useBackWithinApp } from '../hooks/useBackWithinApp'
import { useCartCount } from '../hooks/useCartCount'
import {
  ShownMenuProvider,
  useMenu,
  useMenuOfRoute,
  useVenue,
  useVenueOfRoute,
} from '../hooks/useMenu'
import { useThemeFonts } from '../hooks/useThemeFonts'
import { useVenueHeadLinks } from '../hooks/useVenueHeadLinks'
import { useVenueStatus } from '../hooks/useVenueStatus'
import { loadAnalytics } from '../lib/analytics'
import { directionOf } from '../lib/languages'
import { withLanguage } from '../lib/paths'
import { activeOrderAtom } from '../state/active-order'
import { unrecognisedLocationAtom } from '../state/location-notice'
import { cartAtom } from '../state/persisted'
import { renderRouterLink } from './renderRouterLink'

const HeaderBar = lazy(() =>
  import('./HeaderBar').then((module) => ({ default: module.HeaderBar })),
)
const ToastArea = lazy(() =>
  import('./ToastArea').then((module) => ({ default: module.ToastArea })),
)
const ActiveOrderWatcher = lazy(() =>
  import('../screens/ordering/order/ActiveOrderWatcher').then((module) => ({
    default: module.ActiveOrderWatcher,
  })),
)
const DrawerPanel = lazy(() =>
  import('./DrawerPanel').then((module) => ({ default: module.DrawerPanel })),
)

/**
 * The menu shell around every browsing screen: language and direction on <html>, strings and
 * theme for @carte/ui, the header bar, the drawer and the version banner
 * (spec: menu-browsing §1 RTL, §2 Header bar and Drawer, §4 Version banner). It reads the venue
 * and its menu once and gives them to every screen inside (useVenue, useMenu).
 * @returns the shell with the current screen inside.
 */
export function MenuShell() {
  const venue = useVenueOfRoute()
  const menu = useMenuOfRoute(venue)
  const shown = useMemo(() => ({ venue, menu }), [venue, menu])
  return (
    <ShownMenuProvider value={shown}>
      <MenuShellContent />
    </ShownMenuProvider>
  )
}

function MenuShellContent() {
  const menu = useMenu()
  const { license, lang } = useVenue()
  const { pathname } = useLocation()
  const venue = useVenueStatus()
  const cart = useAtomValue(cartAtom(license))
  const cartCount = useCartCount(cart)
  const { data: languageList } = useSuspenseQuery(menuLanguagesQueryOptions(license))
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [drawerLoaded, setDrawerLoaded] = useState(false)
  const [bannerClosed, setBannerClosed] = useState(false)
  const [toasts, setToasts] = useState<readonly ToastItem[]>([])
  const previousLines = useRef<number | null>(null)
  const cartLines = cart.length
  useEffect(() => {
    // 'Item added' when the number of cart products increases (spec: menu-browsing §4 Toasts):
    // each add is a new line (@carte/pricing addToCart); a quantity raised on the cart is not.
    const before = previousLines.current
    previousLines.current = cartLines
    if (before !== null && cartLines > before) {
      setToasts((current) => [...current, { id: `added-${Date.now()}`, preset: 'cartItemAdded' }])
    }
  }, [cartLines])
  // The table's active order (partner integration), kept in step by ActiveOrderWatcher.
  const activeOrder = useAtomValue(activeOrderAtom(license))
  const previousActive = useRef<string | null>(null)
  useEffect(() => {
    // A warning toast when the table has an active order (spec: menu-browsing §4 Toasts).
    const before = previousActive.current
    previousActive.current = activeOrder.orderId
    if (activeOrder.orderId !== null && activeOrder.orderId !== before) {
      setToasts((current) => [
        ...current,
        { id: `active-${activeOrder.orderId}`, preset: 'orderActiveTable' },
      ])
    }
  }, [activeOrder.orderId])
  const t = useMemo(() => createTranslate(menu.ui_strings), [menu.ui_strings])
  const [locationUnrecognised, setLocationUnrecognised] = useAtom(unrecognisedLocationAtom)
  useEffect(() => {
    // A t/a/r code that did not decode (routes/license.tsx): said once, as a warning toast.
    if (!locationUnrecognised) return
    setLocationUnrecognised(false)
    setToasts((current) => [
      ...current,
      {
        id: `location-${Date.now()}`,
        variant: 'warning',
        message: t(
          'ui_str_location_code_unknown',
          'The table or room of this link was not recognised. Please scan the QR code again.',
        ),
      },
    ])
  }, [locationUnrecognised, setLocationUnrecognised, t])

  useVenueHeadLinks(license)
  useThemeFonts(menu.theme_data as ThemeData | null)

  useEffect(() => {
    // Venue HTML (descriptions, footers) shows on most screens, which wait for its sanitizer:
    // fetch it once the first screen is up, so later screens never wait.
    // So is the language switch's code, so a switch waits for the menu alone.
    const timer = setTimeout(() => {
      void loadSanitizer()
      void import('./switch-language')
    }, 1500)
    return () => clearTimeout(timer)
  }, [])

  // Before any screen's page view: a layout effect runs before every passive one, and the first
  // screen mounts with the shell (its usePageView effect ran first, when gtag and the pixel were
  // not set up yet, and the landing's page view reached the tag manager alone).
  useLayoutEffect(() => {
    loadAnalytics({
      gtm_id: menu.gtm_id,
      fb_pixel_id: menu.fb_pixel_id,
      ga_tracking_id: menu.ga_tracking_id,
      google_ads_id: menu.google_ads_id,
    })
  }, [menu.gtm_id, menu.fb_pixel_id, menu.ga_tracking_id, menu.google_ads_id])

  useEffect(() => {
    document.documentElement.lang = lang
    document.documentElement.dir = directionOf(lang)
  }, [lang])

  const languages: LanguageOption[] = useMemo(
    () =>
      languageList.languages.map((language) => ({
        code: language.code,
        name: language.name_local || language.code,
      })),
    [languageList],
  )
  const router = useRouter()
  // Whether a switch is loading (the menu in the other language first, the screen kept meanwhile).
  const [switching, setSwitching] = useState(false)
  const switches = useRef(0)
  const changeLanguage = useCallback(
    (code: string) => {
      setDrawerOpen(false)
      const attempt = ++switches.current
      // A press on the language shown changes nothing, and calls off a switch still loading
      // (the diner changed their mind while the other menu came).
      if (code === lang) {
        setSwitching(false)
        return
      }
      setSwitching(true)
      void import('./switch-language')
        .then((module) => module.switchLanguage(router, code, () => attempt === switches.current))
        // Its code could not be fetched: the page itself in that language (the server's), unless
        // the diner has chosen again since.
        .catch(() => {
          if (attempt !== switches.current) return
          const { pathname, search } = window.location
          window.location.assign(`${withLanguage(pathname, code)}${search}`)
        })
        .finally(() => attempt === switches.current && setSwitching(false))
    },
    [router, lang],
  )
  const openDrawer = useCallback(() => {
    setDrawerLoaded(true)
    setDrawerOpen(true)
  }, [])
  // `/en/home/` is the home too (the router matches it with its trailing slash).
  const isHome = pathname.replace(/\/+$/, '') === `/${lang}/home`
  const showBanner = !bannerClosed && isNewerVersion(menu.qr_app_version, APP_VERSION)
  // Back within the menu: to the screen above when the tab holds no earlier entry of the app.
  const back = useBackWithinApp()

  return (
    <CarteUiProvider
      language={lang}
      t={t}
      enableArabicNumerals={menu.enable_arabic_numerals}
      theme={menu.theme_data as ThemeData | null}
      renderLink={renderRouterLink}
    >
      <Suspense fallback={<HeaderPlaceholder />}>
        <HeaderBar
          title={menu.name}
          onMenuClick={openDrawer}
          {...(isHome ? {} : { onBack: back })}
          languages={languages}
          language={lang}
          onLanguageChange={changeLanguage}
          languageMenuEnabled={menu.enable_language_header}
          {...(menu.enable_search ? { searchHref: `/${lang}/search` } : {})}
          {...(menu.enable_order
            ? {
                cart: {
                  // With an active order the icon goes to its page (menu-browsing §2 Cart icon).
                  href:
                    activeOrder.orderId === null
                      ? `/${lang}/cart`
                      : `/${lang}/order/${activeOrder.orderId}`,
                  count: cartCount,
                  activeOrder: activeOrder.orderId !== null,
                  // Closed ordering disables the cart, not the way to an order already placed:
                  // a table's bill is still read and paid after closing time.
                  disabled: !venue.open && activeOrder.orderId === null,
                },
              }
            : {})}
        />
      </Suspense>
      {showBanner ? (
        <VersionBanner
          version={menu.qr_app_version ?? ''}
          onUpdate={() => {
            setBannerClosed(true)
            window.location.reload()
          }}
        />
      ) : null}
      {/* While another language's menu loads, the screen stays and a bar at the top moves; the
          region is there from the first screen, so that 'Loading' is announced (WCAG 4.1.3). */}
      <p className="carte-app-switching" role="status" data-active={switching ? '' : undefined}>
        {switching ? t('ui_str_loading', 'Loading') : ''}
      </p>
      <Outlet />
      {menu.al_futtaim_enabled ? (
        <Suspense fallback={null}>
          <ActiveOrderWatcher />
        </Suspense>
      ) : null}
      {toasts.length > 0 ? (
        <Suspense fallback={null}>
          <ToastArea
            toasts={toasts}
            onDismiss={(id) => setToasts((current) => current.filter((toast) => toast.id !== id))}
          />
        </Suspense>
      ) : null}
      {drawerLoaded ? (
        <Suspense fallback={null}>
          <DrawerPanel
            menu={menu}
            lang={lang}
            pathname={pathname}
            venue={venue}
            languages={languages}
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            onLanguageChange={changeLanguage}
          />
        </Suspense>
      ) : null}
    </CarteUiProvider>
  )
}
