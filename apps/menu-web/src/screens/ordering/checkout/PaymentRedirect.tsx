import { useT } from '@carte/ui'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { paymentUrlAtom } from '../../../state/payment-url'

/**
 * The cart screen's payment-URL redirect: when the order just placed has a payment URL, a button
 * to the payment page shows and the browser goes there by itself. The URL is in memory only and
 * was accepted by api-client's isFollowablePaymentUrl (https: or the sandbox origin).
 * spec: ordering-payment §2 Cart "If a payment URL exists, the page shows a redirect button and the
 * browser navigates to that URL automatically"; §4 "If the response has payment_url, the client is
 * sent to payment"
 * @returns the redirect notice, or nothing.
 */
export function PaymentRedirect() {
  const t = useT()
  const url = useAtomValue(paymentUrlAtom)
  useEffect(() => {
    if (url !== null) window.location.assign(url)
  }, [url])
  if (url === null) return null
  return (
    <section
      className="carte-app-payment-redirect"
      data-testid="payment-redirect"
      aria-live="polite"
    >
      <p>{t('ui_str_redirecting_payment', 'Redirecting to the payment page…')}</p>
      <a href={url} className="carte-button" rel="noreferrer">
        {t('ui_str_go_to_payment', 'Go to payment')}
      </a>
    </section>
  )
}
