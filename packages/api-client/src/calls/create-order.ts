import { assert, MESSAGES } from '../assert'
import type { ApiConfig, CallOptions } from '../config'
import { segment } from '../path'
import { request } from '../request'
import {
  type Order,
  type OrderCreateBodyInput,
  orderCreateBodySchema,
  orderCreateResponseSchema,
} from '../schemas/order'

/**
 * Places an order with the caller's Idempotency-Key; success is HTTP 201.
 * @param config base URL and fetch
 * @param params.lang the language code
 * @param params.body the order payload (see buildOrderPayload)
 * @param params.idempotencyKey the key the caller keeps for retries of the same order
 * @param options signal
 * @returns the order read shape plus payment_url
 * @throws ServerError (409 existing_order: see existingOrderOf), NoResponseError, RequestSetupError
 * spec: ordering-payment §7 POST /{lang}/api/order/; §4 Placing an order; CONTRACT Idempotency
 */
export function createOrder(
  config: ApiConfig,
  params: {
    readonly lang: string
    readonly body: OrderCreateBodyInput
    readonly idempotencyKey: string
  },
  options?: CallOptions,
): Promise<Order> {
  assert(params.idempotencyKey.trim() !== '', MESSAGES.emptyIdempotencyKey)
  return request(
    config,
    {
      method: 'POST',
      path: `/${segment(params.lang)}/api/order/`,
      body: params.body,
      bodySchema: orderCreateBodySchema,
      headers: { 'Idempotency-Key': params.idempotencyKey },
      schema: orderCreateResponseSchema,
      expectStatus: 201,
    },
    options,
  )
}
