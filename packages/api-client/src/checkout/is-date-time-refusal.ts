import { ServerError } from '../errors'

/**
 * Whether a failed order call is the server's refusal of the order's delivery date-time: a 400
 * naming `delivery_datetime` (before the current minute in the venue zone, or not a real
 * date-time). When the diner left the field at its default ('now'), the time was ours, not theirs:
 * the phone's minute had moved on since the screen last read the clock, or a retry replayed a
 * lost attempt's minute that never reached the server (a stored order would have been replayed
 * before any check). The checkout then sends once more with the current minute instead of asking
 * the diner to fix a time they never chose.
 * spec: ordering-payment §5 Checkout form, Date/time ("earliest selectable is now; default now");
 * CONTRACT Idempotency (a stored order is replayed; only a created order is stored)
 * @param error - what createOrder threw.
 * @returns true for that refusal, false for any other failure.
 */
export function isDateTimeRefusal(error: unknown): boolean {
  if (!(error instanceof ServerError) || error.status !== 400) return false
  const body = error.body
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as Record<string, unknown>).field === 'delivery_datetime'
  )
}
