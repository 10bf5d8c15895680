// `pnpm perf`: measurements of the production build of menu-web, served by server/serve.mjs
// against a fresh venue-api, on the venues' custom domains (*.localhost mapped to 127.0.0.1).
// 1. Lighthouse 13.5 (mobile preset), 3 runs per page, each run and the median printed:
//    the demo home and a category page of the `big` venue (2,000 products); the demo home again
//    with the throttling applied for real (see below).
// 2. Search in the browser: the `big` venue's /en/search, a term typed key by key, the time from
//    each keystroke to the frame after the results update, median and p95 of 10 fresh pages; keys
//    at a typing pace (120 ms apart plus a random part of a frame), as a diner types. Beside it,
//    the same probe on a page without the app: the machine's own floor.
// Every figure is printed against the issue's target; a miss is printed, never thrown (exit 0).
// PERF_SKIP_LIGHTHOUSE=1 runs only the search timing; CHROMIUM_PATH overrides /usr/bin/chromium;
// E2E_DIST=dist-<you> measures that build instead of dist/ (engineers working side by side);
// PERF_REPORT_DIR=<dir> writes each run's Lighthouse JSON there (LCP element and phases, request
// chain, layout shifts) for diagnosis, with the page load's trace and network log beside each.
// PERF_ONLY=home measures only the demo home (quick turns on the first screen); PERF_ONLY=category
// only the big category page.
// The demo home is also measured with Lighthouse throttling the browser itself (the same 150 ms
// RTT, 1.6 Mbps and 4x CPU, applied for real) instead of simulating from an unthrottled load: a
// check on the simulation, which counts every module script that ended before the LCP paint.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import lighthouse from 'lighthouse'
import { launchChromium } from '../e2e/launch-chromium.mjs'
import { startStaticServer } from '../server/serve.mjs'
import { installKeystrokeProbe } from './keystroke-probe.mjs'
import { freePort, startVenueApi } from './venue-api.mjs'

const appDir = fileURLToPath(new URL('..', import.meta.url))
const RUNS = 3
const SEARCH_TERM = 'smoky rice'
// Each run is a fresh page, so its first keys (which mount the first rows) are a tenth of the
// samples. Three runs gave 30 keys, whose p95 is their second slowest: one hiccup of the machine
// moved it by 10 ms between identical builds. A hundred keys give a p95 that one does not.
const SEARCH_RUNS = 10
// The same probe on a page that only shows the typed text (no app): what the machine and the
// browser take for a key, frame and input delay included. Printed beside the search's figures.
const FLOOR_PAGE = `data:text/html,${encodeURIComponent(
  '<!doctype html><meta name="viewport" content="width=device-width"><input type="search">' +
    '<div data-testid="search-results"><p role="status">floor</p><p id="typed"></p></div><script>' +
    'const results = document.querySelector("[data-testid=search-results]");' +
    'document.querySelector("input").addEventListener("input", (event) => {' +
    'results.setAttribute("data-term", event.target.value);' +
    'document.getElementById("typed").textContent = event.target.value })</script>',
)}`
// A diner's keys come some 150-300 ms apart and at any point of the screen's 60 Hz frame. The
// probe used to press each key as soon as the previous one was measured, which Playwright's
// frame-polled wait puts just after a frame: every key then waited almost a whole frame
// (a key that changes nothing measured 13-16 ms), so no key could read under ~16 ms. Keys are
// now 120 ms apart plus a random part of a frame (seeded: the same phases every run).
const KEY_INTERVAL_MS = 120
// The User Timing mark src/main.tsx sets once the app's first render is on the page (it replaces
// the server-rendered first screen there): when a diner's taps are answered by the app. Under the
// simulated preset it is the observed time of the unthrottled load; with devtools throttling it is
// what a diner on that network waits.
const APP_READY_MARK = 'carte:app-ready'
const FRAME_MS = 1000 / 60
// Targets from the issue (score ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.05 on the demo home; TBT ≤ 150 ms on
// the big category; ≤ 16 ms per keystroke).
const TARGETS = {
  home: { score: 95, lcp: 2000, cls: 0.05 },
  category: { tbt: 150 },
  keystroke: 16,
}

