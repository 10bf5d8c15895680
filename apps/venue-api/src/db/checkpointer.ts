import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

// The worker runs plain CommonJS (eval), so it needs no TypeScript loader.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.module)
const db = new Database(workerData.file)
db.pragma('busy_timeout = 2000')
db.pragma('synchronous = NORMAL')
const checkpoint = () => { try { db.pragma('wal_checkpoint(PASSIVE)') } catch {} }
const timer = setInterval(checkpoint, workerData.everyMs)
parentPort.on('message', (message) => {
  if (message !== 'stop') return
  clearInterval(timer)
  checkpoint()
  db.close()
  parentPort.postMessage('stopped')
})
`

/** A background WAL checkpointer. */
export interface Checkpointer {
  /** Runs a last checkpoint and stops the worker. */
  stop(): Promise<void>
}

/**
 * Moves WAL checkpoints (the only fsyncs under synchronous=NORMAL) to a worker thread with its own
 * connection, so a slow disk never stalls the request loop; the main connection disables
 * auto-checkpointing. PASSIVE checkpoints never block writers.
 * @param file - The SQLite file.
 * @param everyMs - Checkpoint period.
 * @returns The checkpointer.
 */
export function startCheckpointer(file: string, everyMs = 1000): Checkpointer {
  const module = createRequire(import.meta.url).resolve('better-sqlite3')
  const worker = new Worker(WORKER, { eval: true, workerData: { file, module, everyMs } })
  worker.unref()
  return {
    stop() {
      return new Promise((resolve) => {
        const done = () => resolve()
        worker.once('message', () => {
          void worker.terminate().then(done, done)
        })
        worker.once('error', done)
        worker.once('exit', done)
        worker.postMessage('stop')
      })
    },
  }
}
