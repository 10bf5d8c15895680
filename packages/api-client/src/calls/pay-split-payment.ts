import type { ApiConfig, CallOptions } from '../config'
import { request } from '../request'
import {
  type PaymentUrl,
  paymentUrlSchema,
  type SplitPayBody,
  splitPayBodySchema,
} from '../schemas/partner'

/**
 * Starts the online payment of one split share.
 * @param config base URL and fetch
 * @param params.body { order_id, split_payment_uuid, selected_language }
 * @param options signal
 * @returns { payment_url } to redirect to
 * spec: ordering-payment §7 POST /iiko/af/split-payments/
 */
export function paySplitPayment(
  config: ApiConfig,
  params: { readonly body: SplitPayBody },
  options?: CallOptions,
): Promise<PaymentUrl> {
  return request(
    config,
    {
      method: 'POST',
      path: '/iiko/af/split-payments/',
      body: params.body,
      bodySchema: splitPayBodySchema,
      schema: paymentUrlSchema,
    },
    options,
  )
}
