import type { ApiConfig, CallOptions } from '../config'
import { segment } from '../path'
import { request } from '../request'
import { type FeedbackForm, feedbackFormSchema } from '../schemas/menu-info'

/**
 * Loads an information or feedback form; success is HTTP 200 only (any other status, even a 2xx
 * with a valid body, is a ServerError: the screen logs it and keeps its loader).
 * @param config base URL and fetch
 * @param params.lang the language code
 * @param params.formId the form id
 * @param options signal (the screen cancels on leave)
 * @returns { id, name, enable_geofence, form_data } (form_data null when absent)
 * spec: menu-browsing §7 GET /{lang}/api/feedback/{formId}/ ("non-200 or failure only logged");
 *   §9 "form load success status 200"
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
      expectStatus: 200,
    },
    options,
  )
}
