import { io } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoOrder } from './fixtures'
import { call, startApi, type TestApi } from './helpers'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(async () => {
  await api.dispose()
})

describe("real-time 'order-update' (architecture: Real-time)", () => {
  it('a client subscribed to the order uuid receives each console status change', async () => {
    const created = await call(api.url, '/en/api/order/', { body: demoOrder() })
    const uuid = created.body.uuid as string
    const socket = io(api.url, { transports: ['websocket'], forceNew: true })
    try {
      await new Promise<void>((resolve) => socket.on('connect', () => resolve()))
      expect(await socket.emitWithAck('subscribe', uuid)).toBe(true)
      const received: unknown[] = []
      const two = new Promise<void>((resolve) => {
        socket.on('order-update', (payload: unknown) => {
          received.push(payload)
          if (received.length === 2) resolve()
        })
      })
      await call(api.url, `/console/api/orders/${uuid}/status`, { body: { status: 'accepted' } })
      await call(api.url, `/console/api/orders/${uuid}/lines/line-chai/delete`, { method: 'POST' })
      await two
      expect(received).toEqual([
        { uuid, status: 'accepted' },
        { uuid, status: 'accepted' },
      ])
    } finally {
      socket.close()
    }
  })
})
