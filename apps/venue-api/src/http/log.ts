import type { MiddlewareHandler } from 'hono'

/**
 * One log line per request: method, path, status and milliseconds.
 * @param write - Where lines go (console.log in production, nothing when LOG=0).
 * @returns The middleware.
 */
export function requestLog(write: (line: string) => void): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now()
    await next()
    const ms = (performance.now() - start).toFixed(1)
    write(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`)
  }
}
