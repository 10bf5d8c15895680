import { paymentResultView } from '@carte/api-client'
import { AppLink, type Translate, useT } from '@carte/ui'
import './payment.css'

/**
 * The payment-result screen's title: 'Order ID - {reference}' once the status call named the
 * order, else 'Order Payment'.
 * spec: ordering-payment §2 Order payment-result screen ("Title is 'Order ID - {reference}' or
 *   'Order Payment'")
 * @param t - the translator.
 * @param reference - the status call's orderId, or null.
 * @returns the title.
 */
export function paymentResultTitle(t: Translate, reference: string | null): string {
  return reference
    ? `${t('ui_str_order_id', 'Order ID')} - ${reference}`
    : t('ui_str_order_payment', 'Order Payment')
}

/** Props of {@link PaymentResultView}. spec: ordering-payment §2 Order payment-result screen (props) */
export interface PaymentResultViewProps {
  /** The screen's title: 'Order ID - {reference}' or 'Order Payment'. */
  readonly title: string
  /** The order reference (the status call's orderId), or null before an answer. */
  readonly reference: string | null
  /** PAID, PENDING or any other status the server answers. */
  readonly status: string
  /** Where 'Order Details' leads (/{lang}/order/{order_uuid}), or null for no such button. */
  readonly orderDetailsHref: string | null
  /** The status call is still running. */
  readonly checking: boolean
}

/**
 * What the payment-result screen shows: the title, the paid / not-paid mark (CSS animation that
 * plays unless PENDING), the thank-you text (PAID only), Order ID, Order Status and 'Order
 * Details', in the strings of the surrounding @carte/ui provider.
 * spec: ordering-payment §2 Order payment-result screen
 * @param props - {@link PaymentResultViewProps}
 * @returns the result screen's main element.
 */
export function PaymentResultView({
  title,
  reference,
  status,
  orderDetailsHref,
  checking,
}: PaymentResultViewProps) {
  const t = useT()
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
      {orderDetailsHref ? (
        <AppLink href={orderDetailsHref} className="carte-button">
          {t('ui_str_order_details', 'Order Details')}
        </AppLink>
      ) : null}
    </main>
  )
}
