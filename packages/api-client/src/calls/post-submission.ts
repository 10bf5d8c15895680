import type { ApiConfig, CallOptions } from '../config'
import { segment } from '../path'
import { request } from '../request'
import {
  type SubmissionBody,
  type SubmissionResponse,
  submissionBodySchema,
  submissionResponseSchema,
} from '../schemas/menu-info'

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
