import type { ApiConfig, CallOptions } from '../config'
import { segment } from '../path'
import { request } from '../request'
import { type Order, orderSchema } from '../schemas/order'

/**
 * Reads an order by uuid or id.
 * @param config base URL and fetch
 * @param params.lang the language code
 * @param params.id the order uuid or id
 * @param options signal
 * @returns the order
 * spec: ordering-payment §7 GET /{lang}/api/order/{id}/
 */
export function getOrder(
  config: ApiConfig,
  params: { readonly lang: string; readonly id: string | number },
  options?: CallOptions,
): Promise<Order> {
  return request(
    config,
    {
      method: 'GET',
      path: `/${segment(params.lang)}/api/order/${segment(params.id)}/`,
      schema: orderSchema,
      expectStatus: 200,
    },
    options,
  )
}
