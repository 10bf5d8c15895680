import { isPaymentProvider, type PaymentProvider } from '@carte/api-client'
import { paymentStatusQueryOptions } from '@carte/api-client/query'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, useRouter } from '@tanstack/react-router'
import { apiConfig } from '../../data/api'
import { NotFoundScreen } from '../../shell/NotFoundScreen'
import { PaymentResult } from './payment/PaymentResult'

const routeApi = getRouteApi('/$lang/payment/$provider')

/**
 * /{lang}/payment/{provider}: one of the 12 payment-return pages. The provider's status call
 * (api-client's PAYMENT_STATUS_CALLS) is asked with the page's query; only its answer is shown
 * (query parameters are never proof of payment); PENDING until it answers, without the
 * parameters it reads, and on failure. An unknown provider is not found.
 * spec: ordering-payment §2 Payment-return pages, §4 Payment status, §7 Payment status calls, §8
 * @returns the payment-return screen.
 */
export function PaymentReturnScreen() {
  const { provider } = routeApi.useParams()
  if (!isPaymentProvider(provider)) return <NotFoundScreen />
  return <PaymentReturn provider={provider} />
}

function PaymentReturn({ provider }: { readonly provider: PaymentProvider }) {
  // The query as the provider sent it, from the browser's history: the router's `searchStr` is
  // its parsed search written out again (values as text since router.tsx says so; before, a long
  // numeric reference lost digits there), with a repeated parameter as one JSON list.
  const search = useRouter().history.location.search
  const query = useQuery(paymentStatusQueryOptions(apiConfig(), provider, search))
  const answer = query.data
  return (
    <PaymentResult
      reference={answer?.orderId ?? null}
      status={answer?.status ?? 'PENDING'}
      orderUuid={answer?.orderUUID ?? null}
      checking={query.isPending}
    />
  )
}
