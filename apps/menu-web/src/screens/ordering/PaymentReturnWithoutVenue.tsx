import type { PaymentProvider } from '@carte/api-client'
import { CarteUiProvider, englishTranslate } from '@carte/ui'
import { useEffect } from 'react'
import { usePaymentStatus } from '../../hooks/usePaymentStatus'
import { screenTitle } from '../../hooks/useScreenTitle'
import { track } from '../../lib/analytics'
import { PaymentResultView, paymentResultTitle } from './payment/PaymentResultView'

/**
 * A payment return in a browser that knows no venue (NoVenueScreen): the status call needs no
 * venue, so the diner still learns how the payment went. The result screen as the provider's
 * status call answers it, in English (the venue's strings come with its menu), without 'Order
 * Details' (the order page is the venue's) and without a cart to reset; payment_page_view is
 * logged without a licence.
 * spec: ordering-payment §2 Payment-return pages, Order payment-result screen ("with the licence
 *   when present"), §4 Payment status, §7 Payment status calls
 * @param props - the return page's provider.
 * @returns the payment result.
 */
export function PaymentReturnWithoutVenue({ provider }: { readonly provider: PaymentProvider }) {
  const payment = usePaymentStatus(provider)
  const title = paymentResultTitle(englishTranslate, payment.reference)
  useEffect(() => {
    document.title = screenTitle(title)
  }, [title])
  useEffect(() => {
    window.scrollTo(0, 0)
    // Without the licence, which is not known here (no venue, so no tracker ids are set up
    // either: the event reaches the data layer alone).
    track('payment_page_view', {})
  }, [])
  return (
    <CarteUiProvider language="en">
      {/* English whatever the path's language (WCAG 3.1.2 Language of Parts). */}
      <div
        className="carte-app-payment-without-venue"
        lang="en"
        dir="ltr"
        data-testid="payment-without-venue"
      >
        <PaymentResultView
          title={title}
          reference={payment.reference}
          status={payment.status}
          orderDetailsHref={null}
          checking={payment.checking}
        />
      </div>
    </CarteUiProvider>
  )
}
