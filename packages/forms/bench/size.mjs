#!/usr/bin/env node
// Prints what each entry of @carte/forms costs a browser bundle (minified, everything bundled,
// gzip -9), and what the ./phone entry would cost with each libphonenumber-js metadata set.
// Bundles the sources (what tsup ships, minus the bundler's wrapping): `pnpm --filter @carte/forms bench`.
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const here = dirname(fileURLToPath(import.meta.url))
const src = join(here, '../src')
// esbuild comes with tsup (a devDependency); resolve it from there.
const requireFromTsup = createRequire(createRequire(import.meta.url).resolve('tsup'))
const esbuild = requireFromTsup('esbuild')

async function measure(label, contents, alias = {}) {
  const result = await esbuild.build({
    stdin: { contents, resolveDir: here, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    alias,
    nodePaths: [join(here, '../node_modules')],
  })
  const code = result.outputFiles[0].contents
  const gzip = gzipSync(code, { level: 9 }).length
  console.log(
    `${label.padEnd(58)} ${(code.length / 1024).toFixed(1).padStart(7)} KB min ${(gzip / 1024).toFixed(1).padStart(6)} KB gzip`,
  )
}

const main = `export { parseFormData, createFormValidator, validateCheckout, checkoutFields } from '${src}/index.ts'`
const phone = `export { phoneRules, phoneExample } from '${src}/phone/index.ts'`

await measure('@carte/forms (dynamic form + checkout rules)', main)
// Each screen pays only for what it imports (no module-level schemas survive tree-shaking).
for (const name of ['successColor', 'checkoutFields', 'deliveryAddressText', 'parseFormData']) {
  await measure(`  { ${name} } only`, `export { ${name} } from '${src}/index.ts'`)
}
await measure('@carte/forms/phone, max metadata (shipped)', phone)
await measure('@carte/forms/phone, mobile metadata (alternative)', phone, {
  'libphonenumber-js/max': 'libphonenumber-js/mobile',
})
await measure('@carte/forms/phone, min metadata (alternative)', phone, {
  'libphonenumber-js/max': 'libphonenumber-js/min',
})
