import {
  type FetchQueryOptions,
  focusManager,
  QueryClient,
  QueryObserver,
} from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  type ApiConfig,
  NoResponseError,
  RequestSetupError,
  SchemaError,
  ServerError,
} from '../src/index'
import {
  activeOrderQueryOptions,
  addressSearchQueryOptions,
  couponQueryOptions,
  customDomainQueryOptions,
  deliveryZoneQueryOptions,
  employeeQueryOptions,
  feedbackFormQueryOptions,
  MENU_STALE_TIME_MS,
  manifestQueryOptions,
  menuLanguagesQueryOptions,
  menuQueryOptions,
  menuSectionQueryOptions,
  orderQueryOptions,
  paymentStatusQueryOptions,
  queryKeys,
  reverseGeocodeQueryOptions,
  shouldRetry,
  walletQueryOptions,
} from '../src/query'
import { fakeFetch, only } from './fake-fetch'
import { minimalMenu } from './fixtures'

const BASE = 'http://api.test'

/** Runs query options through a fresh QueryClient; returns their key. */
async function runOptions<TData, TError, TKey extends readonly unknown[]>(
  options: FetchQueryOptions<TData, TError, TData, TKey>,
): Promise<TKey> {
  await new QueryClient().fetchQuery(options)
  return options.queryKey
}
const info = { method: 'GET', url: 'u' }

