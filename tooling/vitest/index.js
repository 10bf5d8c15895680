// Plain JavaScript so that Vitest can load it from a config file without a build step.
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { mergeConfig } from 'vitest/config'

/** Export condition that points a workspace package at its `src/` (no build needed for tests). */
export const SOURCE_CONDITION = '@carte/source'

/**
 * The Vitest preset every package and app extends: resolves `@carte/*` from source in both the
 * client (jsdom) and server (node) environments. Tests pin their own instants and zones.
 * @param {import('vitest/config').ViteUserConfig} [overrides]
 * @returns {import('vitest/config').ViteUserConfig}
 */
export function carteVitestConfig(overrides = {}) {
  return mergeConfig(
    {
      resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
      ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
      test: {
        include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
        restoreMocks: true,
        // Property tests run thousands of cases; on a loaded 2-core CI machine running every package's
        // suite at once, the 5 s default is a flake, not a finding. Speed is measured by benches.
        testTimeout: 120_000,
        hookTimeout: 120_000,
      },
    },
    overrides,
  )
}
