import {
  customDomainQueryOptions as customDomainOptions,
  menuLanguagesQueryOptions as menuLanguagesOptions,
  menuQueryOptions as menuOptions,
} from '@carte/api-client/query'
import { apiConfig } from './api'

export { MENU_STALE_TIME_MS } from '@carte/api-client/query'

/**
 * Licence of a custom domain (spec: menu-browsing §7 custom-domain).
 * @param host - the page's host name, without port.
 * @returns query options answering { license }.
 */
export function customDomainQueryOptions(host: string) {
  return customDomainOptions(apiConfig(), host)
}

/**
 * The venue's languages (spec: menu-browsing §7 menu_language).
 * @param license - the venue licence.
 * @returns query options.
 */
export function menuLanguagesQueryOptions(license: string) {
  return menuLanguagesOptions(apiConfig(), license)
}

/**
 * The validated menu in one language, fresh for 1 minute; a non-ACTIVE licence or a schema
 * failure is an error (spec: menu-browsing §4 menu loading, §9 refresh age).
 * @param license - the venue licence.
 * @param lang - the language code.
 * @returns query options.
 */
export function menuQueryOptions(license: string, lang: string) {
  return menuOptions(apiConfig(), license, lang)
}
