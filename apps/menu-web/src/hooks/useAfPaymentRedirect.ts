import { isFollowablePaymentUrl, type PaymentUrl } from '@carte/api-client'
import { useCallback, useRef, useState } from 'react'
import { apiBaseUrl } from '../config'

/** Where a partner payment start is: idle, on its way to the payment page, or failed. */
export type AfPaymentPhase = 'idle' | 'redirecting' | 'failed'

/** What {@link useAfPaymentRedirect} gives a screen. */
export interface AfPaymentRedirect {
  readonly phase: AfPaymentPhase
  /** Which start is running or failed ('full' or a split share uuid), or null. */
  readonly target: string | null
  /** Starts a payment once (a second press while one runs does nothing) and follows its URL. */
  readonly start: (target: string, begin: () => Promise<PaymentUrl>) => void
}

/**
 * Starts a partner payment (the full amount or one split share) and sends the browser to the
 * payment_url it answers, only when api-client's isFollowablePaymentUrl accepts it (https: or the
 * venue-api sandbox origin). The URL is never stored. A failure resets the redirecting state and is
 * logged; the screen says it may be tried again.
 * spec: ordering-payment §7 POST /iiko/af/payments/ "returns payment_url; redirect", POST
 *   /iiko/af/split-payments/ "returns payment_url; window redirects"; §8 "payment or split request
 *   failure (redirecting state reset)"; architecture rulings (payment_url followed only when https:)
 * @returns the phase, the running target and start.
 */
export function useAfPaymentRedirect(): AfPaymentRedirect {
  const [phase, setPhase] = useState<AfPaymentPhase>('idle')
  const [target, setTarget] = useState<string | null>(null)
  const busy = useRef(false)
  const start = useCallback((next: string, begin: () => Promise<PaymentUrl>) => {
    if (busy.current) return
    busy.current = true
    setTarget(next)
    setPhase('redirecting')
    begin()
      .then(({ payment_url: url }) => {
        if (!isFollowablePaymentUrl(url, apiBaseUrl())) throw new Error('payment URL refused')
        window.location.assign(url)
      })
      .catch((failure: unknown) => {
        busy.current = false
        setPhase('failed')
        console.error('[@carte/menu-web] partner payment could not start', failure)
      })
  }, [])
  return { phase, target, start }
}
