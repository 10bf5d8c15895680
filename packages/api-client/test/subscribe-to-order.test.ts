import { describe, expect, it, vi } from 'vitest'
import { type OrderEvent, type OrderSocket, subscribeToOrder } from '../src/index'

/** A fake socket.io socket: records emits, lets the test fire server events. */
class FakeSocket implements OrderSocket {
  connected = false
  readonly emitted: unknown[][] = []
  disconnected = 0
  private readonly listeners = new Map<string, ((...args: unknown[]) => void)[]>()
  on(event: string, listener: (...args: unknown[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener])
    return this
  }
  emit(event: string, ...args: unknown[]) {
    this.emitted.push([event, ...args])
    return this
  }
  disconnect() {
    this.disconnected += 1
    this.connected = false
    return this
  }
  fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true
    for (const listener of this.listeners.get(event) ?? []) listener(...args)
  }
}

async function setup(uuid = 'o-1') {
  const socket = new FakeSocket()
  const factory = vi.fn((_url: string, _options: unknown) => socket)
  const events: OrderEvent[] = []
  const unsubscribe = subscribeToOrder(uuid, (event) => events.push(event), {
    url: 'http://127.0.0.1:8787',
    socketFactory: factory,
  })
  await vi.waitFor(() => expect(factory).toHaveBeenCalled())
  await Promise.resolve()
  return { socket, factory, events, unsubscribe }
}

describe('subscribeToOrder (ordering-payment §4 real-time order-update; architecture Real-time)', () => {
  it('connects to the venue-api origin on the default socket.io path', async () => {
    const { factory } = await setup()
    expect(factory).toHaveBeenCalledWith('http://127.0.0.1:8787', {
      path: '/socket.io/',
      forceNew: true,
    })
  })

  it("joins the order's room: emits 'subscribe' with the uuid on connect", async () => {
    const { socket } = await setup('o-42')
    expect(socket.emitted).toEqual([])
    socket.fire('connect')
    expect(socket.emitted).toEqual([['subscribe', 'o-42']])
  })

  it("delivers this order's 'order-update' events and ignores other orders", async () => {
    const { socket, events } = await setup('o-1')
    socket.fire('connect')
    socket.fire('order-update', { uuid: 'o-1', status: 'accepted' })
    socket.fire('order-update', { uuid: 'o-2', status: 'rejected' })
    socket.fire('order-update', 'garbage')
    expect(events).toEqual([{ type: 'order-update', uuid: 'o-1', status: 'accepted' }])
  })

  it('after every reconnect re-joins the room and tells the caller to refetch', async () => {
    const { socket, events } = await setup('o-1')
    socket.fire('connect')
    expect(events).toEqual([])
    socket.fire('disconnect')
    socket.fire('connect')
    socket.fire('connect')
    expect(events).toEqual([
      { type: 'reconnect', uuid: 'o-1' },
      { type: 'reconnect', uuid: 'o-1' },
    ])
    expect(socket.emitted).toEqual([
      ['subscribe', 'o-1'],
      ['subscribe', 'o-1'],
      ['subscribe', 'o-1'],
    ])
  })

  it('unsubscribe disconnects (leaving the room) and stops deliveries; twice is harmless', async () => {
    const { socket, events, unsubscribe } = await setup('o-1')
    socket.fire('connect')
    unsubscribe()
    unsubscribe()
    expect(socket.disconnected).toBe(1)
    socket.fire('order-update', { uuid: 'o-1', status: 'fulfilled' })
    expect(events).toEqual([])
  })

  it('unsubscribing before the socket exists disconnects it as soon as it is made', async () => {
    const socket = new FakeSocket()
    let resolve: (s: OrderSocket) => void = () => {}
    const made = new Promise<OrderSocket>((r) => {
      resolve = r
    })
    const unsubscribe = subscribeToOrder('o-1', () => {}, {
      url: 'http://x',
      socketFactory: () => made,
    })
    unsubscribe()
    resolve(socket)
    await vi.waitFor(() => expect(socket.disconnected).toBe(1))
  })

  it('joins at once when the socket is already connected', async () => {
    const socket = new FakeSocket()
    socket.connected = true
    subscribeToOrder('o-7', () => {}, { url: 'http://x', socketFactory: () => socket })
    await vi.waitFor(() => expect(socket.emitted).toEqual([['subscribe', 'o-7']]))
  })

  it('onSubscribe runs after every join, so a caller reads what changed before it (first connect too)', async () => {
    const socket = new FakeSocket()
    const joined: unknown[][] = []
    const unsubscribe = subscribeToOrder('o-7', () => undefined, {
      url: 'http://127.0.0.1:8787',
      socketFactory: () => socket,
      onSubscribe: () => joined.push([...socket.emitted]),
    })
    await vi.waitFor(() => expect(socket.connected).toBe(false))
    await Promise.resolve()
    await Promise.resolve()
    expect(joined).toEqual([])
    socket.fire('connect')
    // Called after the room was joined, not before.
    expect(joined).toEqual([[['subscribe', 'o-7']]])
    socket.fire('connect')
    expect(joined).toHaveLength(2)
    unsubscribe()
    socket.fire('connect')
    expect(joined).toHaveLength(2)
  })

  it('reports a factory failure through onError', async () => {
    const onError = vi.fn()
    subscribeToOrder('o-1', () => {}, {
      url: 'http://x',
      socketFactory: () => {
        throw new Error('boom')
      },
      onError,
    })
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('boom')))
  })
})
