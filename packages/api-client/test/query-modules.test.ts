import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import * as queryEntry from '../src/query'

const ROOT = join(import.meta.dirname, '..')
const FACTORY_DIR = join(ROOT, 'src', 'query-options')

/**
 * Source files (relative to the package) of a bundle of `contents`: every module in its import
 * closure, or with `usedOnly` only those that keep bytes after tree-shaking.
 */
async function bundledSources(contents: string, usedOnly = false): Promise<string[]> {
  const result = await build({
    stdin: { contents, resolveDir: ROOT, loader: 'ts' },
    absWorkingDir: ROOT,
    bundle: true,
    format: 'esm',
    write: false,
    metafile: true,
    treeShaking: true,
    external: ['@tanstack/react-query', 'valibot', 'libphonenumber-js', 'socket.io-client'],
    logLevel: 'silent',
  })
  const paths = usedOnly
    ? Object.values(result.metafile.outputs).flatMap((output) =>
        Object.entries(output.inputs)
          .filter(([, input]) => input.bytesInOutput > 0)
          .map(([path]) => path),
      )
    : Object.keys(result.metafile.inputs)
  return paths.map((path) => relative(ROOT, join(ROOT, path)).replaceAll('\\', '/'))
}

const factoryModules = readdirSync(FACTORY_DIR).filter((name) => name.endsWith('-query-options.ts'))

// The menu-web home budget (135 KB gzip): a lazy screen importing one factory must not pull the
// other factories' calls into a shared chunk, so each factory is its own module.
describe('query option factories are separate modules (menu-web bundle budget)', () => {
  it('there is one module per factory the ./query entry exports', () => {
    const exported = Object.keys(queryEntry).filter((name) => name.endsWith('QueryOptions'))
    expect(exported).toHaveLength(16)
    expect(factoryModules).toHaveLength(exported.length)
  })

  it('importing couponQueryOptions through the ./query entry bundles only its own call', async () => {
    const files = await bundledSources("export { couponQueryOptions } from './src/query'", true)
    expect(files).toContain('src/query-options/coupon-query-options.ts')
    expect(files).toContain('src/calls/get-coupon.ts')
    const otherFactories = files.filter(
      (file) =>
        file.startsWith('src/query-options/') &&
        file !== 'src/query-options/coupon-query-options.ts',
    )
    expect(otherFactories).toEqual([])
    expect(files).not.toContain('src/calls/get-menu.ts')
    expect(files).not.toContain('src/calls/get-order.ts')
    expect(files).not.toContain('src/calls/get-payment-status.ts')
  })

  it.each(factoryModules)('%s imports no other factory module', async (name) => {
    const files = await bundledSources(`export * from './src/query-options/${name}'`)
    expect(files).toContain(`src/query-options/${name}`)
    const others = files.filter(
      (file) =>
        file.startsWith('src/query-options/') &&
        file.endsWith('-query-options.ts') &&
        file !== `src/query-options/${name}`,
    )
    expect(others).toEqual([])
  })
})
