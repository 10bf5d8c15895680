import type { FeedbackForm } from '@carte/api-client'
import { type PhoneRules, successColor } from '@carte/forms'
import { DynamicForm, Loader, SanitizedHtml, useT } from '@carte/ui'
import { useEffect, useRef } from 'react'
import {
  type FormFields,
  useFeedbackSubmission,
  useFormFields,
  useShownFeedbackForm,
} from '../../../hooks/useFeedbackForm'
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
 * as on the form screen), then submitted with the server's success message, which takes the
 * focus (the pressed Submit button is gone; WCAG 2.4.3).
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
  // A language change keeps the form and its answers (useShownFeedbackForm).
  const form = useShownFeedbackForm(lang, String(formId))
  const { fields, phoneRules, ready } = useFormFields(form)

  if (!form || !fields || !ready) {
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
  return (
    <OrderFeedbackForm
      key={form.id}
      form={form}
      fields={fields}
      phoneRules={phoneRules}
      lang={lang}
      country={country}
      location={location}
      successThemeColor={successThemeColor}
    />
  )
}

interface OrderFeedbackFormProps extends Omit<OrderFeedbackProps, 'formId'> {
  readonly form: FeedbackForm
  readonly fields: FormFields
  readonly phoneRules: PhoneRules | null
}

function OrderFeedbackForm({
  form,
  fields,
  phoneRules,
  lang,
  country,
  location,
  successThemeColor,
}: OrderFeedbackFormProps) {
  const { values, change, issues, valid, submit } = useFeedbackSubmission({
    formId: form.id,
    fields,
    phoneRules,
    country,
    lang,
    location,
  })
  if (submit.isSuccess) {
    return <FeedbackSent message={submit.data.message} color={successColor(successThemeColor)} />
  }
  const canSubmit = valid && !submit.isPending
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
        values={values}
        onValuesChange={change}
        issues={issues}
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

/**
 * The server's success message in place of the form. The Submit button pressed is gone with the
 * form, so the focus moves to the message (as @carte/ui FormSuccess does on the form screen) and
 * is read; an empty message leaves the focus on the section.
 */
function FeedbackSent({
  message,
  color,
}: {
  readonly message: string
  /** The validated success colour (theme feedback_success_text_color, else green). */
  readonly color: string
}) {
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return (
    <section
      ref={ref}
      className="carte-app-order__feedback"
      data-testid="order-feedback"
      data-state="submitted"
      role="status"
      // Focusable from script only: it takes the focus the removed Submit button had (WCAG 2.4.3).
      tabIndex={-1}
      style={{ color }}
    >
      <SanitizedHtml html={message} />
    </section>
  )
}
