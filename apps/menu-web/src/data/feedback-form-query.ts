import { feedbackFormQueryOptions as feedbackFormOptions } from '@carte/api-client/query'
import { apiConfig } from './api'

// Apart from data/queries.ts: only the form screen and the order page's feedback ask for a form,
// so this call and its options load with them, not with the first screen (pnpm budget).

/**
 * A feedback or information form (spec: menu-browsing §7 feedback).
 * @param lang - the language code.
 * @param formId - the form id.
 * @returns query options.
 */
export function feedbackFormQueryOptions(lang: string, formId: string) {
  return feedbackFormOptions(apiConfig(), lang, formId)
}
