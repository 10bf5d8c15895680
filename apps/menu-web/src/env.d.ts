/// <reference types="vite/client" />

/** The menu-web package version, injected at build time (spec: menu-browsing §9 client version). */
declare const __APP_VERSION__: string

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string
  readonly VITE_SQIDS_ALPHABET?: string
  readonly VITE_MAP_TILE_URL?: string
  readonly VITE_GEOCODER_BASE_URL?: string
}
