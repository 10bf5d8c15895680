import type { Temporal } from '@js-temporal/polyfill'
import { assert, HOURS_ERROR_MESSAGES, InvalidInstantError, show } from '../errors'
import type { TemporalNamespace } from '../temporal'
import type { InstantInput } from '../types'

function fail(at: unknown): never {
  throw new InvalidInstantError(`${HOURS_ERROR_MESSAGES.invalidInstant}; got ${show(at)}`)
}

// A render pass passes the same epoch ms thousands of times: keep the last conversion per namespace.
const last = new WeakMap<TemporalNamespace, { ms: number; instant: Temporal.Instant }>()

/**
 * Converts any accepted instant form into an Instant of `temporal`; throws InvalidInstantError.
 * spec: architecture (the instant is an argument, never the machine's clock)
 * @param temporal the Temporal namespace
 * @param at epoch ms, Date, ISO instant string or Temporal.Instant
 * @returns the instant
 */
export function toInstant(temporal: TemporalNamespace, at: InstantInput): Temporal.Instant {
  try {
    if (typeof at === 'number') {
      assert(Number.isSafeInteger(at), InvalidInstantError, HOURS_ERROR_MESSAGES.invalidInstant, '')
      const previous = last.get(temporal)
      if (previous?.ms === at) return previous.instant
      const instant = temporal.Instant.fromEpochMilliseconds(at)
      last.set(temporal, { ms: at, instant })
      return instant
    }
    if (at instanceof Date) return temporal.Instant.fromEpochMilliseconds(at.getTime())
    if (typeof at === 'string') return temporal.Instant.from(at)
    if (typeof at === 'object' && at !== null && typeof at.epochNanoseconds === 'bigint') {
      return temporal.Instant.fromEpochNanoseconds(at.epochNanoseconds)
    }
  } catch {
    // RangeError/TypeError from Temporal (bad string, NaN Date, out of range) become our named error
  }
  return fail(at)
}
