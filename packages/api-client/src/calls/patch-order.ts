import { assert, MESSAGES } from '../assert'
import type { ApiConfig, CallOptions } from '../config'
import { segment } from '../path'
import { request } from '../request'
import {
  type Order,
  type OrderPatchBodyInput,
  orderPatchBodySchema,
  orderSchema,
} from '../schemas/order'

/**
 * Changes an order's lines (merge the cart into an open order, or remove lines).
 * @param config base URL and fetch
 * @param params.lang the language code
 * @param params.uuid the order uuid
 * @param params.body { line_items }
 * @param options signal
 * @returns the order (it has the uuid to navigate to)
 * spec: ordering-payment §7 PATCH /{lang}/api/order/{uuid}/; CONTRACT merge
 */
export function patchOrder(
  config: ApiConfig,
  params: { readonly lang: string; readonly uuid: string; readonly body: OrderPatchBodyInput },
  options?: CallOptions,
): Promise<Order> {
  assert(params.uuid !== '', MESSAGES.emptyUuid)
  return request(
    config,
    {
      method: 'PATCH',
      path: `/${segment(params.lang)}/api/order/${segment(params.uuid)}/`,
      body: params.body,
      bodySchema: orderPatchBodySchema,
      schema: orderSchema,
    },
    options,
  )
}
