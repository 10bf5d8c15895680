#!/usr/bin/env node
// Concatenates keen-slider's stylesheet and src/styles/*.css (in name order) into dist/styles.css,
// the zero-runtime stylesheet exported as '@carte/ui/styles.css' (plus its empty type declaration).
// Writes dist/fonts.css, exported as '@carte/ui/fonts.css': the default fonts (menu-browsing §9
// "Roboto and Roboto Slab at weights 400 and 700") as @font-face rules over the woff2 files of
// @fontsource/roboto and @fontsource/roboto-slab, copied to dist/fonts/ (see fontFaces below).
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
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

/**
 * The default font faces: per family and weight, the name a device that has the font installed
 * knows it by (Android ships Roboto: no download there) and the Fontsource stylesheet whose
 * @font-face rules give each script subset's file and unicode-range.
 */
const DEFAULT_FACES = [
  { pkg: '@fontsource/roboto', weight: 400, local: ['Roboto', 'Roboto-Regular'] },
  { pkg: '@fontsource/roboto', weight: 700, local: ['Roboto Bold', 'Roboto-Bold'] },
  {
    pkg: '@fontsource/roboto-slab',
    weight: 400,
    local: ['Roboto Slab Regular', 'RobotoSlab-Regular'],
  },
  { pkg: '@fontsource/roboto-slab', weight: 700, local: ['Roboto Slab Bold', 'RobotoSlab-Bold'] },
]
/**
 * Script subsets kept: the Latin, Cyrillic, Greek and Vietnamese letters Roboto covers (the app's
 * languages and the names venues type). A browser downloads a subset only when the page has a
 * character in its unicode-range. Fontsource's math and symbols subsets are left out: a stray
 * arrow or check mark would download a 20 KB file for one glyph the system fonts have.
 */
const SUBSETS = /^(latin|latin-ext|cyrillic|cyrillic-ext|greek|greek-ext|vietnamese)$/

const fontsDir = join(pkg, 'dist/fonts')
rmSync(fontsDir, { recursive: true, force: true })
mkdirSync(fontsDir, { recursive: true })
const faces = []
for (const face of DEFAULT_FACES) {
  const cssFile = require.resolve(`${face.pkg}/${face.weight}.css`)
  const css = readFileSync(cssFile, 'utf8')
  for (const [, block] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const family = /font-family:\s*'([^']+)'/.exec(block)?.[1]
    const file = /url\(\.\/files\/([\w-]+\.woff2)\)/.exec(block)?.[1]
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1]
    const subset = file?.replace(
      /^[a-z-]+?-((?:latin|cyrillic|greek|vietnamese|math|symbols)(?:-ext)?)-\d+-normal\.woff2$/,
      '$1',
    )
    if (!family || !file || !range || !subset || !SUBSETS.test(subset)) continue
    copyFileSync(join(cssFile, '..', 'files', file), join(fontsDir, file))
    const sources = [
      ...face.local.map((name) => `local("${name}")`),
      `url("./fonts/${file}") format("woff2")`,
    ]
    faces.push(
      `@font-face {\n  font-family: "${family}";\n  font-style: normal;\n  font-weight: ${face.weight};\n  font-display: swap;\n  src: ${sources.join(', ')};\n  unicode-range: ${range};\n}`,
    )
  }
}
// Every face of every subset, or the build fails (a renamed Fontsource file would otherwise ship
// a fonts.css without faces and a green build).
const expectedFaces = DEFAULT_FACES.length * 7
if (faces.length !== expectedFaces) {
  throw new Error(`[@carte/ui] fonts.css: ${faces.length} faces, expected ${expectedFaces}`)
}
// Each package's version and licence, as its package.json states them; the licence texts ship
// beside the files they cover (OFL-1.1 and Apache-2.0 both ask for it).
const origins = ['@fontsource/roboto', '@fontsource/roboto-slab']
  .map((name) => {
    const { version, license } = require(`${name}/package.json`)
    copyFileSync(
      join(require.resolve(`${name}/package.json`), '..', 'LICENSE'),
      join(fontsDir, `LICENSE-${name.split('/')[1]}`),
    )
    return `${name} ${version} (${license}, dist/fonts/LICENSE-${name.split('/')[1]})`
  })
  .join(', ')
writeFileSync(
  join(pkg, 'dist/fonts.css'),
  `/* Roboto and Roboto Slab at 400 and 700; files from ${origins} */\n${faces.join('\n')}\n`,
)
writeFileSync(join(pkg, 'dist/fonts.css.d.ts'), 'export {}\n')
console.log(`fonts.css: ${faces.length} faces`)
