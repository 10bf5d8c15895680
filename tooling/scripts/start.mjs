#!/usr/bin/env node
// `pnpm start`: builds menu-web (and what it needs), starts venue-api on :8787 and the static
// server on :4173, prints the demo URL, forwards Ctrl-C / SIGTERM to both and stops both when
// either stops.
import { spawn, spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

const API_PORT = Number(process.env.API_PORT ?? 8787)
const WEB_PORT = Number(process.env.WEB_PORT ?? 4173)
const HOST = '127.0.0.1'
const apiBase = process.env.VITE_API_BASE_URL ?? `http://${HOST}:${API_PORT}`
const webOrigin = `http://${HOST}:${WEB_PORT}`

const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@carte/menu-web...'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, VITE_API_BASE_URL: apiBase },
})
if (build.status !== 0) process.exit(build.status ?? 1)

/** @type {import('node:child_process').ChildProcess[]} */
const children = []
let stopping = false

// The servers are spawned directly (not through pnpm, which does not pass signals on).
function run(name, args, cwd, env) {
  const child = spawn(process.execPath, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  child.on('exit', (code, signal) => {
    if (stopping) return
    console.error(`${name} stopped (${signal ?? code}); stopping the rest.`)
    stop(code ?? 1)
  })
  children.push(child)
  return child
}

function stop(code = 0) {
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 500).unref()
}

process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

run(
  'venue-api',
  ['--import', 'tsx', '--conditions=@carte/source', 'src/main.ts'],
  join(root, 'apps', 'venue-api'),
  { PORT: String(API_PORT), APP_ORIGIN: process.env.APP_ORIGIN ?? webOrigin },
)
run('menu-web', ['server/serve.mjs'], join(root, 'apps', 'menu-web'), {
  PORT: String(WEB_PORT),
  API_BASE_URL: apiBase,
})

// Print the address once the API answers for the demo venue.
for (let attempt = 0; attempt < 120 && !stopping; attempt += 1) {
  const ok = await fetch(`${apiBase}/en/api/menu_language/demo/`)
    .then((response) => response.ok)
    .catch(() => false)
  if (ok) {
    console.log(`\n  Carte is running: ${webOrigin}/demo  (API ${apiBase})\n`)
    break
  }
  await delay(500)
}
