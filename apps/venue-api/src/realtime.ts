import type { Server as HttpServer } from 'node:http'
import { Server } from 'socket.io'

/** Pushes order updates to the room named by the order uuid (architecture: Real-time). */
export interface Realtime {
  /** Emits 'order-update' { uuid, status } to the order's room. */
  orderUpdate(uuid: string, status: string): void
  /** Closes every socket. */
  close(): Promise<void>
}

/**
 * Attaches socket.io to venue-api's HTTP server (same port, path /socket.io/). A client emits
 * 'subscribe' with an order uuid and joins that room.
 * @param server - The HTTP server.
 * @returns The realtime handle.
 */
export function attachRealtime(server: HttpServer): Realtime {
  const io = new Server(server, { cors: { origin: '*' }, serveClient: false })
  io.on('connection', (socket) => {
    // An optional acknowledgement tells the client the join is done (tests wait for it).
    socket.on('subscribe', (uuid: unknown, ack?: unknown) => {
      const ok = typeof uuid === 'string' && uuid.length > 0 && uuid.length <= 64
      if (ok) void socket.join(uuid)
      if (typeof ack === 'function') ack(ok)
    })
    socket.on('unsubscribe', (uuid: unknown) => {
      if (typeof uuid === 'string') void socket.leave(uuid)
    })
  })
  return {
    orderUpdate(uuid, status) {
      io.to(uuid).emit('order-update', { uuid, status })
    },
    close() {
      return new Promise((resolve) => {
        io.close(() => resolve())
      })
    },
  }
}
