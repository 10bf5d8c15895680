/**
 * Whether the client may send the diner to a payment URL: only an `https:` URL, or one on the
 * configured sandbox origin (venue-api's payment simulator, plain http on a developer machine).
 * Anything else (javascript:, data:, http elsewhere, unparseable text) is refused.
 * spec: ordering-payment §4 Placing an order ("If the response has payment_url, the client is sent
 * to payment"); architecture ruling "A payment_url is followed only when it is https: (or the
 * configured sandbox origin of venue-api)"
 * @param url the payment_url of the order answer (null/undefined/'' = none)
 * @param sandboxOrigin the sandbox origin (e.g. the app's API base URL), or null for none
 * @returns true when the browser may navigate to `url`
 */
export function isFollowablePaymentUrl(
  url: string | null | undefined,
  sandboxOrigin: string | null | undefined,
): boolean {
  const target = parse(url)
  if (target === null) return false
  if (target.protocol === 'https:') return true
  const sandbox = parse(sandboxOrigin)
  if (sandbox === null) return false
  // Only http(s) sandboxes count: an opaque origin ('null') must never match another opaque one.
  return (
    (sandbox.protocol === 'http:' || sandbox.protocol === 'https:') &&
    target.protocol === sandbox.protocol &&
    target.origin === sandbox.origin
  )
}

function parse(value: string | null | undefined): URL | null {
  if (typeof value !== 'string' || value.trim() === '') return null
  try {
    return new URL(value.trim())
  } catch {
    return null
  }
}
