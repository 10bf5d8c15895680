import type { ApiConfig, CallOptions } from '../config'
import { ApiError } from '../errors'
import { type PaymentProvider, planPaymentStatusRequest } from '../payment-providers'
import { request } from '../request'
import { type PaymentStatus, paymentStatusSchema } from '../schemas/payment-status'

/** What a return page shows before (or without) a status answer. spec: ordering-payment §4 */
export const PENDING_PAYMENT_STATUS: PaymentStatus = Object.freeze({
  status: 'PENDING',
  orderId: null,
  orderUUID: null,
})

/**
 * Asks the provider's status call about a payment, from the return page's query. No call is made
 * when a query parameter the provider reads is missing; a failed call (logged through onError)
 * also leaves PENDING. Aborts are rethrown.
 * @param config base URL and fetch
 * @param params.provider the return route's provider
 * @param params.search the page's query (URLSearchParams, string or record)
 * @param options signal, and onError to log failures
 * @returns { status, orderId, orderUUID }; PENDING with nulls when no call or a failure
 * spec: ordering-payment §7 Payment status calls; §4 Payment status; §8 "page stays PENDING"
 */
export async function getPaymentStatus(
  config: ApiConfig,
  params: {
    readonly provider: PaymentProvider
    readonly search: URLSearchParams | string | Readonly<Record<string, string | undefined>>
  },
  options: CallOptions & { readonly onError?: (error: ApiError) => void } = {},
): Promise<PaymentStatus> {
  const planned = planPaymentStatusRequest(params.provider, params.search)
  if (planned === null) return { ...PENDING_PAYMENT_STATUS }
  try {
    return await request(
      config,
      {
        method: planned.method,
        path: planned.path,
        ...(planned.body === null ? {} : { body: planned.body }),
        schema: paymentStatusSchema,
        expectStatus: 200,
      },
      options,
    )
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    options.onError?.(error)
    return { ...PENDING_PAYMENT_STATUS }
  }
}
