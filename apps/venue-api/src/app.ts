import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { methodNotAllowed } from 'hono/method-not-allowed'
import type { AppContext } from './context'
import { requestLog } from './http/log'
import type { OrderPoster } from './orders/post'
import { cartRoutes } from './routes/cart'
import { consoleRoutes } from './routes/console'
import { formRoutes } from './routes/forms'
import { geocoderRoutes } from './routes/geocoder'
import { iikoRoutes } from './routes/iiko'
import { manifestRoutes } from './routes/manifest'
import { mediaRoutes } from './routes/media'
import { menuRoutes } from './routes/menu'
import { orderRoutes } from './routes/orders'
import { paymentRoutes } from './routes/payments'

/**
 * The Hono app of venue-api: CORS for any origin, one log line per request, 405 for a known path
 * with the wrong method, JSON 404 for unknown paths and JSON 500 that never leaks a stack.
 * spec: CONTRACT (CORS, error bodies); issue "every path of both §7 tables"
 * @param ctx - Shared state.
 * @param log - Where request lines go (null = quiet).
 * @param poster - Order creation (shared with the raw fast path of server.ts).
 * @returns The app.
 */
export function createApp(
  ctx: AppContext,
  log: ((line: string) => void) | null,
  poster: OrderPoster,
): Hono {
  const app = new Hono()
  if (log !== null) app.use(requestLog(log))
  app.use(
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Idempotency-Key'],
      maxAge: 600,
    }),
  )
  app.use(
    bodyLimit({
      maxSize: 1 << 20,
      onError: (c) =>
        c.json({ code: 'invalid_body', field: 'body', message: 'Body too large' }, 413),
    }),
  )
  app.use(
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, methods) =>
        c.json({ code: 'method_not_allowed', message: `Use ${methods.join(', ')}` }, 405, {
          Allow: methods.join(', '),
        }),
    }),
  )
  menuRoutes(app, ctx)
  manifestRoutes(app, ctx)
  mediaRoutes(app, ctx)
  formRoutes(app, ctx)
  cartRoutes(app, ctx)
  orderRoutes(app, ctx, poster)
  iikoRoutes(app, ctx)
  paymentRoutes(app, ctx)
  geocoderRoutes(app, ctx)
  consoleRoutes(app, ctx)
  app.get('/', (c) => c.redirect('/console'))
  app.get('/health', (c) => c.json({ ok: true }))
  app.notFound((c) =>
    c.json({ code: 'not_found', message: `No route for ${c.req.method} ${c.req.path}` }, 404),
  )
  app.onError((error, c) => {
    console.error('[venue-api]', error)
    return c.json({ code: 'server_error', message: 'Internal error' }, 500)
  })
  return app
}
