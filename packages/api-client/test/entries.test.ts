import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = join(import.meta.dirname, '..', 'src')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : []
  })
}

describe('entries (menu-web bundle budget; "the core entry has no React")', () => {
  it('socket.io-client is reached only through a dynamic import()', () => {
    for (const file of sources(SRC)) {
      const text = readFileSync(file, 'utf8')
      expect(text, file).not.toMatch(/from\s+['"]socket\.io-client['"]/)
      expect(text, file).not.toMatch(/^import\s+['"]socket\.io-client['"]/m)
    }
    const subscribe = readFileSync(join(SRC, 'subscribe-to-order.ts'), 'utf8')
    expect(subscribe).toMatch(/await import\('socket\.io-client'\)/)
  })
  it("only the ./query entry's factory modules import React Query; the core index does not re-export it", () => {
    const factoryDir = join(SRC, 'query-options')
    for (const file of sources(SRC)) {
      const text = readFileSync(file, 'utf8')
      const importsReactQuery = /from\s+['"]@tanstack\/react-query['"]/.test(text)
      const isFactory = file.startsWith(factoryDir) && file.endsWith('-query-options.ts')
      expect(importsReactQuery, file).toBe(isFactory)
    }
    expect(readFileSync(join(SRC, 'index.ts'), 'utf8')).not.toMatch(/['"]\.\/query['"]/)
  })
})
