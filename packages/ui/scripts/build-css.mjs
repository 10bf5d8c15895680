#!/usr/bin/env node
// Concatenates keen-slider's stylesheet and src/styles/*.css (in name order) into dist/styles.css,
// the zero-runtime stylesheet exported as '@carte/ui/styles.css' (plus its empty type declaration).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'

const pkg = resolve(import.meta.dirname, '..')
const require = createRequire(join(pkg, 'package.json'))
const stylesDir = join(pkg, 'src/styles')
const parts = [
  `/* keen-slider ${require('keen-slider/package.json').version} (MIT) */\n${readFileSync(require.resolve('keen-slider/keen-slider.min.css'), 'utf8')}`,
  ...readdirSync(stylesDir)
    .filter((f) => f.endsWith('.css'))
    .sort()
    .map((f) => `/* ${f} */\n${readFileSync(join(stylesDir, f), 'utf8')}`),
]
mkdirSync(join(pkg, 'dist'), { recursive: true })
writeFileSync(join(pkg, 'dist/styles.css'), `${parts.join('\n')}\n`)
// A side-effect-only module for TypeScript, so `import '@carte/ui/styles.css'` type-checks everywhere.
writeFileSync(join(pkg, 'dist/styles.css.d.ts'), 'export {}\n')
console.log(`styles.css: ${parts.length} parts`)
