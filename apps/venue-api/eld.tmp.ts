import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks'
import { demoOrder } from './test/fixtures'
import { startApi } from './test/helpers'

const api = await startApi({
  now: () => new Date(),
  ...(process.env.SHM ? { dataDir: mkdtempSync('/dev/shm/va-') } : {}),
})
const gcs: number[] = []
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gcs.push(e.duration)
}).observe({ entryTypes: ['gc'] })
const slow: string[] = []
const h = monitorEventLoopDelay({ resolution: 5 })
h.enable()
const body = JSON.stringify(demoOrder())
const child = spawn(
  process.execPath,
  [
    '-e',
    `
const autocannon = require(require.resolve('autocannon', { paths: [process.cwd()] }));
const { randomUUID } = require('node:crypto');
autocannon({ url: '${api.url}/en/api/order/', connections: 50, duration: 8, requests: [{ method: 'POST', body: ${JSON.stringify(body)}, setupRequest: (r) => ({ ...r, headers: { ...r.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() } }) }] }, (e, r) => { console.log('p50', r.latency.p50, 'p90', r.latency.p90, 'p99', r.latency.p99, 'max', r.latency.max, 'rps', Math.round(r.requests.average)) })
`,
  ],
  { stdio: 'inherit' },
)
await new Promise((r) => child.on('exit', r))
h.disable()
gcs.sort((a, b) => b - a)
console.log(
  'gc count',
  gcs.length,
  'total ms',
  gcs.reduce((a, b) => a + b, 0).toFixed(0),
  'top',
  gcs
    .slice(0, 8)
    .map((x) => x.toFixed(1))
    .join(' '),
)
console.log(
  'server event-loop delay ms: p50',
  (h.percentile(50) / 1e6).toFixed(1),
  'p99',
  (h.percentile(99) / 1e6).toFixed(1),
  'max',
  (h.max / 1e6).toFixed(1),
)
await api.dispose()
void slow
