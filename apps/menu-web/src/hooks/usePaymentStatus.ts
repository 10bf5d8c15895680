import type { PaymentProvider } from '@carte/api-client'
import { paymentStatusQueryOptions } from '@carte/api-client/query'
import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { apiConfig } from '../data/api'

/** What a payment-return page shows, as its provider's status call answers. */
export interface PaymentStatus {
  /** The order reference (the answer's orderId), or null before an answer. */
  readonly reference: string | null
  /** The answer's status; PENDING until it answers, without its parameters and on failure. */
  readonly status: string
  /** The order uuid (the answer's orderUUID), or null. */
  readonly orderUuid: string | null
  /** The status call is still running. */
  readonly checking: boolean
}

/**
 * Asks the provider's status call (api-client's PAYMENT_STATUS_CALLS) with the page's query as
 * the provider sent it, read from the browser's history: the router's `searchStr` is its parsed
 * search written out again (values as text since router.tsx says so; before, a long numeric
 * reference lost digits there), with a repeated parameter as one JSON list. Only the answer is
 * shown: query parameters are never proof of payment.
 * spec: ordering-payment §2 Payment-return pages, §4 Payment status ("starts PENDING"), §7
 *   Payment status calls, §8 (payment status failures: the page stays PENDING)
 * @param provider - the return page's provider.
 * @returns {@link PaymentStatus}
 */
export function usePaymentStatus(provider: PaymentProvider): PaymentStatus {
  const search = useRouter().history.location.search
  const query = useQuery(paymentStatusQueryOptions(apiConfig(), provider, search))
  const answer = query.data
  return {
    reference: answer?.orderId ?? null,
    status: answer?.status ?? 'PENDING',
    orderUuid: answer?.orderUUID ?? null,
    checking: query.isPending,
  }
}
