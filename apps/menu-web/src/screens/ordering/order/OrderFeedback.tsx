import { postSubmission } from '@carte/api-client'
import {
  buildFeedbackSubmission,
  createFormValidator,
  initialFormValues,
  needsPhoneRules,
  type PhoneRules,
  parseFormData,
  successColor,
} from '@carte/forms'
import { DynamicForm, type DynamicFormValues, Loader, SanitizedHtml, useT } from '@carte/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { apiConfig } from '../../../data/api'
import { feedbackFormQueryOptions } from '../../../data/queries'
import type { OrderLocation } from '../../../lib/location-code'

/** Props of {@link OrderFeedback}. */
export interface OrderFeedbackProps {
  readonly formId: number | string
  readonly lang: string
  readonly country: string | null
  readonly location: OrderLocation | null
  /** theme_data feedback_success_text_color, if any. */
  readonly successThemeColor: string | null
}

/**
 * The feedback form after an order: loading, then the form (rendered by @carte/ui's DynamicForm
 * as on the form screen), then submitted with the server's success message.
 * spec: ordering-payment §4 Feedback after order (loading, form, submitted); §8 feedback failure
 * is logged; menu-browsing §5 dynamic form validation
 * @param props - {@link OrderFeedbackProps}
 * @returns the feedback block.
 */
export function OrderFeedback({
  formId,
  lang,
  country,
  location,
  successThemeColor,
}: OrderFeedbackProps) {
  const t = useT()
  const query = useQuery(feedbackFormQueryOptions(lang, String(formId)))
  const form = query.data
  const fields = useMemo(
    () => (form?.form_data ? parseFormData(form.form_data).fields : null),
    [form?.form_data],
  )
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
  useEffect(() => {
    if (query.error) console.error('[@carte/menu-web] feedback form could not load', query.error)
  }, [query.error])

  const validate = useMemo(
    () =>
      // A tel field is validated with libphonenumber's rules: wait for them.
      fields && (!needsPhone || phoneRules)
        ? createFormValidator(fields, { country, ...(phoneRules ? { phoneRules } : {}) })
        : null,
    [fields, needsPhone, country, phoneRules],
  )
  const [values, setValues] = useState<DynamicFormValues | null>(null)
  const [touched, setTouched] = useState(false)
  const current = values ?? (fields ? initialFormValues(fields) : null)
  const result = validate && current ? validate(current) : null
  const submit = useMutation({
    mutationFn: () => {
      if (!result?.success || !form) throw new Error('[@carte/menu-web] submit on an invalid form')
      const body = buildFeedbackSubmission({
        feedbackId: form.id,
        answers: result.output,
        orderLocation: location?.location ?? null,
        orderLocationType: location?.type ?? null,
      })
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
    onError: (error) => console.error('[@carte/menu-web] feedback submission failed', error),
  })

  if (submit.isSuccess) {
    return (
      <section
        className="carte-app-order__feedback"
        data-testid="order-feedback"
        data-state="submitted"
        role="status"
        style={{ color: successColor(successThemeColor) }}
      >
        <SanitizedHtml html={submit.data.message} />
      </section>
    )
  }
  if (!form || !fields || !current || !result || (needsPhone && !phoneRules)) {
    return (
      <section
        className="carte-app-order__feedback"
        data-testid="order-feedback"
        data-state="loading"
      >
        <Loader label={t('ui_str_loading', 'Loading')} />
      </section>
    )
  }
  const canSubmit = result.success && !submit.isPending
  return (
    <section
      className="carte-app-order__feedback"
      data-testid="order-feedback"
      data-state="form"
      aria-labelledby="order-feedback-title"
    >
      <h2 id="order-feedback-title">{form.name}</h2>
      <DynamicForm
        aria-label={form.name}
        fields={fields}
        values={current}
        onValuesChange={(next) => {
          setTouched(true)
          setValues(next)
        }}
        issues={touched ? result.issues : []}
        onSubmit={() => {
          if (canSubmit) submit.mutate()
        }}
        submitting={submit.isPending}
        submitDisabled={!canSubmit}
        submissionFailed={submit.isError}
      />
    </section>
  )
}
