import type { FormOutput } from './field-types'
import { type GeoPoint, geoPoint } from './geo-point'

/** The body of POST /{lang}/api/submission/. */
export interface FeedbackSubmission {
  readonly feedback_id: number | string
  /** The validated answers by field name. */
  readonly submission: FormOutput
  /** The order location (table or room number), or null without one. */
  readonly origin_label: string | null
  /** The location type lower-cased ('table', 'room'), or null without one. */
  readonly origin_type: string | null
  /** The diner's current position, only when known. */
  readonly origin_location?: GeoPoint
}

/** What {@link buildFeedbackSubmission} needs. */
export interface FeedbackSubmissionInput {
  readonly feedbackId: number | string
  /** The `output` of a successful form validation. */
  readonly answers: FormOutput
  /** Cart state orderLocation, e.g. '12'. */
  readonly orderLocation?: string | number | null | undefined
  /** Cart state orderLocationType, e.g. 'Table'. */
  readonly orderLocationType?: string | null | undefined
  /** The current geo position when the browser gave one. */
  readonly position?: { readonly lat: number; readonly lng: number } | null | undefined
}

/**
 * Builds the feedback submission payload from validated answers and the order location.
 * spec: menu-browsing §3 Feedback submission payload; §7 POST /{lang}/api/submission/
 * @param input - the form id, the validated answers, the order location and position
 * @returns the JSON body; origin_type lower-cased, origin_location only with a position
 */
export function buildFeedbackSubmission(input: FeedbackSubmissionInput): FeedbackSubmission {
  const label = input.orderLocation
  const type = input.orderLocationType
  return {
    feedback_id: input.feedbackId,
    submission: input.answers,
    origin_label: label === undefined || label === null || label === '' ? null : String(label),
    origin_type: type === undefined || type === null || type === '' ? null : type.toLowerCase(),
    ...(input.position === undefined || input.position === null
      ? {}
      : { origin_location: geoPoint(input.position) }),
  }
}
