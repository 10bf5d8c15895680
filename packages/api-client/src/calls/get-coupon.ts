import { assert, MESSAGES } from '../assert'
import type { ApiConfig, CallOptions } from '../config'
import { segment } from '../path'
import { request } from '../request'
import { type Coupon, couponSchema } from '../schemas/cart-lookups'

/**
 * Looks up a coupon; the code is upper-cased and URL-encoded.
 * @param config base URL and fetch
 * @param params.menuId the menu id
 * @param params.code the code as typed
 * @param options signal
 * @returns the coupon (404 invalid_coupon is a ServerError)
 * spec: ordering-payment §7 GET /en/api/coupon/{menuId}/{CODE}/; §5 Coupon
 */
export function getCoupon(
  config: ApiConfig,
  params: { readonly menuId: number | string; readonly code: string },
  options?: CallOptions,
): Promise<Coupon> {
  const code = params.code.trim().toUpperCase()
  assert(code !== '', MESSAGES.emptyCode)
  return request(
    config,
    {
      method: 'GET',
      path: `/en/api/coupon/${segment(params.menuId)}/${segment(code)}/`,
      schema: couponSchema,
    },
    options,
  )
}
