import type { ApiConfig, CallOptions } from '../config'
import { segment } from '../path'
import { request } from '../request'
import { type Wallet, walletSchema } from '../schemas/partner'

/**
 * Reads a diner's wallet (partner integration).
 * @param config base URL and fetch
 * @param params.id the wallet lookup id
 * @param options signal
 * @returns { wallet_id, name, balance } (the caller empties it on failure)
 * spec: ordering-payment §7 GET /iiko/af/blue/{id}/
 */
export function getWallet(
  config: ApiConfig,
  params: { readonly id: string | number },
  options?: CallOptions,
): Promise<Wallet> {
  return request(
    config,
    { method: 'GET', path: `/iiko/af/blue/${segment(params.id)}/`, schema: walletSchema },
    options,
  )
}
