import { randomBytes } from 'node:crypto'
import { isPaymentProvider, PAYMENT_STATUS_CALLS, type PaymentProvider } from '@carte/api-client'
import type { AppContext } from '../context'

/** A payment session of the simulator. */
export interface PaymentSession {
  readonly session: string
  readonly provider: string
  /** 'order' (order placed with online payment), 'full' (pay the balance), 'split' (one share). */
  readonly kind: 'order' | 'full' | 'split'
  readonly order_uuid: string
  readonly split_uuid: string | null
  readonly amount: string
  readonly lang: string
  readonly status: 'PENDING' | 'PAID' | 'FAILED'
  readonly created: string
}

/**
 * Starts a simulated provider session and returns its payment_url (/pay/{provider}/{session}).
 * spec: CONTRACT payment_url
 * @param ctx - Shared state.
 * @param input - Provider, kind, order, split share, amount and language.
 * @returns The payment URL.
 */
export function startPaymentSession(
  ctx: AppContext,
  input: {
    provider: string
    kind: PaymentSession['kind']
    orderUuid: string
    splitUuid: string | null
    amount: string
    lang: string
  },
): string {
  const session = `ps_${randomBytes(9).toString('hex')}`
  ctx.db
    .prepare(
      `INSERT INTO payment_sessions (session, provider, kind, order_uuid, split_uuid, amount, lang, status, created)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'PENDING', ?)`,
    )
    .run(
      session,
      input.provider,
      input.kind,
      input.orderUuid,
      input.splitUuid,
      input.amount,
      input.lang,
      ctx.now().toISOString(),
    )
  return `${ctx.origin}/pay/${input.provider}/${session}`
}

/**
 * Reads a session.
 * @param ctx - Shared state.
 * @param session - Session id.
 * @returns The session or undefined.
 */
export function findSession(ctx: AppContext, session: string): PaymentSession | undefined {
  return ctx.db
    .prepare<[string], PaymentSession>('SELECT * FROM payment_sessions WHERE session = ?')
    .get(session)
}

/**
 * Where the provider page sends the diner back: {APP_ORIGIN}/{lang}/payment/{provider}?<its query>.
 * Every query parameter the provider's return page reads carries the session id.
 * spec: ordering-payment §2 Payment-return pages; api-client PAYMENT_STATUS_CALLS
 * @param ctx - Shared state.
 * @param s - The session.
 * @returns The return URL.
 */
export function returnUrl(ctx: AppContext, s: PaymentSession): string {
  const provider: PaymentProvider = isPaymentProvider(s.provider) ? s.provider : 'stripe'
  const params = new URLSearchParams()
  for (const name of PAYMENT_STATUS_CALLS[provider].query) params.set(name, s.session)
  return `${ctx.appOrigin}/${s.lang}/payment/${provider}?${params.toString()}`
}