describe('query option factories (architecture: ensureQueryData(menuQueryOptions(...)))', () => {
  it('menu options: key by licence and language, fresh for 1 minute (menu-browsing §9)', async () => {
    const { fetch, calls } = fakeFetch(200, minimalMenu)
    const config: ApiConfig = { baseUrl: BASE, fetch }
    const options = menuQueryOptions(config, 'demo', 'en')
    expect(options.queryKey).toEqual(['carte', 'menu', 'demo', 'en'])
    expect(options.staleTime).toBe(60_000)
    expect(MENU_STALE_TIME_MS).toBe(60_000)
    const client = new QueryClient()
    const menu = await client.ensureQueryData(options)
    expect(menu.license).toBe('demo')
    expect(only(calls).url).toBe(`${BASE}/en/api/menu/demo/`)
    // Fresh data is served from the cache: no second request.
    await client.ensureQueryData(options)
    expect(calls).toHaveLength(1)
  })

  describe('a diner coming back to the tab (menu-browsing §4: older than 1 minute is reloaded)', () => {
    afterEach(() => {
      focusManager.setFocused(undefined)
      vi.useRealTimers()
    })

    /** A client as menu-web makes it (no refetch on focus by default), watching the menu. */
    async function watchedMenu() {
      vi.useFakeTimers({ toFake: ['Date'] })
      const { fetch, calls } = fakeFetch(200, minimalMenu)
      const client = new QueryClient({
        defaultOptions: { queries: { refetchOnWindowFocus: false } },
      })
      client.mount()
      const observer = new QueryObserver(
        client,
        menuQueryOptions({ baseUrl: BASE, fetch }, 'demo', 'en'),
      )
      const stop = observer.subscribe(() => undefined)
      await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('success'))
      const comeBack = async () => {
        focusManager.setFocused(false)
        focusManager.setFocused(true)
        await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false))
      }
      return { calls, comeBack, stop, client }
    }

    it('reloads the menu when it is more than a minute old, even with a client that turns focus refetches off', async () => {
      const { calls, comeBack, stop, client } = await watchedMenu()
      expect(calls).toHaveLength(1)
      vi.setSystemTime(Date.now() + MENU_STALE_TIME_MS + 1)
      await comeBack()
      expect(calls).toHaveLength(2)
      stop()
      client.unmount()
    })

    it('does not reload a menu younger than a minute', async () => {
      const { calls, comeBack, stop, client } = await watchedMenu()
      vi.setSystemTime(Date.now() + MENU_STALE_TIME_MS - 1_000)
      await comeBack()
      expect(calls).toHaveLength(1)
      stop()
      client.unmount()
    })
  })

  it('every read has options whose queryFn calls its path and whose key comes from queryKeys', async () => {
    type Case = readonly [(config: ApiConfig) => Promise<readonly unknown[]>, string, unknown]
    const cases: readonly Case[] = [
      [
        (c) => runOptions(menuLanguagesQueryOptions(c, 'demo')),
        '/en/api/menu_language/demo/',
        { default_language: 'en' },
      ],
      [
        (c) => runOptions(customDomainQueryOptions(c, 'demo.localhost')),
        '/en/menus/custom-domain/demo.localhost/',
        { license: 'demo' },
      ],
      [(c) => runOptions(feedbackFormQueryOptions(c, 'en', 3)), '/en/api/feedback/3/', { id: 3 }],
      [
        (c) => runOptions(manifestQueryOptions(c, 'demo')),
        '/en/menus/manifest/demo/',
        { name: 'x' },
      ],
      [
        (c) => runOptions(couponQueryOptions(c, 7, 'save')),
        '/en/api/coupon/7/SAVE/',
        { id: 1, discount_value_type: 'fixed', discount_value: 1 },
      ],
      [
        (c) => runOptions(deliveryZoneQueryOptions(c, 7, 1.5, 2.5)),
        '/en/api/delivery_zone/1.5,2.5/7/',
        { delivery_amount: 1 },
      ],
      [
        (c) => runOptions(menuSectionQueryOptions(c, 'demo', 4)),
        '/en/api/menu_section/demo/?table_number=4',
        {},
      ],
      [
        (c) => runOptions(orderQueryOptions(c, 'en', 'o-1')),
        '/en/api/order/o-1/',
        { uuid: 'o-1', status: 'pending', total: 1 },
      ],
      [
        (c) => runOptions(walletQueryOptions(c, 'o-1')),
        '/iiko/af/blue/o-1/',
        { wallet_id: 1, balance: 1 },
      ],
      [(c) => runOptions(activeOrderQueryOptions(c, 12, 7)), '/iiko/active-order/12/7/', {}],
      [
        (c) => runOptions(employeeQueryOptions(c, 'EMP1001')),
        '/iiko/af/verify-employee-id/EMP1001/',
        { employee_id: 'EMP1001' },
      ],
      [
        (c) => runOptions(paymentStatusQueryOptions(c, 'thawani', { ref: 'T' })),
        '/en/thawani/status/',
        { status: 'PAID' },
      ],
      [
        (c) => runOptions(addressSearchQueryOptions(c, 'marina', 1, 2)),
        '/geocoder/search/?q=marina&lat=1&lng=2&radius=10000',
        { results: [] },
      ],
      [
        (c) => runOptions(reverseGeocodeQueryOptions(c, 1, 2)),
        '/geocoder/reverse/?lat=1&lng=2',
        { results: [] },
      ],
    ]
    for (const [build, path, answer] of cases) {
      const { fetch, calls } = fakeFetch(200, answer)
      const key = await build({ baseUrl: BASE, fetch })
      expect(key[0]).toBe('carte')
      expect(only(calls).url, path).toBe(`${BASE}${path}`)
    }
  })

  it('order keys share a prefix per order so an order-update can invalidate every language', () => {
    const prefix = queryKeys.orderAll('o-1')
    expect(queryKeys.order('en', 'o-1').slice(0, prefix.length)).toEqual([...prefix])
    expect(queryKeys.order('ar', 'o-1').slice(0, prefix.length)).toEqual([...prefix])
  })

  it('coupon keys use the upper-cased code; payment-status keys ignore query order', () => {
    expect(queryKeys.coupon(7, ' save10 ')).toEqual(queryKeys.coupon(7, 'SAVE10'))
    expect(queryKeys.paymentStatus('stripe', 'session=s&ref=r')).toEqual(
      queryKeys.paymentStatus('stripe', { ref: 'r', session: 's' }),
    )
  })

  it('retries only when nothing or a 5xx came back, at most twice', () => {
    expect(shouldRetry(0, new NoResponseError(info))).toBe(true)
    expect(shouldRetry(0, new ServerError(503, null, info))).toBe(true)
    expect(shouldRetry(2, new ServerError(503, null, info))).toBe(false)
    expect(shouldRetry(0, new ServerError(404, null, info))).toBe(false)
    expect(shouldRetry(0, new SchemaError('x', [], info))).toBe(false)
    expect(shouldRetry(0, new RequestSetupError(info))).toBe(false)
    expect(shouldRetry(0, new Error('programmer'))).toBe(false)
  })
})
