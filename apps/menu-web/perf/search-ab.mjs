// `node perf/search-ab.mjs <dist-a> <dist-b> [...]`: the search's time per keystroke for two or
// more builds of menu-web, side by side in one browser against one venue-api, the builds taking
// turns page by page (a slow stretch of the machine then falls on all of them alike). The probe
// is `pnpm perf`'s: the `big` venue's /en/search, "smoky rice" typed at a typing pace on a fresh
// page, from each keydown to the task after the frame that shows that key's results.
// RUNS=<pages per build> (default 10); CPU=<n> slows the CPU n times (the mobile preset's 4).
// A side-by-side reading, not a target check: `pnpm perf` reports against the issue's targets.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { launchChromium } from '../e2e/launch-chromium.mjs'
import { startStaticServer } from '../server/serve.mjs'
import { installKeystrokeProbe } from './keystroke-probe.mjs'
import { freePort, startVenueApi } from './venue-api.mjs'

const appDir = fileURLToPath(new URL('..', import.meta.url))
const TERM = 'smoky rice'
const RUNS = Number(process.env.RUNS ?? 10)
const CPU = Number(process.env.CPU ?? 1)
const builds = process.argv.slice(2)
if (builds.length < 2) {
  console.error(
    'usage: node perf/search-ab.mjs <dist-a> <dist-b> [...] (build dirs of apps/menu-web)',
  )
  process.exit(1)
}
for (const build of builds) {
  if (!existsSync(join(appDir, build, 'index.html'))) {
    console.error(`search-ab: no ${build}/index.html (vite build --outDir ${build})`)
    process.exit(1)
  }
}

const sorted = (values) => [...values].sort((a, b) => a - b)
const median = (values) => sorted(values)[Math.floor(values.length / 2)] ?? Number.NaN
const p95 = (values) => sorted(values)[Math.max(0, Math.ceil(0.95 * values.length) - 1)]

const api = await startVenueApi()
const ports = await Promise.all(builds.map(() => freePort()))
const servers = []
let browser
try {
  await api.ready()
  for (const [index, build] of builds.entries()) {
    servers.push(
      await startStaticServer({
        port: ports[index] ?? 0,
        apiBaseUrl: api.baseUrl,
        dist: join(appDir, build),
      }),
    )
  }
  browser = await launchChromium()
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  const readings = builds.map(() => [])
  for (let run = 0; run < RUNS; run += 1) {
    for (let turn = 0; turn < builds.length; turn += 1) {
      const build = (run + turn) % builds.length
      const page = await context.newPage()
      if (CPU > 1) {
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU })
      }
      await page.goto(`http://big.localhost:${ports[build]}/en/search`)
      const input = page.locator('input[type="search"]')
      await input.waitFor({ timeout: 30_000 })
      // The screen's warm-up while the box is empty, as a diner reads the screen first.
      await delay(CPU > 1 ? 3000 : 1000)
      await input.click()
      await page.evaluate(installKeystrokeProbe)
      await page.evaluate(() => {
        window.__carteKeystrokes.phase = 'type'
      })
      for (let key = 0; key < TERM.length; key += 1) {
        await delay(120 + Math.random() * (1000 / 60))
        await page.keyboard.press(TERM[key] === ' ' ? 'Space' : (TERM[key] ?? ''))
        await page.waitForFunction(
          (count) => window.__carteKeystrokes.keystrokes.length >= count,
          key + 1,
        )
      }
      readings[build]?.push(await page.evaluate(() => window.__carteKeystrokes.keystrokes))
      await page.close()
    }
  }
  console.log(`"${TERM}", ${RUNS} fresh pages per build${CPU > 1 ? `, ${CPU}x CPU slowdown` : ''}`)
  for (const [index, build] of builds.entries()) {
    const runs = readings[index] ?? []
    const all = runs.flat()
    const perKey = [...TERM]
      .map(
        (char, key) =>
          `${char === ' ' ? '␣' : char} ${median(runs.map((run) => run[key])).toFixed(1)}`,
      )
      .join(', ')
    console.log(
      `${build}: ${all.length} keys, median ${median(all).toFixed(1)} ms, p95 ${p95(all).toFixed(1)} ms, max ${Math.max(...all).toFixed(1)} ms, ${all.filter((value) => value > 16).length} over 16 ms | per key ${perKey}`,
    )
  }
} finally {
  await browser?.close().catch(() => undefined)
  for (const server of servers) await server.close().catch(() => undefined)
  api.stop()
}
