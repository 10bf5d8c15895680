import { isSupportedLanguage } from './languages'
import { segmentsOf } from './paths'

/**
 * The provider segment of a payment-return path: '/{lang}/payment/{provider}', or
 * '/payment/{provider}' without its language (spec: ordering-payment §2 Payment-return pages).
 * Its own module: only the no-venue screen's chunk reads it (paths.ts is in the first download).
 * @param pathname - a URL pathname.
 * @returns the provider segment as written (known or not), or null for any other path.
 */
export function paymentReturnProvider(pathname: string): string | null {
  const segments = segmentsOf(pathname)
  const [first, second, third] = segments
  if (segments.length === 2 && first === 'payment') return second ?? null
  if (segments.length === 3 && second === 'payment' && isSupportedLanguage(first ?? '')) {
    return third ?? null
  }
  return null
}
