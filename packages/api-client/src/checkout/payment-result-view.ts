/** What the payment-result screen shows for a payment status. */
export interface PaymentResultView {
  /** The mark: paid, pending (still being checked) or not paid. */
  readonly kind: 'paid' | 'pending' | 'not-paid'
  /** The thank-you text shows (PAID only). */
  readonly thanks: boolean
  /** The mark's animation plays (unless PENDING). */
  readonly animate: boolean
}

/**
 * The payment-result screen's status effects: PAID shows the thank-you text and the paid mark;
 * PENDING the pending mark without animation; any other status the not-paid mark. Statuses are
 * the server's, compared as answered (upper case).
 * spec: ordering-payment §2 Order payment-result screen ("a thank-you text (visible only when
 *   status is PAID ...), an animation (paid versus not; it plays unless status is PENDING)")
 * @param status - the payment status call's status (PAID, PENDING or another).
 * @returns {@link PaymentResultView}
 */
export function paymentResultView(status: string): PaymentResultView {
  if (status === 'PAID') return { kind: 'paid', thanks: true, animate: true }
  if (status === 'PENDING') return { kind: 'pending', thanks: false, animate: false }
  return { kind: 'not-paid', thanks: false, animate: true }
}
