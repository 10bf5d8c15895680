import * as v from 'valibot'
import { assert, MESSAGES } from './assert'
import { orderUpdateSchema } from './schemas/order-update'

/** The part of a socket.io client socket that subscribeToOrder uses. */
export interface OrderSocket {
  readonly connected?: boolean
  on(event: string, listener: (...args: unknown[]) => void): unknown
  emit(event: string, ...args: unknown[]): unknown
  disconnect(): unknown
}

/** Options the socket factory receives. */
export interface OrderSocketOptions {
  readonly path: string
  readonly forceNew: true
}

/** Makes a socket to `url` (default: socket.io-client's io(), imported lazily). */
export type OrderSocketFactory = (
  url: string,
  options: OrderSocketOptions,
) => OrderSocket | Promise<OrderSocket>

/** What the subscriber receives: an update of the order, or a reconnect (refetch: updates may have been missed). */
export type OrderEvent =
  | { readonly type: 'order-update'; readonly uuid: string; readonly status: string | null }
  | { readonly type: 'reconnect'; readonly uuid: string }

/** Options of subscribeToOrder. */
export interface SubscribeToOrderOptions {
  /** Socket origin: venue-api's base URL (socket.io shares its port). */
  readonly url: string
  /** socket.io path (default '/socket.io/'). */
  readonly path?: string
  /** Replaces socket.io-client (tests pass a fake). */
  readonly socketFactory?: OrderSocketFactory
  /** Called when the socket cannot be created (the caller keeps polling or refetching). */
  readonly onError?: (error: unknown) => void
  /**
   * Called each time the room is joined (first connect and every reconnect): updates made before
   * the join were not pushed, so a caller that read the order earlier reads it again.
   */
  readonly onSubscribe?: () => void
}

/** The socket.io event names of the order channel. spec: ordering-payment §4; CONTRACT socket.io */
export const ORDER_SOCKET_EVENTS = {
  subscribe: 'subscribe',
  update: 'order-update',
  connect: 'connect',
} as const

const defaultFactory: OrderSocketFactory = async (url, options) => {
  // Loaded on demand so the menu's first chunk does not carry socket.io-client.
  const { io } = await import('socket.io-client')
  return io(url, options) as unknown as OrderSocket
}

/**
 * Subscribes to real-time updates of one order: joins its room (emits 'subscribe' with the uuid
 * on every connect), delivers its 'order-update' events, and after every reconnect tells the
 * caller to refetch. socket.io-client is imported lazily.
 * @param uuid the order uuid
 * @param onUpdate receives { type: 'order-update', uuid, status } or { type: 'reconnect', uuid }
 * @param options socket URL, path, factory, onError, onSubscribe
 * @returns unsubscribe: disconnects the socket (leaving the room); safe to call more than once
 * spec: ordering-payment §4 "The receipt refreshes on every real-time 'order-update' event on a
 *   channel named by the order uuid"; architecture Real-time
 */
export function subscribeToOrder(
  uuid: string,
  onUpdate: (event: OrderEvent) => void,
  options: SubscribeToOrderOptions,
): () => void {
  assert(uuid !== '', MESSAGES.emptyUuid)
  const factory = options.socketFactory ?? defaultFactory
  let closed = false
  let socket: OrderSocket | null = null

  const attach = (created: OrderSocket) => {
    if (closed) {
      created.disconnect()
      return
    }
    socket = created
    let connections = 0
    const join = () => {
      connections += 1
      created.emit(ORDER_SOCKET_EVENTS.subscribe, uuid)
      if (!closed) options.onSubscribe?.()
      if (connections > 1 && !closed) onUpdate({ type: 'reconnect', uuid })
    }
    created.on(ORDER_SOCKET_EVENTS.connect, join)
    created.on(ORDER_SOCKET_EVENTS.update, (payload: unknown) => {
      const parsed = v.safeParse(orderUpdateSchema, payload)
      // Updates of other orders (or malformed ones) are not this subscriber's.
      if (closed || !parsed.success || parsed.output.uuid !== uuid) return
      onUpdate({ type: 'order-update', uuid, status: parsed.output.status })
    })
    if (created.connected === true) join()
  }

  Promise.resolve()
    .then(() => factory(options.url, { path: options.path ?? '/socket.io/', forceNew: true }))
    .then(attach)
    .catch((error: unknown) => options.onError?.(error))

  return () => {
    if (closed) return
    closed = true
    socket?.disconnect()
    socket = null
  }
}
