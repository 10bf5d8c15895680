import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import * as esbuild from 'esbuild'
import { describe, expect, it } from 'vitest'

// spec: architecture (Temporal) + issue: a browser with native Temporal must not download the
// polyfill, so a consumer's bundle must carry it only in a chunk reached by a dynamic import.
describe('bundling a consumer', () => {
  it('puts @js-temporal/polyfill in its own lazily imported chunk, not in the entry', async () => {
    const result = await esbuild.build({
      stdin: {
        contents: [
          "import { createHours, loadTemporal } from './src/index'",
          'const hours = createHours(await loadTemporal())',
          'console.log(hours.venueStatus({}, Date.now()).open)',
        ].join('\n'),
        resolveDir: join(import.meta.dirname, '..'),
        loader: 'ts',
      },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      write: false,
      outdir: '/virtual-out',
      logLevel: 'silent',
    })
    const [entry, ...chunks] = result.outputFiles
    expect(entry?.path).toBe('/virtual-out/stdin.js')
    const entryText = entry?.text ?? ''
    const polyfillChunks = chunks.filter((c) => c.text.includes('Temporal.ZonedDateTime'))
    expect(polyfillChunks).toHaveLength(1)
    const polyfill = polyfillChunks[0]
    expect(entryText).not.toContain('Temporal.ZonedDateTime')
    // The entry reaches the polyfill chunk only through import("./chunk").
    const name = polyfill?.path.split('/').pop() ?? '?'
    expect(entryText).toContain(`import("./${name}")`)
    expect(entryText).not.toMatch(new RegExp(`from\\s*"\\./${name.replace('.', '\\.')}"`))
    // The split is worth it: this package's own code is a few KB; the polyfill is tens of KB gzip.
    const gzip = (text: string) => gzipSync(text).byteLength
    expect(gzip(entryText)).toBeLessThan(8_000)
    expect(gzip(polyfill?.text ?? '')).toBeGreaterThan(30_000)
  })
})
