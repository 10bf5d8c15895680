import { assert, MESSAGES } from '../assert'
import type { ApiConfig, CallOptions } from '../config'
import { segment } from '../path'
import { request } from '../request'
import { type DeliveryZone, deliveryZoneSchema } from '../schemas/cart-lookups'

/**
 * Reads the delivery fee for a map position.
 * @param config base URL and fetch
 * @param params.menuId the menu id
 * @param params.lat latitude
 * @param params.lng longitude
 * @param options signal
 * @returns { delivery_amount } (404 out_of_area is a ServerError)
 * spec: ordering-payment §7 GET /en/api/delivery_zone/{lat},{lng}/{menuId}/
 */
export function getDeliveryZone(
  config: ApiConfig,
  params: { readonly menuId: number | string; readonly lat: number; readonly lng: number },
  options?: CallOptions,
): Promise<DeliveryZone> {
  assert(Number.isFinite(params.lat) && Number.isFinite(params.lng), MESSAGES.invalidCoordinate)
  return request(
    config,
    {
      method: 'GET',
      path: `/en/api/delivery_zone/${params.lat},${params.lng}/${segment(params.menuId)}/`,
      schema: deliveryZoneSchema,
    },
    options,
  )
}
