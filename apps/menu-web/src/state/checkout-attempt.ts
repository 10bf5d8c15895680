import type { CheckoutAttempt } from '@carte/api-client'

// sessionStorage: the attempt survives a reload of the tab (a retry after the reload replays the
// first answer) but never outlives the browsing session, and no other tab shares it.
const keyOf = (license: string) => `carte:${license}:checkout-attempt`

/**
 * The checkout attempt kept for this tab: the Idempotency-Key and the fingerprint of the body it
 * was used with (spec: ordering-payment §4 Placing an order; CONTRACT Idempotency).
 * @param license - the venue licence.
 * @returns what is stored (unchecked: api-client's checkoutAttempt validates it), or null.
 */
export function readCheckoutAttempt(license: string): unknown {
  try {
    const text = sessionStorage.getItem(keyOf(license))
    return text === null ? null : (JSON.parse(text) as unknown)
  } catch {
    return null
  }
}

/**
 * Keeps the attempt before its request is sent, so a reload mid-request reuses the key.
 * @param license - the venue licence.
 * @param attempt - the key and body fingerprint.
 */
export function writeCheckoutAttempt(license: string, attempt: CheckoutAttempt): void {
  try {
    sessionStorage.setItem(keyOf(license), JSON.stringify(attempt))
  } catch {
    // Storage full or blocked: the key still guards this page's retries from memory.
  }
}

/**
 * Forgets the attempt once its order was created (201): the next order gets a new key.
 * @param license - the venue licence.
 */
export function clearCheckoutAttempt(license: string): void {
  try {
    sessionStorage.removeItem(keyOf(license))
  } catch {
    // Nothing stored that could be removed.
  }
}
