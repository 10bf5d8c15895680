import type { ApiConfig, CallOptions } from '../config'
import { request } from '../request'
import {
  type FullPaymentBody,
  fullPaymentBodySchema,
  type PaymentUrl,
  paymentUrlSchema,
} from '../schemas/partner'

/**
 * Starts the online payment of the full balance.
 * @param config base URL and fetch
 * @param params.body { order_id, payment_options: 'full', selected_language }
 * @param options signal
 * @returns { payment_url } to redirect to
 * spec: ordering-payment §7 POST /iiko/af/payments/
 */
export function payFullAmount(
  config: ApiConfig,
  params: { readonly body: FullPaymentBody },
  options?: CallOptions,
): Promise<PaymentUrl> {
  return request(
    config,
    {
      method: 'POST',
      path: '/iiko/af/payments/',
      body: params.body,
      bodySchema: fullPaymentBodySchema,
      schema: paymentUrlSchema,
    },
    options,
  )
}
