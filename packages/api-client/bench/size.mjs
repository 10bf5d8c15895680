#!/usr/bin/env node
// Prints what a screen pays (minified + gzip) for typical imports, from src/ (what menu-web builds,
// through the '@carte/source' condition: one module per file, so unused files drop) and from the
// built dist/ (what a published consumer gets: one shared chunk, coarser). Also checks that
// socket.io-client stays out of every static graph. Run: pnpm build && node bench/size.mjs
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'

const here = import.meta.dirname
const requireFromTsup = createRequire(
  join(dirname(createRequire(import.meta.url).resolve('tsup')), 'index.js'),
)
const esbuild = requireFromTsup('esbuild')

const scenarios = {
  'getMenu + menuSchema (core)': "export { getMenu } from './dist/index.js'",
  'createApiConfig only': "export { createApiConfig } from './dist/index.js'",
  'buildOrderPayload (phone max metadata)': "export { buildOrderPayload } from './dist/index.js'",
  'getPaymentStatus + table': "export { getPaymentStatus } from './dist/index.js'",
  'subscribeToOrder (socket.io lazy)': "export { subscribeToOrder } from './dist/index.js'",
  'menuQueryOptions (query entry, react-query external)':
    "export { menuQueryOptions } from './dist/query.js'",
}

for (const source of ['src', 'dist']) {
  console.log(`-- from ${source}/`)
  for (const [name, template] of Object.entries(scenarios)) {
    const contents =
      source === 'src'
        ? template
            .replace('./dist/index.js', './src/index.ts')
            .replace('./dist/query.js', './src/query.ts')
        : template
    const result = await esbuild.build({
      stdin: { contents, resolveDir: join(here, '..'), loader: 'js' },
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      splitting: false,
      platform: 'browser',
      external: ['react', '@tanstack/react-query', 'socket.io-client'],
      metafile: true,
    })
    const code = result.outputFiles[0].contents
    const inputs = Object.keys(result.metafile.inputs)
    const staticSocket = inputs.some((input) => input.includes('socket.io-client'))
    console.log(
      `${name.padEnd(55)} ${(code.length / 1024).toFixed(1).padStart(7)} KB min ${(gzipSync(code).length / 1024).toFixed(1).padStart(6)} KB gzip${staticSocket ? '  (socket.io-client in graph!)' : ''}`,
    )
  }
}
