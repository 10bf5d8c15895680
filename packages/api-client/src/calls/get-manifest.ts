import type { ApiConfig, CallOptions } from '../config'
import { segment } from '../path'
import { request } from '../request'
import { type Manifest, manifestSchema } from '../schemas/menu-info'

/**
 * Reads the venue's web app manifest.
 * @param config base URL and fetch
 * @param params.license the venue licence
 * @param options signal
 * @returns the manifest (unknown manifest members kept)
 * spec: menu-browsing §7 GET /en/menus/manifest/{license}/
 */
export function getManifest(
  config: ApiConfig,
  params: { readonly license: string },
  options?: CallOptions,
): Promise<Manifest> {
  return request(
    config,
    {
      method: 'GET',
      path: `/en/menus/manifest/${segment(params.license)}/`,
      schema: manifestSchema,
    },
    options,
  )
}
