import { postSubmission } from '@carte/api-client'
import {
  buildFeedbackSubmission,
  canSubmitForm,
  createFormValidator,
  initialFormValues,
  needsPhoneRules,
  type PhoneRules,
  parseFormData,
  successColor,
} from '@carte/forms'
import { DynamicForm, type DynamicFormValues, FormSuccess, Loader, useT } from '@carte/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useEffect, useMemo, useState } from 'react'
import { GeofenceGate } from '../components/GeofenceGate'
import { apiConfig } from '../data/api'
import { feedbackFormQueryOptions } from '../data/queries'
import { type Geofence, useGeofence } from '../hooks/useGeofence'
import { useMenu, useVenue } from '../hooks/useMenu'
import { usePageView } from '../hooks/usePageView'
import { useScreenTitle } from '../hooks/useScreenTitle'
import { orderLocationAtom } from '../state/persisted'

const routeApi = getRouteApi('/$lang/form/$id')

/**
 * /{lang}/form/{id}: a loader while loading (and while the form is missing or has no form_data),
 * then the fields and submit; after a 201 the success mark, the server's message and
 * 'Back To Menu' (spec: menu-browsing §2 Form screen, §4 Form submission, §5, §8).
 * @returns the form screen.
 */
export function FormScreen() {
  const { id } = routeApi.useParams()
  const { lang, license } = useVenue()
  const menu = useMenu()
  const t = useT()
  const query = useQuery(feedbackFormQueryOptions(lang, id))
  const form = query.data
  useScreenTitle(form?.name ?? t('ui_str_form', 'Form'))
  usePageView('info_form_view', { page_name: form?.name ?? '', page_id: id }, form !== undefined)

  useEffect(() => {
    // A form that fails to load is only logged; the loader stays (spec: menu-browsing §8).
    if (query.error) console.error('[@carte/menu-web] form could not load', query.error)
  }, [query.error])

  const fields = useMemo(
    () => (form?.form_data ? parseFormData(form.form_data).fields : null),
    [form?.form_data],
  )
  const [phoneRules, setPhoneRules] = useState<PhoneRules | null>(null)
  const needsPhone = fields ? needsPhoneRules(fields) : false
  useEffect(() => {
    if (!needsPhone) return
    let live = true
    // Phone rules bring libphonenumber-js: loaded only for forms with a tel field.
    void import('@carte/forms/phone').then((module) => {
      if (live) setPhoneRules(module.phoneRules)
    })
    return () => {
      live = false
    }
  }, [needsPhone])

  const geofence = useGeofence(Boolean(form?.enable_geofence), lang, menu.id)

  if (!form || !fields || (needsPhone && !phoneRules)) {
    return (
      <main className="carte-app-screen" data-testid="form-loading" aria-busy="true">
        <Loader size="large" />
      </main>
    )
  }
  return (
    <FormBody
      key={form.id}
      formId={form.id}
      name={form.name}
      fields={fields}
      phoneRules={phoneRules}
      lang={lang}
      license={license}
      country={menu.menu_country}
      successThemeColor={themeColor(menu.theme_data, 'feedback_success_text_color')}
      geofence={{ enabled: Boolean(form.enable_geofence), ...geofence }}
    />
  )
}

function themeColor(theme: unknown, key: string): string | null {
  if (typeof theme !== 'object' || theme === null) return null
  const value = (theme as Record<string, unknown>)[key]
  return typeof value === 'string' ? value : null
}

interface FormBodyProps {
  readonly formId: number | string
  readonly name: string
  readonly fields: ReturnType<typeof parseFormData>['fields']
  readonly phoneRules: PhoneRules | null
  readonly lang: string
  readonly license: string
  readonly country: string | null
  readonly successThemeColor: string | null
  readonly geofence: { readonly enabled: boolean } & Geofence
}

function FormBody({
  formId,
  name,
  fields,
  phoneRules,
  lang,
  license,
  country,
  successThemeColor,
  geofence,
}: FormBodyProps) {
  const location = useAtomValue(orderLocationAtom(license))
  const validate = useMemo(
    () =>
      createFormValidator(fields, {
        country,
        ...(phoneRules ? { phoneRules } : {}),
      }),
    [fields, country, phoneRules],
  )
  const [values, setValues] = useState<DynamicFormValues>(() => initialFormValues(fields))
  const [touched, setTouched] = useState(false)
  // Validation runs on every change (spec: menu-browsing §5).
  const result = validate(values)
  const submit = useMutation({
    mutationFn: () => {
      if (!result.success) throw new Error('[@carte/menu-web] submit on an invalid form')
      const body = buildFeedbackSubmission({
        feedbackId: formId,
        answers: result.output,
        orderLocation: location?.location ?? null,
        orderLocationType: location?.type ?? null,
      })
      // @carte/forms types the point as a readonly tuple, @carte/api-client as a mutable one.
      const point = body.origin_location
      const coordinates: [number, number] | null = point
        ? [point.coordinates[0], point.coordinates[1]]
        : null
      const originLocation =
        point && coordinates ? { origin_location: { ...point, coordinates } } : {}
      return postSubmission(apiConfig(), { lang, body: { ...body, ...originLocation } })
    },
    onError: (error) => console.error('[@carte/menu-web] form submission failed', error),
  })
  const canSubmit = canSubmitForm({
    formId,
    valid: result.success,
    submitting: submit.isPending,
    geofenceEnabled: geofence.enabled,
    locationAllowed: geofence.state.allowed ?? undefined,
  })

  if (submit.isSuccess) {
    return (
      <main className="carte-app-screen" data-testid="form-success">
        <FormSuccess
          messageHtml={submit.data.message}
          backHref={`/${lang}/home`}
          successColor={successColor(successThemeColor)}
        />
      </main>
    )
  }
  return (
    <main className="carte-app-screen" data-testid="form-screen">
      <h1 className="carte-app-title">{name}</h1>
      {geofence.enabled ? <GeofenceGate geofence={geofence} /> : null}
      {/* With geofencing on, the form appears only when proceeding is allowed (spec §2 Form). */}
      {geofence.proceed ? (
        <DynamicForm
          aria-label={name}
          fields={fields}
          values={values}
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
      ) : null}
    </main>
  )
}
