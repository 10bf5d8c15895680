import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'

// spec: architecture (Temporal). Native Temporal where the platform has it; the polyfill only
// through a dynamic import, so a browser with native Temporal never downloads it.
const isCodeMentioningPolyfill = (line: string) =>
  line.includes('@js-temporal/polyfill') && !/^\s*(\*|\/\/|\/\*)/.test(line)

describe('loadTemporal', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'Temporal')
    vi.doUnmock('@js-temporal/polyfill')
    vi.resetModules()
  })

  it('uses the platform Temporal when present and never loads the polyfill', async () => {
    const polyfillLoaded = vi.fn()
    vi.doMock('@js-temporal/polyfill', () => {
      polyfillLoaded()
      return { Temporal: { fake: 'polyfill' } }
    })
    vi.resetModules()
    const native = { fake: 'native' }
    Object.defineProperty(globalThis, 'Temporal', { value: native, configurable: true })
    const { loadTemporal } = await import('../src/index')
    expect(await loadTemporal()).toBe(native)
    expect(polyfillLoaded).not.toHaveBeenCalled()
  })

  it('falls back to @js-temporal/polyfill when the platform has no Temporal (Node 20), once', async () => {
    expect('Temporal' in globalThis).toBe(false)
    vi.resetModules()
    const { loadTemporal } = await import('../src/index')
    const { Temporal } = await import('@js-temporal/polyfill')
    const first = await loadTemporal()
    expect(first).toBe(Temporal)
    expect(await loadTemporal()).toBe(first)
    expect('Temporal' in globalThis).toBe(false) // the global is left alone
  })

  it('the polyfill is reachable only through a dynamic import() in the source', () => {
    const dir = join(import.meta.dirname, '../src')
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.ts'),
    )
    const dynamic: string[] = []
    for (const file of files) {
      const source = readFileSync(join(dir, file), 'utf8')
      for (const line of source.split('\n').filter(isCodeMentioningPolyfill)) {
        if (line.includes("import('@js-temporal/polyfill')")) dynamic.push(file)
        else expect(line, file).toMatch(/^import type \{[^}]*\} from '@js-temporal\/polyfill'$/)
      }
    }
    expect(dynamic).toEqual(['temporal.ts'])
  })
})
