import { describe, expect, it, vi } from 'vitest'
import {
  type ApiConfig,
  ApiError,
  createApiConfig,
  existingOrderOf,
  GEOFENCE_FALLBACK_MESSAGE,
  geofenceFailureMessage,
  getMenu,
  getOrder,
  LicenseNotActiveError,
  NoResponseError,
  REQUEST_TIMEOUT_MS,
  RequestSetupError,
  SchemaError,
  ServerError,
} from '../src/index'
import { fakeFetch } from './fake-fetch'
import { minimalMenu } from './fixtures'

const BASE = 'http://api.test'

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection')
}

describe('the three error kinds of ordering-payment §8', () => {
  it('a server answer: ServerError with status and body', async () => {
    const body = {
      code: 'existing_order',
      message: 'Active order on this table',
      existing_order: {
        uuid: 'o-9',
        line_items: [{ product_name: 'Tea', quantity: 1, product_price: '1.000' }],
      },
    }
    const { fetch } = fakeFetch(409, body)
    const error = await caught(getOrder({ baseUrl: BASE, fetch }, { lang: 'en', id: 'x' }))
    expect(error).toBeInstanceOf(ServerError)
    expect(error).toBeInstanceOf(ApiError)
    const server = error as ServerError
    expect(server.name).toBe('ServerError')
    expect(server.status).toBe(409)
    expect(server.body).toEqual(body)
    expect(server.code).toBe('existing_order')
    expect(server.message).toBe('Active order on this table')
    expect(existingOrderOf(server)).toMatchObject({
      uuid: 'o-9',
      line_items: [{ product_name: 'Tea', quantity: 1, product_price: '1.000' }],
    })
  })
  it('existingOrderOf is null for other errors and bodies without existing_order', () => {
    const info = { method: 'POST', url: 'u' }
    expect(existingOrderOf(new ServerError(422, { code: 'totals_mismatch' }, info))).toBeNull()
    expect(existingOrderOf(new NoResponseError(info))).toBeNull()
    expect(existingOrderOf(new Error('x'))).toBeNull()
  })
  it('a non-JSON error body is kept as text; the message says the status', async () => {
    const { fetch } = fakeFetch(502, 'Bad gateway', true)
    const error = (await caught(
      getOrder({ baseUrl: BASE, fetch }, { lang: 'en', id: 'x' }),
    )) as ServerError
    expect(error.body).toBe('Bad gateway')
    expect(error.message).toBe('Server answered 502')
    expect(error.code).toBeNull()
  })
  it("no response: NoResponseError 'No response from server'", async () => {
    const cause = new TypeError('fetch failed')
    const config: ApiConfig = { baseUrl: BASE, fetch: () => Promise.reject(cause) }
    const error = await caught(getOrder(config, { lang: 'en', id: 'x' }))
    expect(error).toBeInstanceOf(NoResponseError)
    expect((error as NoResponseError).message).toBe('No response from server')
    expect((error as NoResponseError).name).toBe('NoResponseError')
    expect((error as NoResponseError).cause).toBe(cause)
    expect((error as NoResponseError).url).toBe(`${BASE}/en/api/order/x/`)
  })
  it("request setup: RequestSetupError 'Error setting up request' (bad base URL, no fetch sent)", async () => {
    const { fetch, calls } = fakeFetch(200, {})
    const error = await caught(getOrder({ baseUrl: 'not a url', fetch }, { lang: 'en', id: 'x' }))
    expect(error).toBeInstanceOf(RequestSetupError)
    expect((error as RequestSetupError).message).toBe('Error setting up request')
    expect((error as RequestSetupError).name).toBe('RequestSetupError')
    expect(calls).toHaveLength(0)
  })
  it('request setup: a body that fails its schema is not sent; the cause names the path', async () => {
    const { fetch, calls } = fakeFetch(200, {})
    const { redeemWallet } = await import('../src/index')
    const error = await caught(
      redeemWallet(
        { baseUrl: BASE, fetch },
        { orderUuid: 'o', body: { wallet_id: 'w', amount: '1', otp: '12' } },
      ),
    )
    expect(error).toBeInstanceOf(RequestSetupError)
    expect(((error as RequestSetupError).cause as SchemaError).path).toBe('otp')
    expect(calls).toHaveLength(0)
  })
  it('no answer within the time limit is a NoResponseError naming the limit, and fetch is aborted', async () => {
    vi.useFakeTimers()
    try {
      let aborted = false
      const config: ApiConfig = {
        baseUrl: BASE,
        timeoutMs: 5_000,
        fetch: (_url, init) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => {
              aborted = true
              reject(new DOMException('The operation was aborted.', 'AbortError'))
            })
          }),
      }
      const pending = caught(getOrder(config, { lang: 'en', id: 'x' }))
      await vi.advanceTimersByTimeAsync(4_999)
      expect(aborted).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      const error = await pending
      expect(error).toBeInstanceOf(NoResponseError)
      expect(((error as NoResponseError).cause as Error).message).toBe('No answer within 5000 ms')
      expect(aborted).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })
  it('the limit runs again for the body: an answer that started in time has as long again to arrive', async () => {
    vi.useFakeTimers()
    try {
      const body = JSON.stringify({ uuid: 'o-1' })
      const slowBody = (bodyMs: number): ApiConfig => ({
        baseUrl: BASE,
        timeoutMs: 5_000,
        fetch: (_url, init) =>
          new Promise((resolve) => {
            setTimeout(
              () =>
                resolve({
                  status: 200,
                  ok: true,
                  text: () =>
                    new Promise((resolveText, reject) => {
                      const timer = setTimeout(() => resolveText(body), bodyMs)
                      init.signal?.addEventListener('abort', () => {
                        clearTimeout(timer)
                        reject(new DOMException('The operation was aborted.', 'AbortError'))
                      })
                    }),
                }),
              4_000,
            )
          }),
      })
      // Headers at 4 s, body 4.5 s later: 8.5 s in all, more than the 5 s limit, but each part in time.
      const arrives = caught(getOrder(slowBody(4_500), { lang: 'en', id: 'x' }))
      await vi.advanceTimersByTimeAsync(8_500)
      expect(await arrives).not.toBeInstanceOf(NoResponseError)
      // A body that stalls: given up 5 s after the headers.
      const stalls = caught(getOrder(slowBody(60_000), { lang: 'en', id: 'x' }))
      await vi.advanceTimersByTimeAsync(9_000)
      expect(await stalls).toBeInstanceOf(NoResponseError)
    } finally {
      vi.useRealTimers()
    }
  })
  it('the default time limit is 20 s; createApiConfig refuses a limit that is not a positive number', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(20_000)
    expect(createApiConfig({ baseUrl: BASE, timeoutMs: 1500 }).timeoutMs).toBe(1500)
    for (const timeoutMs of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => createApiConfig({ baseUrl: BASE, timeoutMs })).toThrow(/timeoutMs/)
    }
  })
  it('an abort is rethrown as the abort, not wrapped', async () => {
    const controller = new AbortController()
    const config: ApiConfig = {
      baseUrl: BASE,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    }
    const pending = caught(getOrder(config, { lang: 'en', id: 'x' }, { signal: controller.signal }))
    controller.abort()
    const error = await pending
    expect(error).not.toBeInstanceOf(ApiError)
    expect((error as Error).name).toBe('AbortError')
  })
})

