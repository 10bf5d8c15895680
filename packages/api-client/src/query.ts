// @carte/api-client/query — TanStack Query option factories for every read (imports React Query).
import { queryOptions } from '@tanstack/react-query'
import { getActiveOrder } from './calls/get-active-order'
import { getCoupon } from './calls/get-coupon'
import { getCustomDomain } from './calls/get-custom-domain'
import { getDeliveryZone } from './calls/get-delivery-zone'
import { getFeedbackForm } from './calls/get-feedback-form'
import { getManifest } from './calls/get-manifest'
import { getMenu } from './calls/get-menu'
import { getMenuLanguages } from './calls/get-menu-languages'
import { getMenuSection } from './calls/get-menu-section'
import { getOrder } from './calls/get-order'
import { getPaymentStatus } from './calls/get-payment-status'
import { getWallet } from './calls/get-wallet'
import { reverseGeocode } from './calls/reverse-geocode'
import { searchAddresses } from './calls/search-addresses'
import { verifyEmployee } from './calls/verify-employee'
import type { ApiConfig } from './config'
import {
  ApiError,
  LicenseNotActiveError,
  RequestSetupError,
  SchemaError,
  ServerError,
} from './errors'
import type { PaymentProvider } from './payment-providers'
import { queryKeys } from './query-keys'

export { queryKeys } from './query-keys'

/** How long menu data stays fresh: 1 minute. spec: menu-browsing §9 "Menu refresh age 1 minute" */
export const MENU_STALE_TIME_MS = 60_000

/** Retries of a failed read (network failures and 5xx only). */
export const MAX_RETRIES = 2

/**
 * Whether a failed read is worth retrying: only when nothing or a 5xx came back; a 4xx, a schema
 * mismatch, a request that could not be built or an inactive licence will not change by asking again.
 * @param failureCount retries so far
 * @param error what the call threw
 * @returns true to retry
 * spec: architecture "every network failure the user can act on says what to do next"
 */
export function shouldRetry(failureCount: number, error: Error): boolean {
  if (failureCount >= MAX_RETRIES) return false
  if (
    error instanceof SchemaError ||
    error instanceof LicenseNotActiveError ||
    error instanceof RequestSetupError
  ) {
    return false
  }
  if (error instanceof ServerError) return error.status >= 500
  return error instanceof ApiError
}

/**
 * Menu of a licence in a language (fresh for 1 minute; a non-ACTIVE licence is an error).
 * @param config base URL and fetch
 * @param license the venue licence
 * @param lang the language code
 * @returns query options for useQuery/useSuspenseQuery/ensureQueryData
 * spec: menu-browsing §4 Menu loading; §9 Menu refresh age 1 minute
 */
export function menuQueryOptions(config: ApiConfig, license: string, lang: string) {
  return queryOptions({
    queryKey: queryKeys.menu(license, lang),
    queryFn: ({ signal }) => getMenu(config, { license, lang }, { signal }),
    staleTime: MENU_STALE_TIME_MS,
    retry: shouldRetry,
  })
}

/**
 * Languages of a licence.
 * @param config base URL and fetch
 * @param license the venue licence
 * @returns query options
 * spec: menu-browsing §7 GET /en/api/menu_language/{license}/
 */
export function menuLanguagesQueryOptions(config: ApiConfig, license: string) {
  return queryOptions({
    queryKey: queryKeys.menuLanguages(license),
    queryFn: ({ signal }) => getMenuLanguages(config, { license }, { signal }),
    staleTime: MENU_STALE_TIME_MS,
    retry: shouldRetry,
  })
}

/**
 * Licence of a custom domain.
 * @param config base URL and fetch
 * @param domain the host name
 * @returns query options
 * spec: menu-browsing §7 GET /en/menus/custom-domain/{domain}/
 */
