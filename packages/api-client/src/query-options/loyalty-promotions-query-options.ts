import { queryOptions } from '@tanstack/react-query'
import { getLoyaltyPromotions } from '../calls/get-loyalty-promotions'
import type { ApiConfig } from '../config'
import { queryKeys } from '../query-keys'
import type { LoyaltyPromotionsBody } from '../schemas/partner'

/**
 * The partner's loyalty discounts for a cart: keyed by the whole body, so adding, removing or
 * changing a quantity (or the order type) asks again.
 * @param config base URL and fetch
 * @param body { emenu_id, cart_items, employee_id, order_type }
 * @returns query options
 * spec: ordering-payment §7 POST /iiko/loyalty/promotions/; §4 Coupon "Adding, removing or changing
 * quantity recomputes the discount and the loyalty promotions"
 */
export function loyaltyPromotionsQueryOptions(config: ApiConfig, body: LoyaltyPromotionsBody) {
  return queryOptions({
    queryKey: queryKeys.loyaltyPromotions(body),
    queryFn: ({ signal }) => getLoyaltyPromotions(config, { body }, { signal }),
  })
}
