import { queryOptions } from '@tanstack/react-query'
import { getFeedbackForm } from '../calls/get-feedback-form'
import type { ApiConfig } from '../config'
import { queryKeys } from '../query-keys'
import { shouldRetry } from './should-retry'

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
