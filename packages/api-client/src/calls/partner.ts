import type { ApiConfig, CallOptions } from '../config'
import { parseResponse } from '../parse-response'
import { segment } from '../path'
import { request } from '../request'
import { type ActiveOrder, activeOrderSchema, type LoyaltyDiscount } from '../schemas/order'
import {
  acknowledgementSchema,
  type Employee,
  employeeSchema,
  type FullPaymentBody,
  fullPaymentBodySchema,
  type LoyaltyPromotionsBody,
  loyaltyPromotionsBodySchema,
  loyaltyPromotionsResponseSchema,
  type PaymentUrl,
  paymentUrlSchema,
  type SplitCreateBody,
  type SplitPayBody,
  splitCreateBodySchema,
  splitPayBodySchema,
  type TipsBody,
  tipsBodySchema,
  type Wallet,
  type WalletRedeemBody,
  walletRedeemBodySchema,
  walletSchema,
} from '../schemas/partner'

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

/**
 * Asks whether a table (or room) has an active order.
 * @param config base URL and fetch
 * @param params.location the order location (table or room)
 * @param params.menuId the menu id
 * @param options signal
 * @returns { order_id, common_order }
 * spec: ordering-payment §7 GET /iiko/active-order/{location}/{menuId}/
 */
export function getActiveOrder(
  config: ApiConfig,
  params: { readonly location: string | number; readonly menuId: number | string },
  options?: CallOptions,
): Promise<ActiveOrder> {
  return request(
    config,
    {
      method: 'GET',
      path: `/iiko/active-order/${segment(params.location)}/${segment(params.menuId)}/`,
      schema: activeOrderSchema,
    },
    options,
  )
}

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

/**
 * Verifies a staff id for the employee discount.
 * @param config base URL and fetch
 * @param params.employeeId the id as typed
 * @param options signal
 * @returns { employee_id, employee_phone }
 * spec: ordering-payment §7 GET /iiko/af/verify-employee-id/{id}/
 */
export function verifyEmployee(
  config: ApiConfig,
  params: { readonly employeeId: string },
  options?: CallOptions,
): Promise<Employee> {
  return request(
    config,
    {
      method: 'GET',
      path: `/iiko/af/verify-employee-id/${segment(params.employeeId.trim())}/`,
      schema: employeeSchema,
    },
    options,
  )
}

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
