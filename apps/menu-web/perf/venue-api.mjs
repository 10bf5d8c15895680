// The perf scripts' own venue-api: a fresh process on a port of the machine's choosing, with a
// data directory of its own that goes with it.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

/** A port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * Starts apps/venue-api from its sources (the seeded demo and big venues) on a free port.
 * @returns `baseUrl`, `ready()` (resolves once it answers, throws after a minute) and `stop()`.
 */
export async function startVenueApi() {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'carte-perf-'))
  const api = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@carte/source', 'src/main.ts'],
    {
      cwd: fileURLToPath(new URL('../../venue-api/', import.meta.url)),
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG: '0' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  return {
    baseUrl,
    async ready() {
      for (let attempt = 0; attempt < 240; attempt += 1) {
        const ok = await fetch(`${baseUrl}/en/api/menu_language/demo/`)
          .then((response) => response.ok)
          .catch(() => false)
        if (ok) return
        await delay(250)
      }
      throw new Error('venue-api did not start')
    },
    stop() {
      api.kill('SIGTERM')
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
