import type { ApiConfig, CallOptions } from '../config'
import { LicenseNotActiveError } from '../errors'
import { segment } from '../path'
import { request } from '../request'
import { type MenuData, menuSchema } from '../schemas/menu'

/**
 * Loads the menu of a licence in a language; a licence that is not ACTIVE is an error.
 * @param config base URL and fetch
 * @param params.license the venue licence
 * @param params.lang the language code
 * @param options signal
 * @returns the validated MenuData
 * @throws LicenseNotActiveError when license_status is not 'ACTIVE'
 * spec: menu-browsing §7 GET /{lang}/api/menu/{license}/; §4 Menu loading
 */
export async function getMenu(
  config: ApiConfig,
  params: { readonly license: string; readonly lang: string },
  options?: CallOptions,
): Promise<MenuData> {
  const path = `/${segment(params.lang)}/api/menu/${segment(params.license)}/`
  const menu = await request(config, { method: 'GET', path, schema: menuSchema }, options)
  if (menu.license_status !== 'ACTIVE') {
    throw new LicenseNotActiveError(menu.license_status, {
      method: 'GET',
      url: `${config.baseUrl}${path}`,
    })
  }
  return menu
}
