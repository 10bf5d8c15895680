import * as v from 'valibot'
import type { ApiConfig, CallOptions } from '../config'
import { LicenseNotActiveError } from '../errors'
import { parseMenu } from '../parse-menu'
import { segment } from '../path'
import { request } from '../request'
import type { MenuData } from '../schemas/menu'

/**
 * Loads the menu of a licence in a language; a licence that is not ACTIVE is an error.
 * @param config base URL and fetch
 * @param params.license the venue licence
 * @param params.lang the language code
 * @param options signal
 * @returns the validated MenuData (menuSchema, validated in steps that leave the page responsive)
 * @throws LicenseNotActiveError when license_status is not 'ACTIVE'
 * spec: menu-browsing §7 GET /{lang}/api/menu/{license}/; §4 Menu loading
 */
export async function getMenu(
  config: ApiConfig,
  params: { readonly license: string; readonly lang: string },
  options?: CallOptions,
): Promise<MenuData> {
  const path = `/${segment(params.lang)}/api/menu/${segment(params.license)}/`
  const info = { method: 'GET', url: `${config.baseUrl}${path}` }
  const answer = await request(config, { method: 'GET', path, schema: v.unknown() }, options)
  const menu = await parseMenu(answer, info, options?.signal)
  if (menu.license_status !== 'ACTIVE') throw new LicenseNotActiveError(menu.license_status, info)
  return menu
}
