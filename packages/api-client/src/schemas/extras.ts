import * as v from 'valibot'
import {
  coordinateSchema,
  listOf,
  nullableTextSchema,
  referenceSchema,
  textSchema,
} from './primitives'

/** A geocoder search hit. spec: CONTRACT Geocoder GET /geocoder/search/ */
export const geocoderPlaceSchema = v.object({
  place_id: referenceSchema,
  formatted_address: textSchema,
  types: listOf(v.string()),
  lat: coordinateSchema,
  lng: coordinateSchema,
})

/** Geocoder answer (search and reverse). spec: CONTRACT Geocoder */
export const geocoderResultsSchema = v.object({
  results: listOf(geocoderPlaceSchema),
})

/**
 * A JSON error body of venue-api: code, message, field (unknown fields kept for callers).
 * spec: CONTRACT Error bodies
 */
export const errorBodySchema = v.looseObject({
  code: nullableTextSchema,
  message: nullableTextSchema,
  error: nullableTextSchema,
  detail: nullableTextSchema,
  field: nullableTextSchema,
})

/** A place found by the geocoder. */
export type GeocoderPlace = v.InferOutput<typeof geocoderPlaceSchema>
/** Geocoder answer. */
export type GeocoderResults = v.InferOutput<typeof geocoderResultsSchema>
/** A parsed error body. */
export type ErrorBody = v.InferOutput<typeof errorBodySchema>
/** What the server may send for geocoderResultsSchema (before defaults and normalisation). */
export type GeocoderResultsInput = v.InferInput<typeof geocoderResultsSchema>
