import { paymentResultView } from '@carte/api-client'
import { AppLink, useT } from '@carte/ui'
import { useEffect } from 'react'
import { useVenue } from '../../../hooks/useMenu'
import { useOrderCartReset } from '../../../hooks/useOrderCartReset'
import { usePageView } from '../../../hooks/usePageView'
import { useScreenTitle } from '../../../hooks/useScreenTitle'
import './payment.css'

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
  const title = reference
    ? `${t('ui_str_order_id', 'Order ID')} - ${reference}`
    : t('ui_str_order_payment', 'Order Payment')
  useScreenTitle(title)
  usePageView('payment_page_view')
  const reset = useOrderCartReset(license)
  useEffect(() => {
    window.scrollTo(0, 0)
    reset({ location: false })
  }, [reset])
  const view = paymentResultView(status)
  return (
    <main
      className="carte-app-screen carte-app-payment"
      data-testid="payment-result"
      data-status={status}
      aria-busy={checking}
    >
      <h1 className="carte-app-title">{title}</h1>
      <svg
        className="carte-app-payment__mark"
        data-kind={view.kind}
        data-animate={view.animate ? 'true' : 'false'}
        viewBox="0 0 52 52"
        aria-hidden="true"
        focusable="false"
      >
        <circle className="carte-app-payment__circle" cx="26" cy="26" r="24" fill="none" />
        {view.kind === 'paid' ? (
          <path className="carte-app-payment__stroke" fill="none" d="M14 27l8 8 16-16" />
        ) : view.kind === 'pending' ? (
          <path className="carte-app-payment__stroke" fill="none" d="M26 13v14l9 5" />
        ) : (
          <path className="carte-app-payment__stroke" fill="none" d="M17 17l18 18M35 17L17 35" />
        )}
      </svg>
      {view.thanks ? (
        <p className="carte-app-payment__thanks" data-testid="payment-thanks">
          {t(
            'ui_str_order_thanks',
            'Thank you for placing the order. Our team will get back to you shortly!',
          )}
        </p>
      ) : null}
      <dl className="carte-app-payment__details">
        <div>
          <dt>{t('ui_str_order_id', 'Order ID')}</dt>
          <dd data-testid="payment-reference">{reference ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('ui_str_order_status', 'Order Status')}</dt>
          <dd data-testid="payment-status" aria-live="polite" lang="en">
            {status}
          </dd>
        </div>
      </dl>
      {orderUuid ? (
        <AppLink href={`/${lang}/order/${orderUuid}`} className="carte-button">
          {t('ui_str_order_details', 'Order Details')}
        </AppLink>
      ) : null}
    </main>
  )
}
