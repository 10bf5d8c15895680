import type { FeedbackForm } from '@carte/api-client'
import { feedbackFormQueryOptions as feedbackFormOptions } from '@carte/api-client/query'
import { queryOptions } from '@tanstack/react-query'
import { apiConfig } from './api'

// Apart from data/queries.ts: only the form screen and the order page's feedback ask for a form,
// so this call and its options load with them, not with the first screen (pnpm budget).

/**
 * A feedback or information form (spec: menu-browsing §7 feedback), the one read in the previous
 * language standing in while a language switch reads it again.
 * @param lang - the language code.
 * @param formId - the form id.
 * @returns query options.
 */
export function feedbackFormQueryOptions(lang: string, formId: string) {
  return queryOptions({
    ...feedbackFormOptions(apiConfig(), lang, formId),
    // A language change keeps the form, and what the diner typed in it, on screen while its
    // labels load in the new language (the loader in between dropped every answer). Another
    // form's data never stands in.
    placeholderData: (previous: FeedbackForm | undefined) =>
      previous !== undefined && String(previous.id) === formId ? previous : undefined,
  })
}
