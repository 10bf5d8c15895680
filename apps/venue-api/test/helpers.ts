import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createVenueApi, type VenueApi, type VenueApiOptions } from '../src/server'

/** A fixed instant: Monday 23 Nov 2026, 14:00 in Dubai (10:00 UTC). */
export const NOW = new Date('2026-11-23T10:00:00Z')

/** A running test server with its own temporary data directory. */
export interface TestApi extends VenueApi {
  readonly dataDir: string
  /** Stops the server and deletes the data directory. */
  dispose(): Promise<void>
}

/**
 * Starts venue-api on a random loopback port with a temporary DATA_DIR and a fixed clock.
 * @param options - Overrides.
 * @returns The running server.
 */
export async function startApi(options: Partial<VenueApiOptions> = {}): Promise<TestApi> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'venue-api-test-'))
  const api = await createVenueApi({ port: 0, dataDir, log: false, now: () => NOW, ...options })
  return {
    ...api,
    dataDir,
    async dispose() {
      await api.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * JSON request helper.
 * @param base - Server URL.
 * @param path - Path.
 * @param init - Method, body (object or raw string) and headers.
 * @returns Status and parsed body.
 */
export async function call(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  // biome-ignore lint/suspicious/noExplicitAny: test answers are read loosely; where the shape matters a test parses them with the api-client schemas.
): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', ...init.headers },
    ...(init.body === undefined
      ? {}
      : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }),
  })
  const text = await res.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // Non-JSON answers (HTML, PDF) stay text.
  }
  return { status: res.status, body }
}
