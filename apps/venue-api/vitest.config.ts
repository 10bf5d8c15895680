import { carteVitestConfig } from '@carte/vitest-config'
import { defineConfig } from 'vitest/config'

// Tests talk to a live server over loopback; on a busy CI machine a property run of a few hundred
// requests can take longer than Vitest's 5 s default, so the limits are generous (not a speed check).
export default defineConfig(
  carteVitestConfig({ test: { testTimeout: 60_000, hookTimeout: 30_000 } }),
)
