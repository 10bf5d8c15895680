import { readFileSync } from 'node:fs'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, type Plugin } from 'vite'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string
}

/**
 * Writes `.vite/chunk-modules.json` next to the manifest: for every emitted JS chunk, the ids of
 * the modules it holds. `pnpm budget` reads it to prove what the first screen downloads.
 */
function chunkModules(): Plugin {
  return {
    name: 'carte:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, { isEntry: boolean; modules: string[] }> = {}
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue
        chunks[fileName] = { isEntry: output.isEntry, modules: [...output.moduleIds] }
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: `${JSON.stringify(chunks, null, 2)}\n`,
      })
    },
  }
}

export default defineConfig({
  plugins: [react(), chunkModules()],
  resolve: {
    // Workspace packages come from their src/ (no package build needed for the app).
    conditions: ['@carte/source', ...defaultClientConditions],
  },
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  build: {
    // Modern mobile browsers (Safari 16.4 is the oldest iOS we serve).
    target: ['es2022', 'chrome111', 'firefox114', 'safari16.4'],
    manifest: true,
    sourcemap: true,
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
})
