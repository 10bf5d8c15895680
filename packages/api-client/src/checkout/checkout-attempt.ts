/** One checkout attempt: its Idempotency-Key and the fingerprint of the body it was used with. */
export interface CheckoutAttempt {
  readonly key: string
  readonly fingerprint: string
  /**
   * The form's default date-time ('now') the body carried when the diner chose none
   * (checkoutRequest sends it again on a retry).
   */
  readonly defaultDateTime?: string | null
}

/**
 * The attempt to send an order body with: the stored attempt when its body is the same (a double
 * tap, a retry or a reload then replays the first answer instead of creating a second order), a
 * new key only when the body changed (or nothing usable is stored).
 * spec: ordering-payment §4 Placing an order; CONTRACT Idempotency (same key + same body -> the
 * first response replayed; same key + other body -> 422)
 * @param stored the attempt kept for this checkout (e.g. read from sessionStorage), or null
 * @param fingerprint the fingerprint of the body about to be sent (see orderFingerprint)
 * @param newKey makes a fresh key (e.g. () => crypto.randomUUID()); called only when needed
 * @returns the attempt to use and to keep
 */
export function checkoutAttempt(
  stored: unknown,
  fingerprint: string,
  newKey: () => string,
): CheckoutAttempt {
  if (isAttempt(stored) && stored.fingerprint === fingerprint) {
    return { key: stored.key, fingerprint }
  }
  return { key: newKey(), fingerprint }
}

/**
 * A stored attempt read defensively (it comes from the browser's storage).
 * @param stored what was kept, or null
 * @returns the attempt, or null when it is not one
 */
export function storedAttempt(stored: unknown): CheckoutAttempt | null {
  if (!isAttempt(stored)) return null
  const { defaultDateTime } = stored as { defaultDateTime?: unknown }
  return {
    key: stored.key,
    fingerprint: stored.fingerprint,
    defaultDateTime:
      typeof defaultDateTime === 'string' && defaultDateTime !== '' ? defaultDateTime : null,
  }
}

// Stored values come from the browser's storage: read them defensively.
function isAttempt(value: unknown): value is CheckoutAttempt {
  if (typeof value !== 'object' || value === null) return false
  const { key, fingerprint } = value as Record<string, unknown>
  return typeof key === 'string' && key.trim() !== '' && typeof fingerprint === 'string'
}
