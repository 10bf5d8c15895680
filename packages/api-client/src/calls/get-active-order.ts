import type { ApiConfig, CallOptions } from '../config'
import { segment } from '../path'
import { request } from '../request'
import { type ActiveOrder, activeOrderSchema } from '../schemas/active-order'

/**
 * Asks whether a table (or room) has an active order.
 * @param config base URL and fetch
 * @param params.location the order location (table or room)
 * @param params.menuId the menu id
 * @param options signal
 * @returns { order_id, common_order }
 * spec: ordering-payment §7 GET /iiko/active-order/{location}/{menuId}/
 */
export function getActiveOrder(
  config: ApiConfig,
  params: { readonly location: string | number; readonly menuId: number | string },
  options?: CallOptions,
): Promise<ActiveOrder> {
  return request(
    config,
    {
      method: 'GET',
      path: `/iiko/active-order/${segment(params.location)}/${segment(params.menuId)}/`,
      schema: activeOrderSchema,
    },
    options,
  )
}
