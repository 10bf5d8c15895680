import * as v from 'valibot'
import type { DeepReadonly } from '../deep-readonly'
import { formDataSchema } from './form-data'
import { idSchema, listOf, nullableTextSchema, textSchema } from './primitives'

/** Custom-domain lookup answer. spec: menu-browsing §7 GET /en/menus/custom-domain/{domain}/ */
export const customDomainSchema = v.object({
  license: v.string(),
})

/** A language of the venue. spec: menu-browsing §3 Language */
export const languageSchema = v.object({
  code: v.string(),
  name_local: textSchema,
})

/** Language list answer. spec: menu-browsing §7 GET /en/api/menu_language/{license}/ */
export const menuLanguagesSchema = v.object({
  default_language: v.string(),
  languages: listOf(languageSchema),
})

/** Feedback (information) form answer. spec: menu-browsing §7 GET /{lang}/api/feedback/{formId}/ */
export const feedbackFormSchema = v.object({
  id: idSchema,
  name: textSchema,
  enable_geofence: v.nullish(v.boolean(), false),
  form_data: formDataSchema,
})

/** Geo position sent with a submission or an order: a point, longitude first. */
const originLocationSchema = v.nullish(
  v.object({
    type: v.optional(v.literal('Point'), 'Point'),
    coordinates: v.tuple([v.pipe(v.number(), v.finite()), v.pipe(v.number(), v.finite())]),
  }),
  null,
)

/**
 * Feedback submission body. spec: menu-browsing §3 Feedback submission payload;
 * §7 POST /{lang}/api/submission/
 */
export const submissionBodySchema = v.object({
  feedback_id: idSchema,
  submission: v.record(v.string(), v.unknown()),
  origin_label: v.nullish(v.string(), null),
  origin_type: v.nullish(v.string(), null),
  origin_location: originLocationSchema,
})

/** Submission answer (201): the success message as HTML. spec: menu-browsing §7 */
export const submissionResponseSchema = v.object({
  message: textSchema,
})

/** Geofence check body. spec: menu-browsing §7 POST {app}/{lang}/menus/geofence/{menuId}/ */
export const geofenceBodySchema = v.object({
  lat: v.pipe(v.number(), v.finite()),
  lng: v.pipe(v.number(), v.finite()),
})

/**
 * Geofence answer: `allowed`, also read as `is_allowed` or `allow`; none of them -> null (unknown).
 * spec: menu-browsing §3 Geofence response
 */
export const geofenceResponseSchema = v.pipe(
  v.object({
    allowed: v.nullish(v.boolean()),
    is_allowed: v.nullish(v.boolean()),
    allow: v.nullish(v.boolean()),
  }),
  v.transform((input) => ({ allowed: input.allowed ?? input.is_allowed ?? input.allow ?? null })),
)

/** Web app manifest. spec: menu-browsing §7 GET /en/menus/manifest/{license}/ */
export const manifestSchema = v.looseObject({
  name: textSchema,
  short_name: textSchema,
  start_url: nullableTextSchema,
  display: nullableTextSchema,
  theme_color: nullableTextSchema,
  background_color: nullableTextSchema,
  icons: listOf(
    v.looseObject({ src: v.string(), sizes: nullableTextSchema, type: nullableTextSchema }),
  ),
})

/** Output of customDomainSchema. */
export type CustomDomain = v.InferOutput<typeof customDomainSchema>
/** Output of languageSchema. */
export type Language = v.InferOutput<typeof languageSchema>
/** Output of menuLanguagesSchema. */
export type MenuLanguages = v.InferOutput<typeof menuLanguagesSchema>
/** Output of feedbackFormSchema. */
export type FeedbackForm = v.InferOutput<typeof feedbackFormSchema>
/** What a caller passes as a submission body. */
export type SubmissionBody = DeepReadonly<v.InferInput<typeof submissionBodySchema>>
/** Output of submissionResponseSchema. */
export type SubmissionResponse = v.InferOutput<typeof submissionResponseSchema>
/** Geofence request body. */
export type GeofenceBody = DeepReadonly<v.InferInput<typeof geofenceBodySchema>>
/** Geofence answer: allowed true, false or null (unknown). */
export type GeofenceResult = v.InferOutput<typeof geofenceResponseSchema>
/** Output of manifestSchema. */
export type Manifest = v.InferOutput<typeof manifestSchema>
/** What the server may send for customDomainSchema (before defaults and normalisation). */
export type CustomDomainInput = v.InferInput<typeof customDomainSchema>
/** What the server may send for menuLanguagesSchema (before defaults and normalisation). */
export type MenuLanguagesInput = v.InferInput<typeof menuLanguagesSchema>
/** What the server may send for feedbackFormSchema (before defaults and normalisation). */
export type FeedbackFormInput = v.InferInput<typeof feedbackFormSchema>
/** What the server may send for submissionResponseSchema (before defaults and normalisation). */
export type SubmissionResponseInput = v.InferInput<typeof submissionResponseSchema>
/** What the server may send for geofenceResponseSchema (before defaults and normalisation). */
export type GeofenceResponseInput = v.InferInput<typeof geofenceResponseSchema>
/** What the server may send for manifestSchema (before defaults and normalisation). */
export type ManifestInput = v.InferInput<typeof manifestSchema>
