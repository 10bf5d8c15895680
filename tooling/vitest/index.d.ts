import type { ViteUserConfig } from 'vitest/config'

/** Export condition that points a workspace package at its `src/` (no build needed for tests). */
export declare const SOURCE_CONDITION = '@carte/source'

/** The Vitest preset every package and app extends (resolves `@carte/*` from source). */
export declare function carteVitestConfig(overrides?: ViteUserConfig): ViteUserConfig
