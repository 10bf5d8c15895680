import { assert, MESSAGES } from '../assert'
import type { ApiConfig, CallOptions } from '../config'
import { LicenseNotActiveError, ServerError } from '../errors'
import { segment } from '../path'
import { request } from '../request'
import { type MenuData, menuSchema } from '../schemas/menu'
import {
  type CustomDomain,
  customDomainSchema,
  type FeedbackForm,
  feedbackFormSchema,
  type GeofenceResult,
  geofenceBodySchema,
  geofenceResponseSchema,
  type Manifest,
  type MenuLanguages,
  manifestSchema,
  menuLanguagesSchema,
  type SubmissionBody,
  type SubmissionResponse,
  submissionBodySchema,
  submissionResponseSchema,
} from '../schemas/menu-info'

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

/**
 * Picks the language to load: the requested one if the venue has it, else its default_language.
 * @param requested the language asked for (path segment or stored choice), or null
 * @param languages the venue's language list
 * @returns a language code the venue serves
 * spec: menu-browsing §4 Menu loading ("A requested language is used only if it is in the list")
 */
export function resolveLanguage(requested: string | null, languages: MenuLanguages): string {
  if (requested !== null && languages.languages.some((language) => language.code === requested)) {
    return requested
  }
  return languages.default_language
}

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

/**
 * Loads an information or feedback form.
 * @param config base URL and fetch
 * @param params.lang the language code
 * @param params.formId the form id
 * @param options signal (the screen cancels on leave)
 * @returns { id, name, enable_geofence, form_data } (form_data null when absent)
 * spec: menu-browsing §7 GET /{lang}/api/feedback/{formId}/
 */
export function getFeedbackForm(
  config: ApiConfig,
  params: { readonly lang: string; readonly formId: number | string },
  options?: CallOptions,
): Promise<FeedbackForm> {
  return request(
    config,
    {
      method: 'GET',
      path: `/${segment(params.lang)}/api/feedback/${segment(params.formId)}/`,
      schema: feedbackFormSchema,
    },
    options,
  )
}

/**
 * Submits a filled form; success is HTTP 201 with the message to show (HTML).
 * @param config base URL and fetch
 * @param params.lang the language code
 * @param params.body feedback_id, submission, origin_label, origin_type, origin_location
 * @param options signal
 * @returns { message }
 * spec: menu-browsing §7 POST /{lang}/api/submission/; §9 "Form submit success status 201"
 */
export function postSubmission(
  config: ApiConfig,
  params: { readonly lang: string; readonly body: SubmissionBody },
  options?: CallOptions,
): Promise<SubmissionResponse> {
  return request(
    config,
    {
      method: 'POST',
      path: `/${segment(params.lang)}/api/submission/`,
      body: params.body,
      bodySchema: submissionBodySchema,
      schema: submissionResponseSchema,
      expectStatus: 201,
    },
    options,
  )
}

/** Text shown when a geofence check fails without a usable message. spec: menu-browsing §7 */
export const GEOFENCE_FALLBACK_MESSAGE = 'Could not validate your location. Please try again.'

/**
 * Asks the server whether a position is inside the venue's geofence.
 * @param config base URL and fetch
 * @param params.lang the language code
 * @param params.menuId the menu id
 * @param params.lat latitude
 * @param params.lng longitude
 * @param params.endpoint overrides the whole URL (the spec lets the endpoint be overridden)
 * @param options signal
 * @returns { allowed: true | false | null } (null when the answer says neither)
 * spec: menu-browsing §7 POST {app}/{lang}/menus/geofence/{menuId}/; §3 Geofence response
 */
export function checkGeofence(
  config: ApiConfig,
  params: {
    readonly lang: string
    readonly menuId: number | string
    readonly lat: number
    readonly lng: number
    readonly endpoint?: string
  },
  options?: CallOptions,
): Promise<GeofenceResult> {
  return request(
    config,
    {
      method: 'POST',
      path: params.endpoint ?? `/${segment(params.lang)}/menus/geofence/${segment(params.menuId)}/`,
      body: { lat: params.lat, lng: params.lng },
      bodySchema: geofenceBodySchema,
      schema: geofenceResponseSchema,
    },
    options,
  )
}

/**
 * The message to show for a failed geofence check: the answer's message, else its error (or
 * detail), else 'Could not validate your location. Please try again.'.
 * @param error what checkGeofence threw
 * @returns the text to show
 * spec: menu-browsing §7 Geofence failure
 */
export function geofenceFailureMessage(error: unknown): string {
  if (error instanceof ServerError && typeof error.body === 'object' && error.body !== null) {
    const body = error.body as Record<string, unknown>
    for (const key of ['message', 'error', 'detail']) {
      const value = body[key]
      if (typeof value === 'string' && value.trim() !== '') return value
    }
  }
  return GEOFENCE_FALLBACK_MESSAGE
}

/**
 * Reads the venue's web app manifest.
 * @param config base URL and fetch
 * @param params.license the venue licence
 * @param options signal
 * @returns the manifest (unknown manifest members kept)
 * spec: menu-browsing §7 GET /en/menus/manifest/{license}/
 */
export function getManifest(
  config: ApiConfig,
  params: { readonly license: string },
  options?: CallOptions,
): Promise<Manifest> {
  return request(
    config,
    {
      method: 'GET',
      path: `/en/menus/manifest/${segment(params.license)}/`,
      schema: manifestSchema,
    },
    options,
  )
}

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
