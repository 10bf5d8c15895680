import { afterEach, describe, expect, it } from 'vitest'
import { demoOrder } from './fixtures'
import { call, startApi, type TestApi } from './helpers'

let api: TestApi | undefined
afterEach(async () => {
  await api?.dispose()
  api = undefined
})

const post = (base: string, key: string, body: unknown) =>
  call(base, '/en/api/order/', { body, headers: { 'Idempotency-Key': key } })

describe('Idempotency-Key on order creation (CONTRACT idempotency)', () => {
  it('same key and body replays the first response; a different body is 422', async () => {
    api = await startApi()
    const first = await post(api.url, 'key-1', demoOrder())
    const again = await post(api.url, 'key-1', demoOrder())
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(again.body).toEqual(first.body)
    const other = await post(api.url, 'key-1', demoOrder({ customer_name: 'Someone Else' }))
    expect(other.status).toBe(422)
    expect(other.body.code).toBe('idempotency_key_reused')
  })

  it('a replay survives a restart (keys are stored in SQLite)', async () => {
    api = await startApi()
    const first = await post(api.url, 'key-restart', demoOrder())
    const dataDir = api.dataDir
    await api.close()
    api = await startApi({ dataDir })
    const again = await post(api.url, 'key-restart', demoOrder())
    expect(again.body.uuid).toBe(first.body.uuid)
  })

  it('keys older than 24 h are forgotten: the same key then creates a new order', async () => {
    let now = new Date('2026-11-23T10:00:00Z')
    api = await startApi({ now: () => now })
    const first = await post(api.url, 'key-old', demoOrder())
    now = new Date('2026-11-24T10:00:01Z')
    const later = await post(api.url, 'key-old', demoOrder())
    expect(later.status).toBe(201)
    expect(later.body.uuid).not.toBe(first.body.uuid)
  })

  it('while the first request is in flight a second one with the key is 409', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    let entered: () => void = () => {}
    const inside = new Promise<void>((resolve) => {
      entered = resolve
    })
    api = await startApi({
      beforeOrderCommit: async () => {
        entered()
        await gate
      },
    })
    const firstPromise = post(api.url, 'key-slow', demoOrder())
    await inside
    const second = await post(api.url, 'key-slow', demoOrder())
    expect(second.status).toBe(409)
    expect(second.body.code).toBe('idempotency_in_flight')
    release()
    expect((await firstPromise).status).toBe(201)
  })

  it('50 concurrent identical POSTs create exactly one order', async () => {
    api = await startApi()
    const base = api.url
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        post(base, 'key-burst', demoOrder({ customer_name: 'Burst' })),
      ),
    )
    const uuids = new Set(results.filter((r) => r.status === 201).map((r) => r.body.uuid))
    expect(uuids.size).toBe(1)
    for (const r of results) expect([201, 409]).toContain(r.status)
    const list = await call(base, '/console/api/orders?license=demo')
    expect(
      list.body.results.filter((o: { customer_name: string }) => o.customer_name === 'Burst'),
    ).toHaveLength(1)
  })
})
