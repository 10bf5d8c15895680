import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadAnalytics, track } from '../src/lib/analytics'

// What the trackers received, read from the stubs loadAnalytics installs (their scripts never
// load under jsdom): gtag calls land in the data layer as `arguments` objects (the only form
// gtag.js reads), pixel calls in its queue.
interface Trackers {
  dataLayer?: unknown[]
  fbq?: { queue?: unknown[] }
}
const trackers = () => window as unknown as Trackers
const gtagCalls = () =>
  (trackers().dataLayer ?? [])
    .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
    .map((entry) => Array.from(entry as ArrayLike<unknown>))

beforeEach(() => {
  vi.stubEnv('PROD', true)
})

afterEach(() => {
  vi.unstubAllEnvs()
  const w = window as unknown as Record<string, unknown>
  delete w.dataLayer
  delete w.gtag
  delete w.fbq
  delete w._fbq
  for (const script of document.head.querySelectorAll('script')) script.remove()
})

// spec: menu-browsing §2 "logs a page-view analytics event with the license", §7 events and
// "Only the production build loads analytics (tag manager, a pixel, GA, Google Ads)"
describe('track', () => {
  it('a venue with only a GA id gets the page view as a gtag event', () => {
    loadAnalytics({ ga_tracking_id: 'G-TEST1' })
    track('home_page_view', { license: 'demo' })
    expect(gtagCalls()).toContainEqual(['event', 'home_page_view', { license: 'demo' }])
  })

  it('a venue with only a pixel gets the page view as a custom pixel event', () => {
    loadAnalytics({ fb_pixel_id: '123' })
    track('category_page_view', { license: 'demo', category_id: 7 })
    expect(trackers().fbq?.queue).toContainEqual([
      'trackCustom',
      'category_page_view',
      { license: 'demo', category_id: 7 },
    ])
  })

  it('pixel events after fbevents.js has loaded go to it, not to the queue (Meta base code: callMethod)', () => {
    loadAnalytics({ fb_pixel_id: '123' })
    track('home_page_view', { license: 'demo' })
    // What fbevents.js does on load: it takes the queued calls and sets callMethod.
    const pixel = (window as unknown as { fbq: { callMethod?: unknown; queue: unknown[] } }).fbq
    const received: unknown[][] = []
    pixel.queue.length = 0
    pixel.callMethod = (...args: unknown[]) => received.push(args)
    track('category_page_view', { license: 'demo', category_id: 7 })
    expect(received).toEqual([
      ['trackCustom', 'category_page_view', { license: 'demo', category_id: 7 }],
    ])
    expect(pixel.queue).toEqual([])
    expect((window as unknown as { _fbq?: unknown })._fbq).toBe(pixel)
  })

  it('a tag manager container gets the event in its data layer', () => {
    loadAnalytics({ gtm_id: 'GTM-TEST' })
    track('info_form_view', { license: 'demo', page_name: 'Feedback', page_id: 1 })
    expect(trackers().dataLayer).toContainEqual({
      event: 'info_form_view',
      license: 'demo',
      page_name: 'Feedback',
      page_id: 1,
    })
  })

  it('nothing is loaded or sent outside a production build', () => {
    vi.stubEnv('PROD', false)
    loadAnalytics({ gtm_id: 'GTM-TEST', ga_tracking_id: 'G-TEST1', fb_pixel_id: '123' })
    track('home_page_view', { license: 'demo' })
    expect(trackers().dataLayer).toBeUndefined()
    expect(trackers().fbq).toBeUndefined()
    expect(document.head.querySelectorAll('script')).toHaveLength(0)
  })

  it('only the scripts of the ids a venue set are added', () => {
    loadAnalytics({ ga_tracking_id: 'G-TEST1' })
    const sources = [...document.head.querySelectorAll('script')].map((script) => script.src)
    expect(sources).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST1'])
  })
})
