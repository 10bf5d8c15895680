import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createHours, loadTemporal } from '@carte/hours'
import { getRequestListener } from '@hono/node-server'
import { createApp } from './app'
import type { AppContext } from './context'
import { startCheckpointer } from './db/checkpointer'
import { dbFile, openDb } from './db/open'
import { compressedBytes, pickCoding } from './http/compressed'
import { createOrderPoster, type OrderPoster } from './orders/post'
import { OrderStore } from './orders/store'
import { attachRealtime } from './realtime'
import { Venues } from './seed/index'

/** Options of {@link createVenueApi}. */
export interface VenueApiOptions {
  /** SQLite data directory (created when missing). */
  readonly dataDir: string
  /** Port on 127.0.0.1; 0 picks a free one. */
  readonly port: number
  /** Host to listen on (default 127.0.0.1). */
  readonly host?: string
  /** Origin of the diner app, for payment return redirects (default http://127.0.0.1:4173). */
  readonly appOrigin?: string
  /** Public origin of venue-api when it differs from http://{host}:{port}. */
  readonly publicOrigin?: string
  /** The clock (tests pin it). */
  readonly now?: () => Date
  /** Log one line per request (default true). */
  readonly log?: boolean | ((line: string) => void)
  /** Test hook awaited inside order creation before it commits. */
  readonly beforeOrderCommit?: () => Promise<void>
}

/** A running venue-api. */
export interface VenueApi {
  /** Base URL, e.g. http://127.0.0.1:8787. */
  readonly url: string
  readonly port: number
  readonly server: Server
  /** Stops the HTTP server, socket.io and closes the database. */
  close(): Promise<void>
}

/**
 * Starts venue-api: migrates SQLite, seeds the venues (in memory, static), serves HTTP and socket.io
 * on one port.
 * @param options - Data directory, port, origins, clock and logging.
 * @returns The running server.
 */
export async function createVenueApi(options: VenueApiOptions): Promise<VenueApi> {
  const host = options.host ?? '127.0.0.1'
  const db = openDb(options.dataDir)
  const checkpointer = startCheckpointer(dbFile(options.dataDir))
  const hours = createHours(await loadTemporal())
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, host, () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  const origin = options.publicOrigin ?? `http://${host}:${port}`
  const ctx: AppContext = {
    db,
    venues: new Venues(origin),
    orders: new OrderStore(db),
    hours,
    origin,
    appOrigin: options.appOrigin ?? 'http://127.0.0.1:4173',
    now: options.now ?? (() => new Date()),
    realtime: null,
    beforeOrderCommit: options.beforeOrderCommit,
  }
  // Order creation is shared by the Hono route and the raw fast path below.
  const poster = createOrderPoster(ctx)
  const log =
    options.log === false
      ? null
      : typeof options.log === 'function'
        ? options.log
        : (line: string) => console.log(line)
  // Idempotency keys are kept 24 h (issue: Idempotency-Key); older ones are purged at start and hourly.
  const purge = () =>
    db.prepare('DELETE FROM idempotency WHERE created_ms < ?').run(ctx.now().getTime() - 86_400_000)
  purge()
  const purgeTimer = setInterval(purge, 3_600_000)
  purgeTimer.unref()
  const app = createApp(ctx, log, poster)
  const hono = getRequestListener(app.fetch)
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    // Kept after measuring both ways (README Performance, 22 Nov 2026, 2 cores, load average 5-8):
    // plain Hono routes 2,489-5,968 menu GET/s and POST p99 73-329 ms at 0.67-0.70 ms server CPU
    // per order; with these paths 8,483-10,041 GET/s and POST p99 148-171 ms at 0.33-0.40 ms CPU.
    // Half the CPU per order is half the queue at 50 clients, so the paths stay.
    if (serveMenuFast(ctx, req, res, log)) return
    if (postOrderFast(poster, req, res, log)) return
    void hono(req, res)
  })
  ctx.realtime = attachRealtime(server)
  return {
    url: origin,
    port,
    server,
    async close() {
      clearInterval(purgeTimer)
      await ctx.realtime?.close()
      await checkpointer.stop()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      db.close()
    },
  }
}

const MENU_PATH = /^\/([a-z]{2}(?:-[a-z]+)?)\/api\/menu\/([^/?#]+)\/$/

/**
 * The hot path: GET /{lang}/api/menu/{license}/ answered from pre-encoded bytes without building a
 * Request/Response pair (issue target: >= 2,000 menu GET/s). Anything else goes to Hono.
 * @returns true when the request was answered here.
 */
function serveMenuFast(
  ctx: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  log: ((line: string) => void) | null,
): boolean {
  if (req.method !== 'GET' || req.url === undefined) return false
  const m = MENU_PATH.exec(req.url)
  if (m === null) return false
  const seed = ctx.venues.byLicense(m[2] ?? '')
  if (seed === undefined) return false
  const start = log === null ? 0 : performance.now()
  const identity = ctx.venues.menuBytes(seed, m[1] ?? 'en')
  const coding = pickCoding(req.headers['accept-encoding'])
  const bytes = coding === null ? identity : compressedBytes(identity, coding)
  res.writeHead(200, {
    'content-type': 'application/json; charset=UTF-8',
    'content-length': bytes.length,
    'access-control-allow-origin': '*',
    vary: 'Origin, Accept-Encoding',
    ...(coding === null ? {} : { 'content-encoding': coding }),
  })
  res.end(bytes)
  log?.(`GET ${req.url} 200 ${(performance.now() - start).toFixed(1)}ms`)
  return true
}

const ORDER_PATH = /^\/([a-z]{2}(?:-[a-z]+)?)\/api\/order\/$/
const MAX_BODY_BYTES = 1 << 20

/**
 * The other hot path: POST /{lang}/api/order/ read and answered on the raw request, with the same
 * poster (validation, pricing, idempotency) as the Hono route (issue target: POST p99 <= 50 ms).
 * @returns true when the request is handled here.
 */
function postOrderFast(
  poster: OrderPoster,
  req: IncomingMessage,
  res: ServerResponse,
  log: ((line: string) => void) | null,
): boolean {
  if (req.method !== 'POST' || req.url === undefined) return false
  const m = ORDER_PATH.exec(req.url)
  if (m === null) return false
  const start = performance.now()
  const chunks: Buffer[] = []
  let size = 0
  let tooBig = false
  req.on('data', (chunk: Buffer) => {
    size += chunk.length
    if (size > MAX_BODY_BYTES) tooBig = true
    else chunks.push(chunk)
  })
  req.on('error', () => {
    res.destroy()
  })
  req.on('end', () => {
    const send = (status: number, text: string, headers: Readonly<Record<string, string>> = {}) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(text),
        'access-control-allow-origin': '*',
        vary: 'Origin',
        ...headers,
      })
      res.end(text)
      log?.(`POST ${req.url} ${status} ${(performance.now() - start).toFixed(1)}ms`)
    }
    if (tooBig) {
      send(413, JSON.stringify({ code: 'invalid_body', field: 'body', message: 'Body too large' }))
      return
    }
    const header = req.headers['idempotency-key']
    const key = Array.isArray(header) ? header[0] : header
    poster.post(m[1] ?? 'en', key, Buffer.concat(chunks).toString('utf8')).then(
      (answer) => send(answer.status, answer.text, answer.headers),
      (error: unknown) => {
        console.error('[venue-api]', error)
        send(500, JSON.stringify({ code: 'server_error', message: 'Internal error' }))
      },
    )
  })
  return true
}
