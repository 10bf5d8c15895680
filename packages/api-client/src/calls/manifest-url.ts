import type { ApiConfig } from '../config'
import { segment } from '../path'

/**
 * URL of the venue's manifest (for a <link rel="manifest">).
 * @param config base URL
 * @param license the venue licence
 * @returns absolute URL
 * spec: menu-browsing §7 GET /en/menus/manifest/{license}/
 */
export function manifestUrl(config: ApiConfig, license: string): string {
  return `${config.baseUrl}/en/menus/manifest/${segment(license)}/`
}
