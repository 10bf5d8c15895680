import { createHash } from 'node:crypto'
import { orderCreateBodySchema } from '@carte/api-client'
import type { AppContext } from '../context'
import { parseBody } from '../http/body'
import { type Answer, createOrder } from './create'

const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000

/** A ready HTTP answer: status, JSON text and extra headers. */
export interface RawAnswer {
  readonly status: number
  readonly text: string
  readonly headers: Readonly<Record<string, string>>
}

const json = (status: number, body: unknown): RawAnswer => ({
  status,
  text: JSON.stringify(body),
  headers: {},
})

/** Order creation with its Idempotency-Key rules; shared by the Hono route and the raw fast path. */
export interface OrderPoster {
  /**
   * Answers POST /{lang}/api/order/.
   * spec: ordering-payment §7 POST /{lang}/api/order/; CONTRACT idempotency
   * @param lang - The path language.
   * @param key - The Idempotency-Key header, if any.
   * @param raw - The body text.
   * @returns The answer.
   */
  post(lang: string, key: string | undefined, raw: string): Promise<RawAnswer>
}

/**
 * Builds the order poster: same key + same body replays the first 201 (kept 24 h), same key + other
 * body is 422, a key still in flight is 409; the record commits with the order.
 * @param ctx - Shared state.
 * @returns The poster.
 */
export function createOrderPoster(ctx: AppContext): OrderPoster {
  const inFlight = new Set<string>()
  const getKey = ctx.db.prepare<
    [string],
    { body_hash: string; status: number; response: string; created_ms: number }
  >('SELECT body_hash, status, response, created_ms FROM idempotency WHERE key = ?')
  const putKey = ctx.db.prepare(
    'INSERT OR REPLACE INTO idempotency (key, body_hash, status, response, created_ms) VALUES (?, ?, ?, ?, ?)',
  )
  return {
    async post(lang, key, raw) {
      if (key !== undefined && (key.length === 0 || key.length > 200)) {
        return json(400, {
          code: 'invalid_body',
          field: 'Idempotency-Key',
          message: 'Expected 1 to 200 characters',
        })
      }
      const hash = key === undefined ? '' : createHash('sha256').update(raw).digest('hex')
      if (key !== undefined) {
        const stored = getKey.get(key)
        const fresh =
          stored !== undefined && ctx.now().getTime() - stored.created_ms < IDEMPOTENCY_TTL_MS
        if (fresh) {
          if (stored.body_hash !== hash) {
            return json(422, {
              code: 'idempotency_key_reused',
              message: 'This Idempotency-Key was used with another body',
            })
          }
          return {
            status: stored.status,
            text: stored.response,
            headers: { 'idempotent-replayed': 'true' },
          }
        }
        if (inFlight.has(key)) {
          return json(409, {
            code: 'idempotency_in_flight',
            message: 'The first request with this key is still running',
          })
        }
        inFlight.add(key)
      }
      try {
        const body = parseBody(raw, orderCreateBodySchema)
        let text: string | null = null
        // Only a created order is replayed; a refusal may be retried with the same key once fixed.
        const remember = (done: Answer) => {
          text = JSON.stringify(done.body)
          if (key !== undefined) putKey.run(key, hash, done.status, text, ctx.now().getTime())
        }
        const result: Answer = body.ok
          ? await createOrder(ctx, body.value, lang, remember)
          : { status: 400, body: body.error }
        return { status: result.status, text: text ?? JSON.stringify(result.body), headers: {} }
      } finally {
        if (key !== undefined) inFlight.delete(key)
      }
    },
  }
}
