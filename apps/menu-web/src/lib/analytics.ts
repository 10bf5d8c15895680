// The one analytics module (architecture rulings): scripts load only in a production build and
// only for the ids a venue sets; events carry the licence and page ids, never personal data.

type Params = Readonly<Record<string, string | number>>

interface AnalyticsWindow {
  dataLayer?: unknown[]
  gtag?: (...args: unknown[]) => void
  fbq?: PixelStub
  _fbq?: PixelStub
}

/** The pixel's `fbq` as Meta's base code sets it up before fbevents.js loads. */
type PixelStub = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void
  queue: unknown[][]
  push: PixelStub
  loaded: boolean
  version: string
}

/**
 * Meta's pixel base code, without its inline script: calls wait in `queue` until fbevents.js
 * loads and sets `callMethod`, and go through `callMethod` from then on (a stub that only queued
 * kept every later page view from the pixel).
 */
function pixelStub(): PixelStub {
  const stub = ((...args: unknown[]) => {
    if (stub.callMethod) stub.callMethod.apply(stub, args)
    else stub.queue.push(args)
  }) as PixelStub
  stub.queue = []
  stub.loaded = true
  stub.version = '2.0'
  stub.push = stub
  return stub
}

/** The analytics ids a venue may set (spec: menu-browsing §3 Menu data). */
export interface AnalyticsIds {
  readonly gtm_id?: string | null | undefined
  readonly fb_pixel_id?: string | null | undefined
  readonly ga_tracking_id?: string | null | undefined
  readonly google_ads_id?: string | null | undefined
}

function addScript(src: string): void {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  // Once per page (another venue's menu or a reload of the menu data calls loadAnalytics again).
  if ([...document.scripts].some((added) => added.src === script.src)) return
  document.head.append(script)
}

/**
 * Loads the tag manager, pixel, GA and Google Ads scripts for the ids set (production only).
 * spec: menu-browsing §7 "Only the production build loads analytics"
 * @param ids - the venue's analytics ids.
 */
export function loadAnalytics(ids: AnalyticsIds): void {
  if (!import.meta.env.PROD) return
  const w = window as unknown as AnalyticsWindow
  w.dataLayer ??= []
  if (ids.gtm_id) {
    w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(ids.gtm_id)}`)
  }
  const gtagIds = [ids.ga_tracking_id, ids.google_ads_id].filter((id): id is string => !!id)
  if (gtagIds.length > 0) {
    const layer = w.dataLayer
    // gtag.js reads only `arguments` objects from the data layer (an array of the same values is
    // ignored), so this stands in for Google's own snippet exactly.
    w.gtag ??= function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js requires the arguments object itself.
      layer.push(arguments)
    }
    w.gtag('js', new Date())
    for (const id of gtagIds) w.gtag('config', id)
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gtagIds[0] ?? '')}`)
  }
  if (ids.fb_pixel_id) {
    if (!w.fbq) {
      w.fbq = pixelStub()
      w._fbq ??= w.fbq
    }
    w.fbq('init', ids.fb_pixel_id)
    addScript('https://connect.facebook.net/en_US/fbevents.js')
  }
}

/**
 * Logs an analytics event (page views, info_form_view) to every tracker the venue set: the tag
 * manager's data layer, GA and Google Ads through gtag (gtag.js ignores plain data-layer objects,
 * so a venue with only a GA id would get none), and the pixel as a custom event.
 * spec: menu-browsing §2 "logs a page-view analytics event with the license", §7 events
 * @param event - the event name.
 * @param params - licence and page ids only.
 */
export function track(event: string, params: Params): void {
  if (!import.meta.env.PROD) return
  const w = window as unknown as AnalyticsWindow
  w.dataLayer ??= []
  w.dataLayer.push({ event, ...params })
  w.gtag?.('event', event, params)
  w.fbq?.('trackCustom', event, params)
}
