import type { ApiConfig, CallOptions } from '../config'
import { segment } from '../path'
import { request } from '../request'
import { type CustomDomain, customDomainSchema } from '../schemas/menu-info'

/**
 * Looks up the licence of a custom domain.
 * @param config base URL and fetch
 * @param params.domain the host name, e.g. 'demo.localhost'
 * @param options signal
 * @returns { license } (on failure the caller sets the licence to 'none')
 * spec: menu-browsing §7 GET /en/menus/custom-domain/{domain}/
 */
export function getCustomDomain(
  config: ApiConfig,
  params: { readonly domain: string },
  options?: CallOptions,
): Promise<CustomDomain> {
  return request(
    config,
    {
      method: 'GET',
      path: `/en/menus/custom-domain/${segment(params.domain)}/`,
      schema: customDomainSchema,
    },
    options,
  )
}
