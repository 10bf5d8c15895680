import { isPaymentProvider, type PaymentProvider } from '@carte/api-client'
import { getRouteApi } from '@tanstack/react-router'
import { usePaymentStatus } from '../../hooks/usePaymentStatus'
import { NotFoundScreen } from '../../shell/NotFoundScreen'
import { PaymentResult } from './payment/PaymentResult'

const routeApi = getRouteApi('/$lang/payment/$provider')

/**
 * /{lang}/payment/{provider}: one of the 12 payment-return pages. The provider's status call is
 * asked with the page's query (usePaymentStatus); only its answer is shown (query parameters are
 * never proof of payment); PENDING until it answers, without the parameters it reads, and on
 * failure. An unknown provider is not found.
 * spec: ordering-payment §2 Payment-return pages, §4 Payment status, §7 Payment status calls, §8
 * @returns the payment-return screen.
 */
export function PaymentReturnScreen() {
  const { provider } = routeApi.useParams()
  if (!isPaymentProvider(provider)) return <NotFoundScreen />
  return <PaymentReturn provider={provider} />
}

function PaymentReturn({ provider }: { readonly provider: PaymentProvider }) {
  const payment = usePaymentStatus(provider)
  return (
    <PaymentResult
      reference={payment.reference}
      status={payment.status}
      orderUuid={payment.orderUuid}
      checking={payment.checking}
    />
  )
}
