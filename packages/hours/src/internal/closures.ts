import type { Temporal } from '@js-temporal/polyfill'
import {
  assert,
  HOURS_ERROR_MESSAGES,
  InvalidClosurePeriodError,
  InvalidHoursEntryError,
  show,
} from '../errors'
import type { TemporalNamespace } from '../temporal'
import type { ClosurePeriod } from '../types'
import { wallToEpochNs } from './wall'

/** A validated closure period [start, end) in epoch nanoseconds. */
export interface Closure {
  readonly start: bigint
  readonly end: bigint
}

// Offset-less times depend on the zone, so the cache is per list and per zone.
const compiled = new WeakMap<object, Map<string, readonly Closure[]>>()

function parseTime(
  temporal: TemporalNamespace,
  zone: string,
  value: unknown,
  where: string,
): bigint {
  const fail = (): never => {
    throw new InvalidClosurePeriodError(
      `${HOURS_ERROR_MESSAGES.invalidClosurePeriod}; got ${show(value)} at ${where}`,
    )
  }
  if (typeof value !== 'string' || value === '') return fail()
  let wall: Temporal.PlainDateTime
  try {
    return temporal.Instant.from(value).epochNanoseconds
  } catch {
    // not an exact instant: read it as wall time in the venue zone below
  }
  try {
    wall = temporal.PlainDateTime.from(value)
  } catch {
    return fail()
  }
  return wallToEpochNs(temporal, zone, wall)
}

/**
 * Validates closing_rules (null/undefined = none) for `zone`; throws InvalidClosurePeriodError for
 * a malformed time or an end before the start, InvalidHoursEntryError for a non-list.
 * spec: menu-browsing §3 Closure period, §4 (closed during any closure period)
 * @param temporal the Temporal namespace
 * @param periods closing_rules
 * @param zone the venue zone (for times without Z or offset)
 * @returns the periods as [start, end) epoch-nanosecond intervals
 */
export function compileClosures(
  temporal: TemporalNamespace,
  periods: readonly ClosurePeriod[] | null | undefined,
  zone: string,
): readonly Closure[] {
  if (periods === null || periods === undefined) return []
  assert(
    Array.isArray(periods),
    InvalidHoursEntryError,
    HOURS_ERROR_MESSAGES.invalidHoursEntry,
    `got ${show(periods)} for closing_rules`,
  )
  let byZone = compiled.get(periods)
  const cached = byZone?.get(zone)
  if (cached !== undefined) return cached
  const closures = periods.map((period: unknown, index): Closure => {
    const where = `closing_rules[${index}]`
    assert(
      typeof period === 'object' && period !== null,
      InvalidClosurePeriodError,
      HOURS_ERROR_MESSAGES.invalidClosurePeriod,
      `got ${show(period)} at ${where}`,
    )
    const { start, end } = period as Partial<ClosurePeriod>
    const startNs = parseTime(temporal, zone, start, `${where}.start`)
    const endNs = parseTime(temporal, zone, end, `${where}.end`)
    assert(
      endNs >= startNs,
      InvalidClosurePeriodError,
      HOURS_ERROR_MESSAGES.closureEndBeforeStart,
      `got start ${show(start)} and end ${show(end)} at ${where}`,
    )
    return { start: startNs, end: endNs }
  })
  if (byZone === undefined) {
    byZone = new Map()
    compiled.set(periods, byZone)
  }
  byZone.set(zone, closures)
  return closures
}
