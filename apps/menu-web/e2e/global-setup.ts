import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { startStaticServer } from '../server/serve.mjs'

const appDir = fileURLToPath(new URL('..', import.meta.url))
const venueApiDir = join(appDir, '..', 'venue-api')

declare module 'vitest' {
  export interface ProvidedContext {
    webPort: number
    apiBaseUrl: string
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolvePort(port))
    })
  })
}

async function waitForApi(apiBaseUrl: string, child: ChildProcess | null): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child && child.exitCode !== null) {
      throw new Error(`venue-api exited with ${child.exitCode} before answering`)
    }
    const ok = await fetch(`${apiBaseUrl}/en/api/menu_language/demo/`)
      .then((response) => response.ok)
      .catch(() => false)
    if (ok) return
    await delay(250)
  }
  throw new Error(`venue-api did not answer on ${apiBaseUrl}`)
}

/**
 * Starts venue-api (temp DATA_DIR, random port; or uses E2E_API_BASE_URL) and the static server
 * on a random port, and hands both to the tests.
 */
export default async function setup(project: TestProject) {
  // E2E_DIST lets engineers working side by side each test their own build (vite build --outDir).
  const dist = process.env.E2E_DIST ? join(appDir, process.env.E2E_DIST) : join(appDir, 'dist')
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(
      `menu-web is not built in ${dist}: run \`pnpm --filter @carte/menu-web build\` first`,
    )
  }
  const webPort = await freePort()
  let child: ChildProcess | null = null
  let dataDir: string | null = null
  let apiBaseUrl = process.env.E2E_API_BASE_URL ?? ''
  if (apiBaseUrl === '') {
    const apiPort = await freePort()
    apiBaseUrl = `http://127.0.0.1:${apiPort}`
    dataDir = mkdtempSync(join(tmpdir(), 'carte-e2e-'))
    child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@carte/source', 'src/main.ts'],
      {
        cwd: venueApiDir,
        env: {
          ...process.env,
          PORT: String(apiPort),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          APP_ORIGIN: `http://127.0.0.1:${webPort}`,
          PUBLIC_ORIGIN: apiBaseUrl,
          LOG: '0',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    )
  }
  await waitForApi(apiBaseUrl, child)
  const web = await startStaticServer({ port: webPort, host: '127.0.0.1', apiBaseUrl, dist })
  project.provide('webPort', webPort)
  project.provide('apiBaseUrl', apiBaseUrl)
  return async () => {
    await web.close()
    if (child && child.exitCode === null) {
      const exited = new Promise((resolveExit) => child?.once('exit', resolveExit))
      child.kill('SIGTERM')
      await Promise.race([exited, delay(5000)])
      if (child.exitCode === null) child.kill('SIGKILL')
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  }
}
