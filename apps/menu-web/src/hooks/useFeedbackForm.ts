import { type FeedbackForm, postSubmission } from '@carte/api-client'
import {
  buildFeedbackSubmission,
  createFormValidator,
  initialFormValues,
  needsPhoneRules,
  numberValuesInLanguage,
  type PhoneRules,
  parseFormData,
} from '@carte/forms'
import type { DynamicFormValues } from '@carte/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { apiConfig } from '../data/api'
import { feedbackFormQueryOptions } from '../data/feedback-form-query'
import type { OrderLocation } from '../lib/location-code'
import { useLanguageChange } from './useLanguageChange'
import { useLastShownOnFailure } from './useLastShownOnFailure'

/**
 * The venue form `formId` for a screen to show, in `lang`: through a language switch the form read
 * in the previous language stands in while the new read is pending (feedbackFormQueryOptions) and
 * if it fails (useLastShownOnFailure), so the answers typed in it stay; undefined while a first
 * read is pending or after it failed (the screen's loader). A failure is logged only.
 * spec: menu-browsing §7 feedback, §8 "Form load failure: only logged"; §2 language change
 * @param lang - the language code.
 * @param formId - the form id.
 * @returns the form to show, or undefined.
 */
export function useShownFeedbackForm(lang: string, formId: string): FeedbackForm | undefined {
  const { data, error } = useQuery(feedbackFormQueryOptions(lang, formId))
  useEffect(() => {
    if (error) console.error(`[@carte/menu-web] form ${formId} could not load`, error)
  }, [error, formId])
  return useLastShownOnFailure(data, error, (shown) => String(shown.id) === formId)
}

/** A venue form's parsed fields. */
export type FormFields = ReturnType<typeof parseFormData>['fields']

/** The fields of a loaded venue form and the phone rules its tel fields need. */
export interface FormFieldsState {
  readonly fields: FormFields | null
  readonly phoneRules: PhoneRules | null
  /** The fields are parsed and, when a tel field needs them, the phone rules are loaded. */
  readonly ready: boolean
}

/**
 * A venue form's fields (@carte/forms parseFormData) and, only for a form with a tel field, the
 * phone rules (@carte/forms/phone brings libphonenumber-js: loaded lazily).
 * spec: menu-browsing §2 Form screen, §5 dynamic form validation
 * @param form - the form as loaded, or undefined while loading.
 * @returns the fields, the phone rules and whether both are ready.
 */
export function useFormFields(form: FeedbackForm | undefined): FormFieldsState {
  const parsed = useMemo(
    () => (form?.form_data ? parseFormData(form.form_data) : null),
    [form?.form_data],
  )
  // form_data that is no list of fields at all (text that is not one) is a load failure: logged,
  // the loader stays (spec: menu-browsing §8). Items the builder wrote loosely are read by
  // parseFormData; what it could not take is logged and the rest of the form shows.
  const unreadable = parsed?.reports.some((report) => report.index === -1) ?? false
  const fields = parsed && !unreadable ? parsed.fields : null
  useEffect(() => {
    if (!parsed || parsed.reports.length === 0) return
    const log = unreadable ? console.error : console.warn
    log(`[@carte/menu-web] form ${form?.id ?? ''}: form_data`, parsed.reports)
  }, [parsed, unreadable, form?.id])
  const needsPhone = fields ? needsPhoneRules(fields) : false
  const [phoneRules, setPhoneRules] = useState<PhoneRules | null>(null)
  useEffect(() => {
    if (!needsPhone) return
    let live = true
    void import('@carte/forms/phone').then((module) => {
      if (live) setPhoneRules(module.phoneRules)
    })
    return () => {
      live = false
    }
  }, [needsPhone])
  return { fields, phoneRules, ready: fields !== null && (!needsPhone || phoneRules !== null) }
}

/** What the feedback submission needs. */
export interface FeedbackSubmissionInput {
  readonly formId: number | string
  readonly fields: FormFields
  readonly phoneRules: PhoneRules | null
  readonly country: string | null
  readonly lang: string
  readonly location: OrderLocation | null
  /** The diner's current position when the browser gave one (a geofenced form's). */
  readonly position?: { readonly lat: number; readonly lng: number } | null | undefined
}

/**
 * The values, validation (on every change) and submission of a venue form: the answers go out as
 * @carte/forms buildFeedbackSubmission builds them, with the order location and the position
 * when known (origin_location), through
 * @carte/api-client postSubmission. A failure is logged (menu-browsing §8) and the values kept.
 * spec: menu-browsing §4 Form submission, §5; ordering-payment §4 Feedback after order
 * @param input - the form, its fields and phone rules, the country, language, order location and
 *   position.
 * @returns the values and their change handler, every issue of the values, whether they are valid,
 *   and the submit mutation.
 */
export function useFeedbackSubmission(input: FeedbackSubmissionInput) {
  const { formId, fields, phoneRules, country, lang, location, position } = input
  const validate = useMemo(
    () =>
      createFormValidator(fields, {
        country,
        language: lang,
        ...(phoneRules ? { phoneRules } : {}),
      }),
    [fields, country, lang, phoneRules],
  )
  const [values, setValues] = useState<DynamicFormValues>(() => initialFormValues(fields))
  // The answers are kept across a language switch (the screen stays); a number typed with the
  // old language's decimal separator is rewritten with the new one's, so '2,5' typed in fr is
  // '2.5' in en rather than 'must be a number'.
  useLanguageChange(lang, (from, to) =>
    setValues((typed) => numberValuesInLanguage(fields, typed, from, to)),
  )
  const result = validate(values)
  const submit = useMutation({
    mutationFn: () => {
      if (!result.success) throw new Error('[@carte/menu-web] submit on an invalid form')
      const body = buildFeedbackSubmission({
        feedbackId: formId,
        answers: result.output,
        orderLocation: location?.location ?? null,
        orderLocationType: location?.type ?? null,
        position: position ?? null,
      })
      // @carte/forms types the point as a readonly tuple, @carte/api-client as a mutable one.
      const point = body.origin_location
      const originLocation = point
        ? {
            origin_location: {
              ...point,
              coordinates: [point.coordinates[0], point.coordinates[1]] as [number, number],
            },
          }
        : {}
      return postSubmission(apiConfig(), { lang, body: { ...body, ...originLocation } })
    },
    onError: (error) => console.error('[@carte/menu-web] form submission failed', error),
  })
  // Every issue of the current values: DynamicForm shows a field's once the diner has touched it,
  // and all of them when Submit is pressed on an invalid form, focusing the first (WCAG 3.3.1).
  return { values, change: setValues, issues: result.issues, valid: result.success, submit }
}
