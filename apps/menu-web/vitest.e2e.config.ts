import { defineConfig } from 'vitest/config'

// End-to-end tests: a real Chromium (playwright-core, never a downloaded browser) against the
// built app on the static server and venue-api, both started by the global setup.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    pool: 'forks',
  },
})
