import type { ApiConfig, CallOptions } from '../config'
import { request } from '../request'
import { acknowledgementSchema, type TipsBody, tipsBodySchema } from '../schemas/partner'

/**
 * Syncs the tip of an order ('0.000' removes it).
 * @param config base URL and fetch
 * @param params.body { order_uuid, tips_amount }
 * @param options signal
 * @returns nothing (the caller refetches the order)
 * spec: ordering-payment §7 POST /iiko/tips/loyalty/promotions/; §4 Tips
 */
export async function syncTips(
  config: ApiConfig,
  params: { readonly body: TipsBody },
  options?: CallOptions,
): Promise<void> {
  await request(
    config,
    {
      method: 'POST',
      path: '/iiko/tips/loyalty/promotions/',
      body: params.body,
      bodySchema: tipsBodySchema,
      schema: acknowledgementSchema,
    },
    options,
  )
}
