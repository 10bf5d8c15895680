import { ServerError } from '../errors'

/**
 * Where the delivery location flow stands: choosing on the map, the zone lookup running, out of
 * area (the alert dialog), the lookup failed otherwise (retry), or confirmed (fee known).
 */
export type DeliveryStage = 'pick' | 'checking' | 'out_of_area' | 'failed' | 'confirmed'

/** The delivery-zone lookup as the flow knows it. */
export interface DeliveryStageInput {
  /** The diner confirmed a map position (the zone lookup was asked). */
  readonly requested: boolean
  /** The lookup's state. */
  readonly status: 'pending' | 'error' | 'success'
  /** The lookup's failure, when status is 'error'. */
  readonly error: unknown
}

/**
 * The delivery location flow's stage from the delivery-zone lookup: nothing confirmed yet is
 * 'pick'; a 4xx answer with code out_of_area is 'out_of_area' (the §8 dialog); any other failure
 * is 'failed' (retry); an answer is 'confirmed'; otherwise 'checking'.
 * spec: ordering-payment §4 Delivery location flow ("first confirm the map position, which
 *   fetches delivery fees. If out of area, an alert dialog appears"), §8 Delivery outside area,
 *   §7 GET /en/api/delivery_zone/{lat},{lng}/{menuId}/
 * @param input - {@link DeliveryStageInput}
 * @returns the {@link DeliveryStage}.
 */
export function deliveryStage(input: DeliveryStageInput): DeliveryStage {
  if (!input.requested) return 'pick'
  if (input.status === 'error') {
    return input.error instanceof ServerError && input.error.code === 'out_of_area'
      ? 'out_of_area'
      : 'failed'
  }
  return input.status === 'success' ? 'confirmed' : 'checking'
}
