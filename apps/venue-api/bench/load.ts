// `pnpm --filter @carte/venue-api load`: menu GET requests/s and order POST p50/p99 at 50 concurrent
// clients on loopback. Not a test: it prints figures. Targets: >= 2,000 menu GET/s; POST p99 <= 50 ms.
// venue-api runs in its own process (as in production) so autocannon does not share its event loop.
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'

const CONNECTIONS = 50
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10)

const order = JSON.stringify({
  menu: 1,
  customer_name: 'Load Test',
  order_type: 'takeaway',
  payment_type: 'cash',
  // 2 × burger 48.00 + chai 17.00 = 113.00; VAT 5.65; service 2.00.
  sub_total: '113.00',
  discount: '0',
  taxes: '7.65',
  delivery_fees: '0',
  total: '120.65',
  line_items: [
    {
      product: 1011,
      product_name: 'Classic Beef Burger',
      variations: [11, 21, 42],
      product_price: '48.00',
      quantity: 2,
      cart_uuid: 'a',
    },
    {
      product: 1041,
      product_name: 'Karak Chai',
      variations: [52],
      product_price: '17.00',
      quantity: 1,
      cart_uuid: 'b',
    },
  ],
})

/** CPU milliseconds (user + system) a process has used, from /proc (Linux); null elsewhere. */
function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    // Fields 14 and 15 of stat (utime, stime) are at 11 and 12 after the command name; 100 ticks/s.
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return null
  }
}

async function start(): Promise<{
  url: string
  stop: () => void
  dataDir: string
  pid: number | undefined
}> {
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-api-load-'))
  const main = fileURLToPath(new URL('../src/main.ts', import.meta.url))
  const extra = (process.env.LOAD_NODE_ARGS ?? '').split(' ').filter((a) => a !== '')
  const child = spawn(
    process.execPath,
    [...extra, '--import', 'tsx', '--conditions=@carte/source', main],
    {
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const m = /venue-api on (http:\/\/[^\s]+)/.exec(chunk.toString())
      if (m?.[1] !== undefined) resolve(m[1])
    })
    child.once('exit', (code) => reject(new Error(`venue-api exited with ${code}`)))
  })
  return { url, dataDir, pid: child.pid, stop: () => child.kill('SIGTERM') }
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)))
  })
}

const server = await start()
try {
  // Warm the caches (menu JSON is serialised once per language).
  await fetch(`${server.url}/en/api/menu/demo/`)
  await fetch(`${server.url}/en/api/menu/big/`)
  const menu = await run({
    url: `${server.url}/en/api/menu/demo/`,
    connections: CONNECTIONS,
    duration: SECONDS,
  })
  const big = await run({
    url: `${server.url}/en/api/menu/big/`,
    connections: CONNECTIONS,
    duration: Math.min(SECONDS, 5),
  })
  const cpuBefore = cpuMs(server.pid)
  const post = await run({
    url: `${server.url}/en/api/order/`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        body: order,
        setupRequest: (req) => ({
          ...req,
          headers: {
            ...req.headers,
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
          },
        }),
      },
    ],
  })
  const cpuAfter = cpuMs(server.pid)
  const ok = (r: autocannon.Result) => `${r['2xx']} 2xx, ${r.non2xx} non-2xx, ${r.errors} errors`
  console.log(
    `menu GET demo (en, ${Math.round(menu.throughput.average / Math.max(menu.requests.average, 1) / 1024)} KiB): ${Math.round(menu.requests.average)} req/s at ${CONNECTIONS} clients (p50 ${menu.latency.p50} ms, p99 ${menu.latency.p99} ms; ${ok(menu)})  target >= 2000`,
  )
  console.log(
    `menu GET big (2,000 products): ${Math.round(big.requests.average)} req/s (p99 ${big.latency.p99} ms; ${ok(big)})  informational`,
  )
  console.log(
    `order POST: p50 ${post.latency.p50} ms, p99 ${post.latency.p99} ms, ${Math.round(post.requests.average)} req/s at ${CONNECTIONS} clients (${ok(post)})  target p99 <= 50 ms`,
  )
  if (cpuBefore !== null && cpuAfter !== null && post['2xx'] > 0) {
    const perOrder = (cpuAfter - cpuBefore) / post['2xx']
    console.log(
      `order POST server CPU: ${perOrder.toFixed(2)} ms per order (about ${Math.round(1000 / perOrder)} orders/s per core); load average ${loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}`,
    )
  }
} finally {
  server.stop()
  rmSync(server.dataDir, { recursive: true, force: true })
}
