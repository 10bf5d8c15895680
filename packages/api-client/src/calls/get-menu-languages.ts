import type { ApiConfig, CallOptions } from '../config'
import { segment } from '../path'
import { request } from '../request'
import { type MenuLanguages, menuLanguagesSchema } from '../schemas/menu-info'

/**
 * Reads a venue's languages and its default language.
 * @param config base URL and fetch
 * @param params.license the venue licence
 * @param options signal
 * @returns { default_language, languages }
 * spec: menu-browsing §7 GET /en/api/menu_language/{license}/
 */
export function getMenuLanguages(
  config: ApiConfig,
  params: { readonly license: string },
  options?: CallOptions,
): Promise<MenuLanguages> {
  return request(
    config,
    {
      method: 'GET',
      path: `/en/api/menu_language/${segment(params.license)}/`,
      schema: menuLanguagesSchema,
    },
    options,
  )
}
