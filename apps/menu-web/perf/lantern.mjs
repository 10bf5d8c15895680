// Reruns Lighthouse's simulated FCP and LCP (Lantern: the mobile preset's 150 ms RTT, 1.6 Mbps,
// 4x CPU) offline from one run kept by `PERF_REPORT_DIR=<dir> node perf/lighthouse.mjs`, and lists
// what the LCP simulation waits on: every request, and each task over 15 ms, with its simulated
// start and end. Lantern counts every request that ended before the observed LCP paint (except
// low-priority images) and starts at most ten at a time, so this shows which ones end last.
// Usage: node perf/lantern.mjs <dir>/01-demo   (the run's .json, .trace.json, .devtoolslog.json)
import { readFileSync } from 'node:fs'
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js'
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'
import { defaultSettings } from 'lighthouse/core/config/constants.js'

const base = process.argv[2]
if (!base) {
  console.error('usage: node perf/lantern.mjs <PERF_REPORT_DIR>/<NN-host>')
  process.exit(1)
}
const read = (suffix) => JSON.parse(readFileSync(`${base}${suffix}`, 'utf8'))
const lhr = read('.json')
const url = lhr.finalDisplayedUrl
const data = {
  trace: read('.trace.json'),
  devtoolsLog: read('.devtoolslog.json'),
  gatherContext: { gatherMode: 'navigation' },
  settings: { ...defaultSettings, formFactor: 'mobile' },
  URL: { requestedUrl: url, mainDocumentUrl: url, finalDisplayedUrl: url },
  simulator: null,
  SourceMaps: [],
  HostDPR: 1.75,
}
const context = { computedCache: new Map() }
const fcp = await LanternFirstContentfulPaint.request(data, context)
const lcp = await LanternLargestContentfulPaint.request(data, context)
const ms = (value) => Math.round(value)
console.log(`${url} (Lighthouse said LCP ${lhr.audits['largest-contentful-paint']?.displayValue})`)
for (const [name, metric] of [
  ['FCP', fcp],
  ['LCP', lcp],
]) {
  console.log(
    `${name} ${ms(metric.timing)} ms (optimistic ${ms(metric.optimisticEstimate.timeInMs)}, pessimistic ${ms(metric.pessimisticEstimate.timeInMs)})`,
  )
}
console.log('LCP, pessimistic graph, simulated start-end:')
const rows = [...lcp.pessimisticEstimate.nodeTimings.entries()].sort(
  (a, b) => a[1].startTime - b[1].startTime,
)
for (const [node, timing] of rows) {
  const simulated = timing.endTime - timing.startTime
  if (node.type !== 'network' && simulated <= 15) continue
  const what =
    node.type === 'network'
      ? `${node.request.resourceType} ${node.request.priority} ${node.request.url}`
      : `task (${ms((node.endTime - node.startTime) / 1000)} ms observed)`
  console.log(`  ${ms(timing.startTime)}-${ms(timing.endTime)}  ${what}`)
}
