import { join } from 'node:path'
import * as esbuild from 'esbuild'
import { describe, expect, it } from 'vitest'

/** Every file a module statically imports, transitively (what any bundler must at least parse). */
async function importClosure(file: string): Promise<string[]> {
  const result = await esbuild.build({
    entryPoints: [join(import.meta.dirname, '..', 'src', file)],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    logLevel: 'silent',
  })
  return Object.keys(result.metafile.inputs)
}

// The diner app shows the cart badge on its first screen, where every kilobyte counts (menu-web's
// 135 KB budget). With one function per file and `sideEffects: false`, counting quantities must not
// drag decimal.js (about 13 KB gzip) along, whichever bundler the app uses.
describe('what a consumer pays for', () => {
  it('cartItemCount imports nothing that reaches decimal.js', async () => {
    const closure = await importClosure('cart-item-count.ts')
    expect(closure.some((path) => path.includes('decimal'))).toBe(false)
  })

  it('money functions do reach decimal.js (the check above can fail)', async () => {
    const closure = await importClosure('calculate-cart-totals.ts')
    expect(closure.some((path) => path.includes('decimal.js'))).toBe(true)
  })
})
