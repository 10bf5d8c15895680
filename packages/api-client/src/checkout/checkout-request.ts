import { type CheckoutAttempt, checkoutAttempt, storedAttempt } from './checkout-attempt'
import { orderFingerprint } from './order-fingerprint'

/** What {@link checkoutRequest} needs to make the body of one checkout press. */
export interface CheckoutRequestInput<Body> {
  /** The attempt kept for this checkout (e.g. read from sessionStorage), or null. */
  readonly stored: unknown
  /** The date-time the diner chose ('YYYY-MM-DDTHH:MM'), or null when they left the default. */
  readonly chosenDateTime: string | null
  /** The form's default date-time ('now' in the venue zone), or null without the field. */
  readonly defaultDateTime: string | null
  /** Builds the order body for a delivery_datetime. */
  readonly build: (deliveryDateTime: string | null) => Body
  /** Makes a fresh Idempotency-Key (e.g. () => crypto.randomUUID()); called only when needed. */
  readonly newKey: () => string
}

/**
 * The order body and the attempt (Idempotency-Key) of one checkout press. The date-time field
 * defaults to now, and now moves on: a diner who left it at its default and presses again after a
 * lost answer sends the first attempt's time, so the body is the same and the first order is
 * replayed; with the new minute the body would differ and place a second order. A chosen time,
 * or any other change to the order, makes a new body as before (a new key when it changed).
 * spec: ordering-payment §4 Placing an order, §5 Date/time ("default now"); CONTRACT Idempotency
 * (same key + same body -> the first response replayed)
 * @param input - {@link CheckoutRequestInput}
 * @returns the body to send and the attempt to keep (with the default time it carried)
 */
export function checkoutRequest<Body>(input: CheckoutRequestInput<Body>): {
  readonly body: Body
  readonly attempt: CheckoutAttempt
} {
  const { stored, chosenDateTime, defaultDateTime, build, newKey } = input
  const kept = storedAttempt(stored)
  if (chosenDateTime === null && kept !== null && kept.defaultDateTime) {
    const replay = build(kept.defaultDateTime)
    if (orderFingerprint(replay) === kept.fingerprint) return { body: replay, attempt: kept }
  }
  const body = build(chosenDateTime ?? defaultDateTime)
  const attempt = checkoutAttempt(stored, orderFingerprint(body), newKey)
  return {
    body,
    attempt: { ...attempt, defaultDateTime: chosenDateTime === null ? defaultDateTime : null },
  }
}