describe('schema failures and licence (issue: typed error naming the failing path)', () => {
  it('a success answer that fails its schema is a SchemaError with the path', async () => {
    const { fetch } = fakeFetch(200, {
      ...minimalMenu,
      categories: [{ id: 1, name: 'A', category_hours: [{ weekday: 'Mon' }] }],
    })
    const error = await caught(getMenu({ baseUrl: BASE, fetch }, { license: 'demo', lang: 'en' }))
    expect(error).toBeInstanceOf(SchemaError)
    expect((error as SchemaError).name).toBe('SchemaError')
    expect((error as SchemaError).path).toBe('categories[0].category_hours[0].weekday')
  })
  it('a success answer that is not JSON is a SchemaError at the root', async () => {
    const { fetch } = fakeFetch(200, '<html>', true)
    const error = await caught(getOrder({ baseUrl: BASE, fetch }, { lang: 'en', id: 'x' }))
    expect(error).toBeInstanceOf(SchemaError)
    expect((error as SchemaError).path).toBe('')
  })
  it('a menu whose licence is not ACTIVE is a LicenseNotActiveError (menu-browsing §4)', async () => {
    const { fetch } = fakeFetch(200, { ...minimalMenu, license_status: 'EXPIRED' })
    const error = await caught(getMenu({ baseUrl: BASE, fetch }, { license: 'demo', lang: 'en' }))
    expect(error).toBeInstanceOf(LicenseNotActiveError)
    expect((error as LicenseNotActiveError).licenseStatus).toBe('EXPIRED')
    expect((error as LicenseNotActiveError).name).toBe('LicenseNotActiveError')
  })
})

describe('geofence failure message (menu-browsing §7 Geofence failure)', () => {
  const info = { method: 'POST', url: 'u' }
  it('uses the answer message, then error, then the fallback', () => {
    expect(geofenceFailureMessage(new ServerError(400, { message: 'Too far' }, info))).toBe(
      'Too far',
    )
    expect(geofenceFailureMessage(new ServerError(400, { error: 'Bad point' }, info))).toBe(
      'Bad point',
    )
    expect(geofenceFailureMessage(new ServerError(500, null, info))).toBe(GEOFENCE_FALLBACK_MESSAGE)
    expect(geofenceFailureMessage(new NoResponseError(info))).toBe(
      'Could not validate your location. Please try again.',
    )
  })
})
