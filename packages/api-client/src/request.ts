import type * as v from 'valibot'
import {
  type ApiConfig,
  type CallOptions,
  type FetchResponseLike,
  REQUEST_TIMEOUT_MS,
} from './config'
import {
  NoResponseError,
  type RequestInfo,
  RequestSetupError,
  SchemaError,
  ServerError,
} from './errors'
import { parseResponse } from './parse-response'

/** What one call sends and how its answer is read. */
export interface RequestSpec<TSchema extends v.GenericSchema> {
  readonly method: 'GET' | 'POST' | 'PATCH'
  /** Path below the base URL (leading slash), or an absolute URL. */
  readonly path: string
  /** JSON body (serialised with JSON.stringify). */
  readonly body?: unknown
  /** Body text sent as is (already JSON). */
  readonly rawBody?: string
  /** Extra headers (e.g. Idempotency-Key). */
  readonly headers?: Readonly<Record<string, string>>
  /** Schema of the success answer. */
  readonly schema: TSchema
  /**
   * Schema of the JSON body: the body is validated and its output (money as decimal strings,
   * defaults applied) is sent; a body that fails is a RequestSetupError whose cause names the path.
   */
  readonly bodySchema?: v.GenericSchema
  /** The success status the spec states (e.g. 201); any other status is a ServerError. */
  readonly expectStatus?: number
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  if (signal?.aborted) return true
  return error instanceof Error && error.name === 'AbortError'
}

function parseBody(text: string): { json: true; value: unknown } | { json: false; value: string } {
  if (text.trim() === '') return { json: true, value: null }
  try {
    return { json: true, value: JSON.parse(text) }
  } catch {
    return { json: false, value: text }
  }
}

/**
 * Makes one call: JSON content type, AbortSignal, errors as ordering-payment §8 distinguishes them.
 * Aborts are rethrown unchanged (not wrapped) so that query libraries see a cancellation. A call
 * whose answer does not start within the config's timeoutMs (default 20 s), or whose body does not
 * arrive within as long again, is a NoResponseError.
 * @param config base URL and fetch
 * @param spec method, path, body, headers, answer schema
 * @param options signal
 * @returns the validated answer
 * @throws RequestSetupError (could not build/start), NoResponseError (no answer),
 *   ServerError (non-success status), SchemaError (answer does not match)
 * spec: ordering-payment §8 Order creation failure; menu-browsing §7 "send a JSON content type"
 */
export async function request<const TSchema extends v.GenericSchema>(
  config: ApiConfig,
  spec: RequestSpec<TSchema>,
  options: CallOptions = {},
): Promise<v.InferOutput<TSchema>> {
  const info: RequestInfo = {
    method: spec.method,
    url: /^https?:\/\//.test(spec.path) ? spec.path : `${config.baseUrl}${spec.path}`,
  }
  let send: (signal: AbortSignal) => Promise<FetchResponseLike>
  try {
    const url = new URL(info.url).toString()
    const fetchImpl = config.fetch ?? globalThis.fetch
    if (typeof fetchImpl !== 'function') throw new TypeError('fetch is not available')
    const payload = spec.bodySchema ? parseResponse(spec.bodySchema, spec.body, info) : spec.body
    const body = spec.rawBody ?? (payload === undefined ? undefined : JSON.stringify(payload))
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...spec.headers,
    }
    send = (signal) =>
      fetchImpl(url, {
        method: spec.method,
        headers,
        ...(body === undefined ? {} : { body }),
        signal,
      })
  } catch (error) {
    throw new RequestSetupError(info, { cause: error })
  }

  // The caller's cancellation and the time limit in one signal (AbortSignal.any is missing in
  // Safari before 17.4). A timeout is a NoResponseError; the caller's abort is rethrown as is.
  const controller = new AbortController()
  const timeoutMs = config.timeoutMs ?? REQUEST_TIMEOUT_MS
  let timedOut = false
  const expire = () => {
    timedOut = true
    controller.abort()
  }
  // The limit runs once for the answer to start and once more for its body: a large menu on a
  // slow link that is arriving is not cut off by the time its first bytes took.
  let timer = setTimeout(expire, timeoutMs)
  const forward = () => controller.abort(options.signal?.reason)
  if (options.signal?.aborted) forward()
  else options.signal?.addEventListener('abort', forward, { once: true })

  let status: number
  let ok: boolean
  let text: string
  try {
    const response = await send(controller.signal)
    clearTimeout(timer)
    timer = setTimeout(expire, timeoutMs)
    status = response.status
    ok = response.ok
    text = await response.text()
  } catch (error) {
    if (!timedOut && isAbort(error, options.signal)) throw options.signal?.reason ?? error
    throw new NoResponseError(info, {
      cause: timedOut ? new Error(`No answer within ${timeoutMs} ms`) : error,
    })
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', forward)
  }

  const parsed = parseBody(text)
  const success = ok && (spec.expectStatus === undefined || status === spec.expectStatus)
  if (!success) throw new ServerError(status, parsed.value, info)
  if (!parsed.json) throw new SchemaError('', [], info, 'Answer is not JSON')
  return parseResponse(spec.schema, parsed.value, info)
}
