import { geofenceBodySchema, submissionBodySchema } from '@carte/api-client'
import { parseFormData, validateForm } from '@carte/forms'
import { phoneRules } from '@carte/forms/phone'
import type { Hono } from 'hono'
import type { AppContext } from '../context'
import { readBody } from '../http/body'
import { badRequest, notFound } from '../http/errors'
import { insideGeofence } from '../orders/rules'
import type { FormSeed, VenueSeed } from '../seed/types'

const LANG = ':lang{[a-z]{2}(?:-[a-z]+)?}'

/**
 * Feedback forms, submissions and the geofence check.
 * spec: menu-browsing §7 feedback, submission, geofence; §5 dynamic form validation
 * @param app - The Hono app.
 * @param ctx - Shared state.
 */
export function formRoutes(app: Hono, ctx: AppContext): void {
  const { venues } = ctx
  const findForm = (id: number, lang: string): { seed: VenueSeed; form: FormSeed } | undefined => {
    for (const seed of venues.seeds) {
      const form = venues.menu(seed, lang).forms.find((f) => f.id === id)
      if (form !== undefined) return { seed, form }
    }
    return undefined
  }
  // Form ids are unique across the seeded venues (demo 1-3); the path carries no licence.
  app.get(`/${LANG}/api/feedback/:formId/`, (c) => {
    const raw = c.req.param('formId')
    const found = /^\d+$/.test(raw) ? findForm(Number(raw), c.req.param('lang')) : undefined
    if (found === undefined || !found.form.enable) return notFound(c, 'Unknown form')
    const { form } = found
    return c.json({
      id: form.id,
      name: form.name,
      enable_geofence: form.enable_geofence,
      form_data: form.form_data,
    })
  })

  app.post(`/${LANG}/api/submission/`, async (c) => {
    const body = await readBody(c, submissionBodySchema)
    if (!body.ok) return body.response
    const lang = c.req.param('lang')
    const found = findForm(body.value.feedback_id, lang)
    if (found === undefined || !found.form.enable) {
      return c.json({ code: 'not_found', field: 'feedback_id', message: 'Unknown form' }, 404)
    }
    const { seed, form } = found
    const menu = venues.menu(seed, lang)
    const parsed = parseFormData(form.form_data)
    const result = validateForm(parsed.fields, body.value.submission, {
      country: typeof menu.menu_country === 'string' ? menu.menu_country : undefined,
      phoneRules,
      // The same rule as the diner's form: a typed number in the language's notation.
      language: lang,
    })
    if (!result.success) {
      const issue = result.issues[0]
      return badRequest(c, `submission.${issue?.field ?? ''}`, issue?.message ?? 'Invalid answer')
    }
    const location = body.value.origin_location
    if (form.enable_geofence) {
      const lng = location?.coordinates[0]
      const lat = location?.coordinates[1]
      if (lat === undefined || lng === undefined) {
        return badRequest(c, 'origin_location', 'This form needs your location')
      }
      if (!insideGeofence(seed, menu, { lat, lng })) {
        return c.json(
          {
            code: 'outside_geofence',
            field: 'origin_location',
            message: 'You’re currently outside the allowed area.',
          },
          403,
        )
      }
    }
    ctx.db
      .prepare(
        `INSERT INTO submissions (feedback_id, license, lang, submission_json, origin_label, origin_type,
          origin_location_json, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        form.id,
        seed.license,
        lang,
        JSON.stringify(result.output),
        body.value.origin_label,
        body.value.origin_type,
        location === null ? null : JSON.stringify(location),
        ctx.now().toISOString(),
      )
    return c.json({ message: form.success_message }, 201)
  })

  app.post(`/${LANG}/menus/geofence/:menuId/`, async (c) => {
    const body = await readBody(c, geofenceBodySchema)
    if (!body.ok) return body.response
    const seed = venues.byMenuId(c.req.param('menuId'))
    if (seed === undefined) return notFound(c, 'Unknown menu', 'menuId')
    const menu = venues.menu(seed, seed.defaultLanguage)
    const allowed = insideGeofence(seed, menu, body.value)
    return c.json({
      allowed,
      radius_m: seed.geofenceRadiusM,
      ...(allowed ? {} : { message: 'You’re currently outside the allowed area.' }),
    })
  })
}
