#!/usr/bin/env node
// `pnpm budget`: the JavaScript a diner downloads before /{lang}/home shows, measured on
// menu-web's production build. Fails when it is over 135 KB gzip or when it holds a module that
// must stay lazy (the map, the socket, phone numbers, the Temporal polyfill).
//   node tooling/scripts/budget.mjs            reads apps/menu-web/dist (builds it when missing)
//   node tooling/scripts/budget.mjs --build    rebuilds first
//   E2E_DIST=dist-<you> node tooling/scripts/budget.mjs   reads apps/menu-web/dist-<you> (never builds)
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { constants, gzipSync } from 'node:zlib'
import { screenModuleFiles } from '../../apps/menu-web/server/hints.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const ownDist = process.env.E2E_DIST
const dist = join(root, 'apps', 'menu-web', ownDist ?? 'dist')
const manifestPath = join(dist, '.vite', 'manifest.json')
const modulesPath = join(dist, '.vite', 'chunk-modules.json')

/** Initial JS budget of /{lang}/home, gzip bytes. */
const BUDGET_BYTES = 135 * 1024
/** The home screen's lazy route chunk is part of what the first screen needs. */
const HOME_SCREEN_SOURCE = 'src/screens/HomeScreen.tsx'
/** Modules that must never be in the first download (loaded by the screens that need them). */
const FORBIDDEN = [
  ['leaflet', /\/node_modules\/(?:react-)?leaflet\//],
  [
    'socket.io-client',
    /\/node_modules\/(?:socket\.io-client|engine\.io-client|socket\.io-parser)\//,
  ],
  ['libphonenumber-js', /\/node_modules\/libphonenumber-js\//],
  ['@js-temporal/polyfill', /\/node_modules\/@js-temporal\/polyfill\//],
]

if (ownDist && (!existsSync(manifestPath) || !existsSync(modulesPath))) {
  console.error(`budget: ${dist} has no Vite manifest: build it with --outDir ${ownDist}`)
  process.exit(1)
}
if (
  !ownDist &&
  (process.argv.includes('--build') || !existsSync(manifestPath) || !existsSync(modulesPath))
) {
  const build = spawnSync('pnpm', ['--filter', '@carte/menu-web', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

/** @type {Record<string, { file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
/** @type {Record<string, { isEntry: boolean, modules: string[] }>} */
const chunkModules = JSON.parse(readFileSync(modulesPath, 'utf8'))

const gzipCache = new Map()
function gzipSize(file) {
  let size = gzipCache.get(file)
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file)), { level: constants.Z_BEST_COMPRESSION }).length
    gzipCache.set(file, size)
  }
  return size
}

/** The manifest keys a chunk pulls in statically (itself included). */
function staticClosure(keys) {
  const seen = new Set()
  const stack = [...keys]
  while (stack.length > 0) {
    const key = stack.pop()
    if (key === undefined || seen.has(key)) continue
    seen.add(key)
    for (const next of manifest[key]?.imports ?? []) stack.push(next)
  }
  return seen
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
// The home screen's chunk: its own lazy chunk, or the first screen's chunk it was grouped into
// (vite.config.ts), which the manifest then names by that chunk.
const homeFiles = Object.entries(chunkModules)
  .filter(([, chunk]) =>
    chunk.modules.some((id) => id.replaceAll('\\', '/').endsWith(`/${HOME_SCREEN_SOURCE}`)),
  )
  .map(([file]) => file)
const homeKeys = Object.keys(manifest).filter(
  (key) =>
    manifest[key]?.src === HOME_SCREEN_SOURCE || homeFiles.includes(manifest[key]?.file ?? ''),
)
if (entryKeys.length === 0 || homeKeys.length === 0) {
  console.error(`budget: entry or ${HOME_SCREEN_SOURCE} missing from the Vite manifest`)
  process.exit(1)
}
const initial = staticClosure([...entryKeys, ...homeKeys])
const initialFiles = [...new Set([...initial].map((key) => manifest[key]?.file ?? key))]
  .filter((file) => file.endsWith('.js'))
  .sort((a, b) => gzipSize(b) - gzipSize(a))

console.log('Initial JS of /{lang}/home (entry + static imports + home screen chunk), gzip:')
let total = 0
for (const file of initialFiles) {
  total += gzipSize(file)
  console.log(`  ${kb(gzipSize(file)).padStart(9)}  ${file}`)
}
const initialCss = [...initial].flatMap((key) => manifest[key]?.css ?? [])
const cssTotal = [...new Set(initialCss)].reduce((sum, file) => sum + gzipSize(file), 0)
console.log(`  ${kb(total).padStart(9)}  total JS (budget ${kb(BUDGET_BYTES)})`)
console.log(`  ${kb(cssTotal).padStart(9)}  CSS (not budgeted)`)

// Lazy chunks the home's first render also waits for (src/main.tsx imports what the static server
// preloads for the path, server/hints.mjs): not in the budget, which counts the entry's closure
// and the home screen as "initial JS" does, but downloaded beside it; printed so the whole is seen.
const alsoFiles = screenModuleFiles(manifest, 'home').sort((a, b) => gzipSize(b) - gzipSize(a))
console.log("\nAlso awaited by the home's first render (lazy chunks the server preloads), gzip:")
let also = 0
for (const file of alsoFiles) {
  also += gzipSize(file)
  console.log(`  ${kb(gzipSize(file)).padStart(9)}  ${file}`)
}
console.log(`  ${kb(total + also).padStart(9)}  all the JS the home's first render runs`)

const failures = []
if (total > BUDGET_BYTES) failures.push(`initial JS ${kb(total)} is over ${kb(BUDGET_BYTES)}`)
for (const file of initialFiles) {
  const modules = chunkModules[file]?.modules
  if (!modules) {
    failures.push(`no module list for ${file} (chunk-modules.json is stale: rebuild)`)
    continue
  }
  for (const [name, pattern] of FORBIDDEN) {
    const hit = modules.find((id) => pattern.test(id.replaceAll('\\', '/')))
    if (hit) failures.push(`${name} is in the initial JS (${file}: ${hit})`)
  }
}

console.log('\nLazily loaded routes (chunk + static imports not already loaded), gzip:')
const lazyKeys = Object.keys(manifest)
  .filter((key) => manifest[key]?.isDynamicEntry && !homeKeys.includes(key))
  .sort()
for (const key of lazyKeys) {
  const extra = [...staticClosure([key])].filter((k) => !initial.has(k))
  const files = [...new Set(extra.map((k) => manifest[k]?.file ?? k))].filter((f) =>
    f.endsWith('.js'),
  )
  const size = files.reduce((sum, file) => sum + gzipSize(file), 0)
  console.log(`  ${kb(size).padStart(9)}  ${manifest[key]?.src ?? key}`)
}

if (failures.length > 0) {
  console.error('\nbudget FAILED:')
  for (const failure of failures) console.error(`  - ${failure}`)
  process.exit(1)
}
console.log('\nbudget ok')
