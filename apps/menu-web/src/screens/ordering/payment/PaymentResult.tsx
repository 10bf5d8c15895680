import { useT } from '@carte/ui'
import { useEffect } from 'react'
import { useVenue } from '../../../hooks/useMenu'
import { useOrderCartReset } from '../../../hooks/useOrderCartReset'
import { usePageView } from '../../../hooks/usePageView'
import { useScreenTitle } from '../../../hooks/useScreenTitle'
import { PaymentResultView, paymentResultTitle } from './PaymentResultView'

/** Props of {@link PaymentResult}. spec: ordering-payment §2 Order payment-result screen (props) */
export interface PaymentResultProps {
  /** The order reference (the status call's orderId), or null before an answer. */
  readonly reference: string | null
  /** PAID, PENDING or any other status the server answers. */
  readonly status: string
  /** The order uuid (the status call's orderUUID), or null. */
  readonly orderUuid: string | null
  /** The status call is still running. */
  readonly checking?: boolean
}

/**
 * The payment-result screen: the thank-you text (PAID only), the paid / not-paid mark (CSS
 * animation that plays unless PENDING), Order ID, Order Status and 'Order Details'. On load it
 * scrolls to the top, takes the cart screen's background, logs payment_page_view with the licence
 * and resets the cart (lines and coupon; the customer's details stay).
 * spec: ordering-payment §2 Order payment-result screen
 * @param props - {@link PaymentResultProps}
 * @returns the result screen.
 */
export function PaymentResult({
  reference,
  status,
  orderUuid,
  checking = false,
}: PaymentResultProps) {
  const t = useT()
  const { lang, license } = useVenue()
  const title = paymentResultTitle(t, reference)
  useScreenTitle(title)
  usePageView('payment_page_view')
  const reset = useOrderCartReset(license)
  useEffect(() => {
    window.scrollTo(0, 0)
    reset({ location: false })
  }, [reset])
  return (
    <PaymentResultView
      title={title}
      reference={reference}
      status={status}
      orderDetailsHref={orderUuid ? `/${lang}/order/${orderUuid}` : null}
      checking={checking}
    />
  )
}
