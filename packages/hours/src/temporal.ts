import type { Temporal } from '@js-temporal/polyfill'

/** The Temporal namespace: the platform's own (`globalThis.Temporal`) or @js-temporal/polyfill's. */
export type TemporalNamespace = typeof Temporal

let polyfill: Promise<TemporalNamespace> | undefined

/**
 * Resolves the Temporal namespace: the platform's native `globalThis.Temporal` when it exists,
 * otherwise @js-temporal/polyfill loaded through a dynamic `import()`, so bundlers put the polyfill
 * in a chunk of its own that a browser with native Temporal never fetches. The polyfill is loaded
 * at most once; the global is never modified.
 * spec: architecture (@carte/hours evaluates hours with Temporal in the venue's IANA zone)
 * @returns a promise of the Temporal namespace to pass to `createHours`
 */
export function loadTemporal(): Promise<TemporalNamespace> {
  const native = (globalThis as { Temporal?: TemporalNamespace }).Temporal
  if (native !== undefined) return Promise.resolve(native)
  polyfill ??= import('@js-temporal/polyfill').then((module) => module.Temporal)
  return polyfill
}
