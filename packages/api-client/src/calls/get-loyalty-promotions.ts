import type { ApiConfig, CallOptions } from '../config'
import { request } from '../request'
import type { LoyaltyDiscount } from '../schemas/order'
import {
  type LoyaltyPromotionsBody,
  loyaltyPromotionsBodySchema,
  loyaltyPromotionsResponseSchema,
} from '../schemas/partner'

/**
 * Computes the partner's loyalty discounts for a cart.
 * @param config base URL and fetch
 * @param params.body { emenu_id, cart_items, employee_id, order_type }
 * @param options signal
 * @returns the loyalty discounts (name, discounts[].discountSum)
 * spec: ordering-payment §7 POST /iiko/loyalty/promotions/
 */
export function getLoyaltyPromotions(
  config: ApiConfig,
  params: { readonly body: LoyaltyPromotionsBody },
  options?: CallOptions,
): Promise<LoyaltyDiscount[]> {
  return request(
    config,
    {
      method: 'POST',
      path: '/iiko/loyalty/promotions/',
      body: params.body,
      bodySchema: loyaltyPromotionsBodySchema,
      schema: loyaltyPromotionsResponseSchema,
    },
    options,
  )
}
