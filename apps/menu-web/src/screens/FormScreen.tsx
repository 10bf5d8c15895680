import { canSubmitForm, type PhoneRules, successColor } from '@carte/forms'
import { DynamicForm, FormSuccess, Loader, useT } from '@carte/ui'
import { getRouteApi } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { GeofenceGate } from '../components/GeofenceGate'
import {
  type FormFields,
  useFeedbackSubmission,
  useFormFields,
  useShownFeedbackForm,
} from '../hooks/useFeedbackForm'
import { type Geofence, useGeofence } from '../hooks/useGeofence'
import { useMenu, useVenue } from '../hooks/useMenu'
import { usePageView } from '../hooks/usePageView'
import { useScreenTitle } from '../hooks/useScreenTitle'
import { isOutsideGeofence } from '../lib/outside-geofence'
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
  // A language change keeps the form and the answers on screen (useShownFeedbackForm).
  const form = useShownFeedbackForm(lang, id)
  useScreenTitle(form?.name ?? t('ui_str_form', 'Form'))
  usePageView('info_form_view', { page_name: form?.name ?? '', page_id: id }, form !== undefined)

  const { fields, phoneRules, ready } = useFormFields(form)

  const geofence = useGeofence(Boolean(form?.enable_geofence), lang, menu.id)

  if (!form || !fields || !ready) {
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
  readonly fields: FormFields
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
  // Validation runs on every change (spec: menu-browsing §5).
  const { values, change, issues, valid, submit } = useFeedbackSubmission({
    formId,
    fields,
    phoneRules,
    country,
    lang,
    location,
    // The current position, sent as origin_location (spec: menu-browsing §3 Feedback submission).
    position: geofence.enabled ? geofence.state.position : null,
  })
  const canSubmit = canSubmitForm({
    formId,
    valid,
    submitting: submit.isPending,
    geofenceEnabled: geofence.enabled,
    locationAllowed: geofence.state.allowed ?? undefined,
  })

  // One main throughout, with a status region in it from the start: the success panel goes into
  // the region, so its message is announced (a region created with its text is often not read),
  // and FormSuccess moves the focus to it (the pressed button is gone). WCAG 4.1.3, 2.4.3
  return (
    <main
      className="carte-app-screen"
      data-testid={submit.isSuccess ? 'form-success' : 'form-screen'}
    >
      {submit.isSuccess ? null : (
        <>
          <h1 className="carte-app-title">{name}</h1>
          {geofence.enabled ? <GeofenceGate geofence={geofence} /> : null}
          {/* With geofencing on, the form appears only when proceeding is allowed (spec §2 Form). */}
          {geofence.proceed ? (
            <DynamicForm
              aria-label={name}
              fields={fields}
              values={values}
              onValuesChange={change}
              issues={issues}
              onSubmit={() => {
                if (!canSubmit) return
                submit.mutate(undefined, {
                  // Refused as outside the area (the diner moved since the check): the answers
                  // and the §8 error text stay, and the gate goes back to 'You’re currently
                  // outside the allowed area.' with 'Refresh Location', so the next submit
                  // sends a fresh position, not the refused one (spec: menu-browsing §4, §8).
                  onError: (error) => {
                    if (geofence.enabled && isOutsideGeofence(error)) geofence.refuse()
                  },
                })
              }}
              submitting={submit.isPending}
              submitDisabled={!canSubmit}
              submissionFailed={submit.isError}
            />
          ) : null}
        </>
      )}
      <div role="status">
        {submit.isSuccess ? (
          <FormSuccess
            messageHtml={submit.data.message}
            backHref={`/${lang}/home`}
            successColor={successColor(successThemeColor)}
          />
        ) : null}
      </div>
    </main>
  )
}
