/** Client version shown in the drawer and compared with qr_app_version (spec: menu-browsing §9). */
export const APP_VERSION: string = __APP_VERSION__

const BUILD_API_BASE_URL = import.meta.env.VITE_API_BASE_URL ?? 'http://127.0.0.1:8787'

/**
 * The venue API origin: the static server may override the build-time value through the
 * `carte-api-base` meta tag (so one build serves every environment), else the build-time value.
 * @returns the API base URL without a trailing slash.
 */
export function apiBaseUrl(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="carte-api-base"]')
  const fromMeta = meta?.content ?? ''
  const base = fromMeta !== '' && !fromMeta.startsWith('%') ? fromMeta : BUILD_API_BASE_URL
  return base.replace(/\/+$/, '')
}

/** Sqids alphabet for t/{code} table links; empty means the library default (architecture rulings). */
export const SQIDS_ALPHABET: string = import.meta.env.VITE_SQIDS_ALPHABET ?? ''

/**
 * The company's contact and social links on the welcome page. The spec leaves the real values out
 * ({phone}, {email}): these are placeholders a deployment replaces.
 * spec: ordering-payment §2 Welcome page
 */
export const WELCOME_CONTACT = {
  phone: '{phone}',
  email: '{email}',
  social: [
    { name: 'Instagram', href: 'https://www.instagram.com/carte.example' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/carte-example' },
    { name: 'X', href: 'https://x.com/carte_example' },
  ],
} as const

/** OpenStreetMap's public tiles: the map's default (architecture rulings: Maps). */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'

/** What the delivery map draws tiles from, and the credit the tile source asks for. */
export interface MapTiles {
  readonly url: string
  readonly attribution: string
}

/**
 * The map tile source (architecture rulings: "Leaflet with a configurable tile URL (OpenStreetMap
 * by default)"): VITE_MAP_TILE_URL when set; venue-api's own tiles when the app runs against a
 * local venue-api (the demo and the tests, which must not depend on the internet); else OpenStreetMap.
 * @returns the tile URL template ({z}/{x}/{y}) and its attribution HTML.
 */
export function mapTiles(): MapTiles {
  const configured = import.meta.env.VITE_MAP_TILE_URL ?? ''
  if (configured !== '') return { url: configured, attribution: '' }
  const api = apiBaseUrl()
  const host = new URL(api).hostname
  if (host === '127.0.0.1' || host === 'localhost' || host === '[::1]') {
    return { url: `${api}/tiles/{z}/{x}/{y}.png`, attribution: '' }
  }
  return {
    url: OSM_TILE_URL,
    attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
  }
}

/**
 * The geocoder's base URL (architecture rulings: "a configurable geocoder endpoint"):
 * VITE_GEOCODER_BASE_URL when set, else the venue API (whose offline geocoder serves the demo).
 * @returns the base URL without a trailing slash.
 */
export function geocoderBaseUrl(): string {
  const configured = import.meta.env.VITE_GEOCODER_BASE_URL ?? ''
  return (configured !== '' ? configured : apiBaseUrl()).replace(/\/+$/, '')
}
