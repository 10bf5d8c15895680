import type { FetchInitLike, FetchLike } from '../src/index'

export interface RecordedCall {
  readonly url: string
  readonly init: FetchInitLike
}

/** A fake fetch that records calls and answers with `status` and a JSON (or raw text) body. */
export function fakeFetch(status: number, body: unknown, raw = false) {
  const calls: RecordedCall[] = []
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init })
    const text = raw ? String(body) : body === undefined ? '' : JSON.stringify(body)
    return { status, ok: status >= 200 && status < 300, text: async () => text }
  }
  return { fetch, calls }
}

/** The only recorded call (fails the test when there is not exactly one). */
export function only(calls: readonly RecordedCall[]): RecordedCall {
  if (calls.length !== 1) throw new Error(`expected one call, got ${calls.length}`)
  return calls[0] as RecordedCall
}

/** The parsed JSON body of a recorded call. */
export function jsonBody(call: RecordedCall): unknown {
  return call.init.body === undefined ? undefined : JSON.parse(call.init.body)
}