export function customDomainQueryOptions(config: ApiConfig, domain: string) {
  return queryOptions({
    queryKey: queryKeys.customDomain(domain),
    queryFn: ({ signal }) => getCustomDomain(config, { domain }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: shouldRetry,
  })
}

/**
 * A feedback or information form (cancelled when the screen is left).
 * @param config base URL and fetch
 * @param lang the language code
 * @param formId the form id
 * @returns query options
 * spec: menu-browsing §7 GET /{lang}/api/feedback/{formId}/
 */
export function feedbackFormQueryOptions(config: ApiConfig, lang: string, formId: number | string) {
  return queryOptions({
    queryKey: queryKeys.feedbackForm(lang, formId),
    queryFn: ({ signal }) => getFeedbackForm(config, { lang, formId }, { signal }),
    retry: shouldRetry,
  })
}

/**
 * The venue's web manifest.
 * @param config base URL and fetch
 * @param license the venue licence
 * @returns query options
 * spec: menu-browsing §7 GET /en/menus/manifest/{license}/
 */
export function manifestQueryOptions(config: ApiConfig, license: string) {
  return queryOptions({
    queryKey: queryKeys.manifest(license),
    queryFn: ({ signal }) => getManifest(config, { license }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: shouldRetry,
  })
}

/**
 * A coupon by code (upper-cased).
 * @param config base URL and fetch
 * @param menuId the menu id
 * @param code the code as typed
 * @returns query options (no retry: an invalid coupon stays invalid)
 * spec: ordering-payment §7 GET /en/api/coupon/{menuId}/{CODE}/
 */
export function couponQueryOptions(config: ApiConfig, menuId: number | string, code: string) {
  return queryOptions({
    queryKey: queryKeys.coupon(menuId, code),
    queryFn: ({ signal }) => getCoupon(config, { menuId, code }, { signal }),
    retry: false,
  })
}

/**
 * Delivery fee at a position.
 * @param config base URL and fetch
 * @param menuId the menu id
 * @param lat latitude
 * @param lng longitude
 * @returns query options (no retry: out of area stays out of area)
 * spec: ordering-payment §7 GET /en/api/delivery_zone/{lat},{lng}/{menuId}/
 */
export function deliveryZoneQueryOptions(
  config: ApiConfig,
  menuId: number | string,
  lat: number,
  lng: number,
) {
  return queryOptions({
    queryKey: queryKeys.deliveryZone(menuId, lat, lng),
    queryFn: ({ signal }) => getDeliveryZone(config, { menuId, lat, lng }, { signal }),
    retry: false,
  })
}

/**
 * Minimum order amount of a table's section.
 * @param config base URL and fetch
 * @param license the venue licence
 * @param tableNumber the table number
 * @returns query options
 * spec: ordering-payment §7 GET /en/api/menu_section/{license}/?table_number={n}
 */
export function menuSectionQueryOptions(
  config: ApiConfig,
  license: string,
  tableNumber: number | string,
) {
  return queryOptions({
    queryKey: queryKeys.menuSection(license, tableNumber),
    queryFn: ({ signal }) => getMenuSection(config, { license, tableNumber }, { signal }),
    retry: shouldRetry,
  })
}

/**
 * An order (refetched on 'order-update', reconnect, online and focus by the app).
 * @param config base URL and fetch
 * @param lang the language code
 * @param id the order uuid or id
 * @returns query options
 * spec: ordering-payment §7 GET /{lang}/api/order/{id}/; §4 real-time refresh
 */
export function orderQueryOptions(config: ApiConfig, lang: string, id: string | number) {
  return queryOptions({
    queryKey: queryKeys.order(lang, id),
    queryFn: ({ signal }) => getOrder(config, { lang, id }, { signal }),
    retry: shouldRetry,
  })
}

/**
 * A diner's wallet.
 * @param config base URL and fetch
 * @param id the wallet lookup id
 * @returns query options
 * spec: ordering-payment §7 GET /iiko/af/blue/{id}/
 */
export function walletQueryOptions(config: ApiConfig, id: string | number) {
  return queryOptions({
    queryKey: queryKeys.wallet(id),
    queryFn: ({ signal }) => getWallet(config, { id }, { signal }),
    retry: shouldRetry,
  })
}

/**
 * The active order of a table.
 * @param config base URL and fetch
 * @param location the table or room
 * @param menuId the menu id
 * @returns query options
 * spec: ordering-payment §7 GET /iiko/active-order/{location}/{menuId}/
 */
export function activeOrderQueryOptions(
  config: ApiConfig,
  location: string | number,
  menuId: number | string,
) {
  return queryOptions({
    queryKey: queryKeys.activeOrder(location, menuId),
    queryFn: ({ signal }) => getActiveOrder(config, { location, menuId }, { signal }),
    retry: shouldRetry,
  })
}

/**
 * Verification of a staff id.
 * @param config base URL and fetch
 * @param employeeId the id as typed
 * @returns query options (no retry: an unknown id stays unknown)
 * spec: ordering-payment §7 GET /iiko/af/verify-employee-id/{id}/
 */
export function employeeQueryOptions(config: ApiConfig, employeeId: string) {
  return queryOptions({
    queryKey: queryKeys.employee(employeeId),
    queryFn: ({ signal }) => verifyEmployee(config, { employeeId }, { signal }),
    retry: false,
  })
}

/**
 * Payment status of a return page (PENDING without a call or on failure).
 * @param config base URL and fetch
 * @param provider the return route's provider
 * @param search the page's query
 * @returns query options
 * spec: ordering-payment §7 Payment status calls; §4 Payment status
 */
export function paymentStatusQueryOptions(
  config: ApiConfig,
  provider: PaymentProvider,
  search: URLSearchParams | string | Readonly<Record<string, string | undefined>>,
) {
  return queryOptions({
    queryKey: queryKeys.paymentStatus(provider, search),
    queryFn: ({ signal }) => getPaymentStatus(config, { provider, search }, { signal }),
    retry: false,
  })
}

/**
 * Address autocomplete near a point.
 * @param config base URL (geocoder endpoint) and fetch
 * @param q the text typed
 * @param lat latitude of the bias point
 * @param lng longitude of the bias point
 * @returns query options
 * spec: ordering-payment §7 maps service (10 km bias); CONTRACT GET /geocoder/search/
 */
export function addressSearchQueryOptions(config: ApiConfig, q: string, lat: number, lng: number) {
  return queryOptions({
    queryKey: queryKeys.addressSearch(q, lat, lng),
    queryFn: ({ signal }) => searchAddresses(config, { q, lat, lng }, { signal }),
    retry: shouldRetry,
  })
}

/**
 * Places at a point.
 * @param config base URL (geocoder endpoint) and fetch
 * @param lat latitude
 * @param lng longitude
 * @returns query options
 * spec: ordering-payment §4 reverse geocoding; CONTRACT GET /geocoder/reverse/
 */
export function reverseGeocodeQueryOptions(config: ApiConfig, lat: number, lng: number) {
  return queryOptions({
    queryKey: queryKeys.reverseGeocode(lat, lng),
    queryFn: ({ signal }) => reverseGeocode(config, { lat, lng }, { signal }),
    retry: shouldRetry,
  })
}
