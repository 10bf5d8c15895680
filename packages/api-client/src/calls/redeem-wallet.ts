import type { ApiConfig, CallOptions } from '../config'
import { segment } from '../path'
import { request } from '../request'
import {
  acknowledgementSchema,
  type WalletRedeemBody,
  walletRedeemBodySchema,
} from '../schemas/partner'

/**
 * Redeems wallet balance on an order with the one-time code; success is HTTP 200.
 * @param config base URL and fetch
 * @param params.orderUuid the order uuid
 * @param params.body { wallet_id, amount, otp }
 * @param options signal
 * @returns nothing useful (the caller reloads the order); 400 incorrect_otp is a ServerError
 * spec: ordering-payment §7 POST /iiko/af/blue/{orderUuid}/; §8 'Incorrect OTP'
 */
export async function redeemWallet(
  config: ApiConfig,
  params: { readonly orderUuid: string; readonly body: WalletRedeemBody },
  options?: CallOptions,
): Promise<void> {
  await request(
    config,
    {
      method: 'POST',
      path: `/iiko/af/blue/${segment(params.orderUuid)}/`,
      body: params.body,
      bodySchema: walletRedeemBodySchema,
      schema: acknowledgementSchema,
      expectStatus: 200,
    },
    options,
  )
}
