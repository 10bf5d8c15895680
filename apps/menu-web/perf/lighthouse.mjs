// `pnpm perf`: Lighthouse (mobile preset) on the production build of menu-web, served by
// server/serve.mjs against a fresh venue-api, on the demo venue's custom domain
// (demo.localhost, mapped to 127.0.0.1). Prints figures; asserts nothing.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { startStaticServer } from '../server/serve.mjs'

const appDir = fileURLToPath(new URL('..', import.meta.url))
const paths =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/en/home', '/en/category/103']

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

if (!existsSync(join(appDir, 'dist', 'index.html'))) {
  console.error('perf: build menu-web first (pnpm --filter @carte/menu-web build)')
  process.exit(1)
}

const [apiPort, webPort, debugPort] = await Promise.all([freePort(), freePort(), freePort()])
const apiBaseUrl = `http://127.0.0.1:${apiPort}`
const dataDir = mkdtempSync(join(tmpdir(), 'carte-perf-'))
const api = spawn(
  process.execPath,
  ['--import', 'tsx', '--conditions=@carte/source', 'src/main.ts'],
  {
    cwd: join(appDir, '..', 'venue-api'),
    env: { ...process.env, PORT: String(apiPort), DATA_DIR: dataDir, LOG: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
)
let ready = false
for (let attempt = 0; attempt < 240 && !ready; attempt += 1) {
  ready = await fetch(`${apiBaseUrl}/en/api/menu_language/demo/`)
    .then((response) => response.ok)
    .catch(() => false)
  if (!ready) await delay(250)
}
const web = await startStaticServer({ port: webPort, apiBaseUrl })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    `--remote-debugging-port=${debugPort}`,
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-gpu',
    '--host-resolver-rules=MAP *.localhost 127.0.0.1',
  ],
})

const ms = (value) => (typeof value === 'number' ? `${Math.round(value)} ms` : 'n/a')
try {
  for (const path of paths) {
    const url = `http://demo.localhost:${webPort}${path}`
    const result = await lighthouse(url, {
      port: debugPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    })
    const lhr = result?.lhr
    if (!lhr) throw new Error(`lighthouse gave no result for ${url}`)
    const audit = (id) => lhr.audits[id]?.numericValue
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const scripts = (lhr.audits['resource-summary']?.details?.items ?? []).find(
      (item) => item.resourceType === 'script',
    )
    console.log(`\n${path} (Lighthouse ${lhr.lighthouseVersion}, mobile preset)`)
    console.log(
      `  performance ${score('performance')}  accessibility ${score('accessibility')}  best-practices ${score('best-practices')}`,
    )
    console.log(
      `  FCP ${ms(audit('first-contentful-paint'))}  LCP ${ms(audit('largest-contentful-paint'))}  TBT ${ms(audit('total-blocking-time'))}  CLS ${(audit('cumulative-layout-shift') ?? 0).toFixed(3)}  SI ${ms(audit('speed-index'))}`,
    )
    if (scripts)
      console.log(
        `  JS transferred ${(scripts.transferSize / 1024).toFixed(1)} KB in ${scripts.requestCount} requests`,
      )
  }
} finally {
  await browser.close()
  await web.close()
  api.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
