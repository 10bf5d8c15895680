import type { ApiConfig } from '../config'
import { segment } from '../path'

/**
 * URL of the venue's launch (splash) image.
 * @param config base URL
 * @param license the venue licence
 * @returns absolute URL
 * spec: menu-browsing §7 GET /en/menus/{license}/loading-image/launch.png
 */
export function launchImageUrl(config: ApiConfig, license: string): string {
  return `${config.baseUrl}/en/menus/${segment(license)}/loading-image/launch.png`
}
