import type { ApiConfig, CallOptions } from '../config'
import { parseResponse } from '../parse-response'
import { request } from '../request'
import {
  acknowledgementSchema,
  type SplitCreateBody,
  splitCreateBodySchema,
} from '../schemas/partner'

/**
 * Splits the bill into 2 to 6 shares; success is HTTP 200. The amounts go on the wire as JSON
 * numbers written from the decimal strings verbatim (no float conversion).
 * @param config base URL and fetch
 * @param params.body { order_id, split_amounts } (decimal strings or numbers)
 * @param options signal
 * @returns nothing (the caller reloads the order)
 * spec: ordering-payment §7 POST /iiko/af/split-payments/create/ "split_amounts (array of numbers)"
 */
export async function createSplitPayments(
  config: ApiConfig,
  params: { readonly body: SplitCreateBody },
  options?: CallOptions,
): Promise<void> {
  const path = '/iiko/af/split-payments/create/'
  const body = parseResponse(splitCreateBodySchema, params.body, {
    method: 'POST',
    url: `${config.baseUrl}${path}`,
  })
  // Each amount passed the decimal pattern, which is also valid JSON number syntax.
  const rawBody = `{"order_id":${JSON.stringify(body.order_id)},"split_amounts":[${body.split_amounts.join(',')}]}`
  await request(
    config,
    { method: 'POST', path, rawBody, schema: acknowledgementSchema, expectStatus: 200 },
    options,
  )
}
