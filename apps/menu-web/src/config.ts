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
