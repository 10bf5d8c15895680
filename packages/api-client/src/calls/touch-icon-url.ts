import { assert, MESSAGES } from '../assert'
import type { ApiConfig } from '../config'
import { segment } from '../path'

/**
 * URL of one of the venue's apple touch icons.
 * @param config base URL
 * @param license the venue licence
 * @param fileName the icon file, e.g. 'apple-touch-icon-180x180.png'
 * @returns absolute URL
 * spec: menu-browsing §7 "apple touch icons under /en/menus/manifest/{license}/icons/"
 */
export function touchIconUrl(config: ApiConfig, license: string, fileName: string): string {
  assert(fileName !== '', MESSAGES.emptyFileName)
  return `${config.baseUrl}/en/menus/manifest/${segment(license)}/icons/${segment(fileName)}`
}
