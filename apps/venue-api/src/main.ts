import { fileURLToPath } from 'node:url'
import { createVenueApi } from './server'

// Reads the environment and starts venue-api (PORT, DATA_DIR, APP_ORIGIN, PUBLIC_ORIGIN, LOG).
const port = Number(process.env.PORT ?? 8787)
const dataDir = process.env.DATA_DIR ?? fileURLToPath(new URL('../data', import.meta.url))
const api = await createVenueApi({
  port,
  dataDir,
  ...(process.env.APP_ORIGIN === undefined ? {} : { appOrigin: process.env.APP_ORIGIN }),
  ...(process.env.PUBLIC_ORIGIN === undefined ? {} : { publicOrigin: process.env.PUBLIC_ORIGIN }),
  ...(process.env.HOST === undefined ? {} : { host: process.env.HOST }),
  log: process.env.LOG !== '0',
})
console.log(`venue-api on ${api.url} (data: ${dataDir}); console: ${api.url}/console`)
const stop = () => {
  void api.close().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
