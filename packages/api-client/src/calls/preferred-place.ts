import type { GeocoderResults } from '../schemas/extras'

/**
 * Picks the place to show for a reverse-geocoded point: a sublocality, else a neighbourhood,
 * else the first result.
 * @param results the reverse-geocoding answer
 * @returns the chosen place, or null when there is none
 * spec: ordering-payment §4 Delivery location flow
 */
export function preferredPlace(
  results: GeocoderResults,
): GeocoderResults['results'][number] | null {
  return (
    results.results.find((place) => place.types.includes('sublocality')) ??
    results.results.find((place) => place.types.includes('neighborhood')) ??
    results.results[0] ??
    null
  )
}
