import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createHours, loadTemporal } from '@carte/hours'
import { getRequestListener } from '@hono/node-server'
import { createApp } from './app'
import type { AppContext } from './context'
import { startCheckpointer } from './db/checkpointer'
import { dbFile, openDb } from './db/open'
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
  const app = createApp(ctx, log)
  const hono = getRequestListener(app.fetch)
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!serveMenuFast(ctx, req, res, log)) void hono(req, res)
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
  const bytes = ctx.venues.menuBytes(seed, m[1] ?? 'en')
  res.writeHead(200, {
    'content-type': 'application/json; charset=UTF-8',
    'content-length': bytes.length,
    'access-control-allow-origin': '*',
    vary: 'Origin',
  })
  res.end(bytes)
  log?.(`GET ${req.url} 200 ${(performance.now() - start).toFixed(1)}ms`)
  return true
}
