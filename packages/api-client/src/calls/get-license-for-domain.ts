import type { ApiConfig, CallOptions } from '../config'
import { ApiError } from '../errors'
import { getCustomDomain } from './get-custom-domain'

/** The licence that stands for "no venue": every path shows the unlicensed screen. spec: menu-browsing §2 */
export const NO_LICENSE = 'none'

/**
 * The licence a custom domain serves, or 'none' when the lookup fails (any answer but a valid
 * licence, or no answer). Aborts are rethrown.
 * @param config base URL and fetch
 * @param params.domain the host name
 * @param options signal
 * @returns the licence, or 'none'
 * spec: menu-browsing §7 custom-domain "on failure license is set to none"; §8 Custom domain failure
 */
export async function getLicenseForDomain(
  config: ApiConfig,
  params: { readonly domain: string },
  options?: CallOptions,
): Promise<string> {
  try {
    const { license } = await getCustomDomain(config, params, options)
    return license === '' ? NO_LICENSE : license
  } catch (error) {
    if (error instanceof ApiError) return NO_LICENSE
    throw error
  }
}