/** Median of numbers (mean of the middle two for an even count). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid] : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

/** Nearest-rank percentile. */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length))
  return sorted[rank - 1] ?? Number.NaN
}

const ms = (value) => `${Math.round(value)} ms`
const verdict = (ok) => (ok ? 'OK' : 'MISS')
const atMost = (value, target, format) =>
  `(target <= ${format(target)}) ${verdict(value <= target)}`

const dist = join(appDir, process.env.E2E_DIST ?? 'dist')
const reportDir = process.env.PERF_REPORT_DIR
const only = process.env.PERF_ONLY
const onlyHome = only === 'home'
const onlyCategory = only === 'category'
if (reportDir) mkdirSync(reportDir, { recursive: true })
let reportCount = 0

if (!existsSync(join(dist, 'index.html'))) {
  console.error(`perf: build menu-web first (no ${dist}/index.html)`)
  process.exit(1)
}

const [webPort, debugPort] = await Promise.all([freePort(), freePort()])
const api = await startVenueApi()
const apiBaseUrl = api.baseUrl
let web
let browser
let failed = false

/** One Lighthouse run; the four figures the issue asks for. */
async function lighthouseRun(url, throttlingMethod) {
  // A first visit, as a diner scanning a QR code makes: Lighthouse empties the HTTP cache but
  // keeps cookies, and with the fonts cookie of an earlier run (src/lib/fonts-cookie.mjs) the page
  // would declare fonts that are no longer cached (a returning browser whose cache was emptied).
  const cdp = await browser.newBrowserCDPSession()
  await cdp.send('Storage.clearCookies')
  await cdp.detach()
  const result = await lighthouse(url, {
    port: debugPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(throttlingMethod ? { throttlingMethod } : {}),
  })
  const lhr = result?.lhr
  if (!lhr) throw new Error(`lighthouse gave no result for ${url}`)
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`)
  if (reportDir) {
    reportCount += 1
    const name = `${String(reportCount).padStart(2, '0')}-${new URL(url).hostname.split('.')[0]}.json`
    writeFileSync(join(reportDir, name), JSON.stringify(lhr))
    // The page load's trace and network log beside it (the trace opens in Chrome DevTools'
    // Performance panel; both let Lighthouse's simulation be rerun offline).
    const artifacts = { trace: result.artifacts?.Trace, devtoolslog: result.artifacts?.DevtoolsLog }
    for (const [kind, value] of Object.entries(artifacts)) {
      if (value)
        writeFileSync(
          join(reportDir, name.replace(/\.json$/, `.${kind}.json`)),
          JSON.stringify(value),
        )
    }
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN
  const marks = lhr.audits['user-timings']?.details?.items ?? []
  const appReady = marks.find((item) => item.name === APP_READY_MARK)
  return {
    appReady: appReady?.startTime ?? Number.NaN,
    version: lhr.lighthouseVersion,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  }
}

function formatRun(run) {
  return `score ${run.score}  LCP ${ms(run.lcp)}  TBT ${ms(run.tbt)}  CLS ${run.cls.toFixed(3)}  app ready ${ms(run.appReady)}`
}

/** Three runs of one page, each printed, then the medians against that page's targets. */
async function lighthousePage(label, url, targets, throttlingMethod) {
  const runs = []
  for (let index = 0; index < RUNS; index += 1) {
    const run = await lighthouseRun(url, throttlingMethod)
    runs.push(run)
    if (index === 0) console.log(`\n${label}: ${url} (Lighthouse ${run.version}, mobile preset)`)
    console.log(`  run ${index + 1}: ${formatRun(run)}`)
  }
  const med = {
    score: median(runs.map((run) => run.score)),
    lcp: median(runs.map((run) => run.lcp)),
    tbt: median(runs.map((run) => run.tbt)),
    cls: median(runs.map((run) => run.cls)),
    appReady: median(runs.map((run) => run.appReady)),
  }
  console.log(`  median of ${RUNS}:`)
  console.log(
    `    score ${med.score}${targets.score === undefined ? '' : ` (target >= ${targets.score}) ${verdict(med.score >= targets.score)}`}`,
  )
  console.log(
    `    LCP ${ms(med.lcp)}${targets.lcp === undefined ? '' : ` ${atMost(med.lcp, targets.lcp, ms)}`}`,
  )
  console.log(
    `    TBT ${ms(med.tbt)}${targets.tbt === undefined ? '' : ` ${atMost(med.tbt, targets.tbt, ms)}`}`,
  )
  console.log(
    `    CLS ${med.cls.toFixed(3)}${targets.cls === undefined ? '' : ` ${atMost(med.cls, targets.cls, (v) => v.toFixed(2))}`}`,
  )
  console.log(`    app ready ${ms(med.appReady)} (no target: when the app answers taps)`)
}

/** A seeded generator of numbers in [0, 1) (mulberry32): the same key phases on every run. */
function seededRandom(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Types SEARCH_TERM key by key on a fresh search page; returns per-keystroke ms. */
async function searchRun(context, url, cpuSlowdown) {
  const phase = seededRandom(5)
  const typingPause = () => delay(KEY_INTERVAL_MS + phase() * FRAME_MS)
  const page = await context.newPage()
  try {
    if (cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    }
    await page.goto(url)
    const input = page.locator('input[type="search"]')
    await input.waitFor({ state: 'visible', timeout: 30_000 })
    await page.evaluate(installKeystrokeProbe)
    // Frame-wait baseline: a key that changes nothing, with the focus outside the box.
    for (let index = 0; index < 5; index += 1) {
      await typingPause()
      await page.keyboard.press('Shift')
      await page.waitForFunction(
        (count) => window.__carteKeystrokes.baseline.length >= count,
        [index + 1],
      )
    }
    await input.click()
    await page.evaluate(() => {
      window.__carteKeystrokes.phase = 'type'
    })
    for (let index = 0; index < SEARCH_TERM.length; index += 1) {
      await typingPause()
      await page.keyboard.press(SEARCH_TERM[index] === ' ' ? 'Space' : (SEARCH_TERM[index] ?? ''))
      await page.waitForFunction(
        (count) => window.__carteKeystrokes.keystrokes.length >= count,
        [index + 1],
      )
    }
    const typed = await input.inputValue()
    if (typed !== SEARCH_TERM) throw new Error(`search: typed "${typed}", meant "${SEARCH_TERM}"`)
    const results = {
      shown: await page.locator('[data-testid="search-screen"] a[href*="/product/"]').count(),
      found: await page
        .locator('[data-testid="search-results"] [role="status"]')
        .textContent()
        .then((text) => text?.trim() ?? ''),
    }
    // Let the last Event Timing entries arrive.
    await delay(200)
    const probe = await page.evaluate(() => window.__carteKeystrokes)
    return { ...probe, results }
  } finally {
    await page.close()
  }
}

async function searchTiming(url, cpuSlowdown) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  try {
    const all = []
    const perRun = []
    const baseline = []
    const slowInteractions = []
    let results = { shown: 0, found: '' }
    for (let index = 0; index < SEARCH_RUNS; index += 1) {
      const run = await searchRun(context, url, cpuSlowdown)
      all.push(...run.keystrokes)
      perRun.push(run.keystrokes)
      baseline.push(...run.baseline)
      // A typed character is the interaction with a keypress (the baseline's Shift and the click
      // into the box have none).
      slowInteractions.push(
        ...Object.values(run.interactions)
          .filter((interaction) => interaction.names.includes('keypress'))
          .map((interaction) => interaction.duration),
      )
      results = run.results
    }
    return { all, perRun, baseline, slowInteractions, results }
  } finally {
    await context.close()
  }
}

function printSearch(label, { all, perRun, baseline, slowInteractions, results }, withTarget) {
  const med = median(all)
  const p95 = percentile(all, 95)
  const target = (value) =>
    withTarget ? ` (target <= ${TARGETS.keystroke} ms) ${verdict(value <= TARGETS.keystroke)}` : ''
  console.log(
    `  ${label}: ${all.length} keystrokes ("${SEARCH_TERM}": ${results.found}, ${results.shown} rendered)`,
  )
  console.log(`    median ${med.toFixed(1)} ms${target(med)}`)
  console.log(`    p95 ${p95.toFixed(1)} ms${target(p95)}`)
  console.log(`    max ${Math.max(...all).toFixed(1)} ms`)
  // Which keys the time goes to (the first letters of a fresh page mount its first rows).
  const perKey = [...SEARCH_TERM].map(
    (char, index) =>
      `${char === ' ' ? '␣' : char} ${Math.round(median(perRun.map((run) => run[index] ?? Number.NaN)))}`,
  )
  console.log(`    per key, median of the runs: ${perKey.join(', ')} (ms)`)
  console.log(
    `    baseline, a key that changes nothing: median ${median(baseline).toFixed(1)} ms (the wait for the next frame alone)`,
  )
  console.log(
    `    Event Timing (keystroke to next paint, reported from 16 ms): ${slowInteractions.length} of ${all.length} keystrokes >= 16 ms${slowInteractions.length > 0 ? `, median of those ${median(slowInteractions)} ms, max ${Math.max(...slowInteractions)} ms` : ''}`,
  )
}

try {
  await api.ready()
  // A real category of the big venue: its first one (80 categories of 25 products each).
  const bigMenu = await fetch(`${apiBaseUrl}/en/api/menu/big/`).then((response) => response.json())
  const bigCategory = bigMenu?.categories?.[0]?.id
  if (typeof bigCategory !== 'number') throw new Error('venue-api: the big menu has no category')

  web = await startStaticServer({ port: webPort, apiBaseUrl, dist })
  browser = await launchChromium([`--remote-debugging-port=${debugPort}`])

  if (!process.env.PERF_SKIP_LIGHTHOUSE) {
    // A server that has served the page before, as in production: its first render of a venue's
    // home (server/prerender.mjs) and the first compression of each file happen once, here.
    const warm = await browser.newPage()
    await warm.goto(`http://demo.localhost:${webPort}/en/home`)
    await warm.close()
    if (!onlyCategory) {
      await lighthousePage('demo home', `http://demo.localhost:${webPort}/en/home`, TARGETS.home)
      // The same page with the mobile preset's throttling applied for real (Lighthouse's devtools
      // throttling) instead of simulated from an unthrottled load: Lantern counts every module
      // script that ended before the observed LCP paint as holding it back, even over a
      // server-rendered screen that paints without them.
      await lighthousePage(
        'demo home, throttling applied (devtools)',
        `http://demo.localhost:${webPort}/en/home`,
        TARGETS.home,
        'devtools',
      )
    }
    if (!onlyHome) {
      await lighthousePage(
        `big category ${bigCategory}`,
        `http://big.localhost:${webPort}/en/category/${bigCategory}`,
        TARGETS.category,
      )
    }
  }

  if (!only) {
    const searchUrl = `http://big.localhost:${webPort}/en/search`
    console.log(
      `\nsearch: ${searchUrl}, "${SEARCH_TERM}" typed key by key, ${SEARCH_RUNS} runs, keydown to the frame after the results update`,
    )
    printSearch('no CPU throttling', await searchTiming(searchUrl, 1), true)
    const floor = await searchTiming(FLOOR_PAGE, 1)
    console.log(
      `  the machine's floor, the same probe on a page that only shows the typed text: median ${median(floor.all).toFixed(1)} ms, p95 ${percentile(floor.all, 95).toFixed(1)} ms, max ${Math.max(...floor.all).toFixed(1)} ms (${floor.all.filter((value) => value > TARGETS.keystroke).length} of ${floor.all.length} keys over ${TARGETS.keystroke} ms); Event Timing: ${floor.slowInteractions.length} of ${floor.all.length} keystrokes >= 16 ms${floor.slowInteractions.length > 0 ? `, median of those ${median(floor.slowInteractions)} ms` : ''}`,
    )
    printSearch('4x CPU slowdown (as the mobile preset)', await searchTiming(searchUrl, 4), false)
  }
} catch (error) {
  failed = true
  console.error(`perf: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
} finally {
  await browser?.close().catch(() => undefined)
  await web?.close().catch(() => undefined)
  api.stop()
}
// A missed target is a figure, not a failure; only a broken measurement exits non-zero.
process.exit(failed ? 1 : 0)
