import type { Temporal } from '@js-temporal/polyfill'
import {
  assert,
  HOURS_ERROR_MESSAGES,
  InvalidHoursEntryError,
  InvalidTimeError,
  InvalidWeekdayError,
  show,
} from '../errors'
import type { TemporalNamespace } from '../temporal'
import type { HoursEntry, InstantInput } from '../types'
import { toInstant } from './instant'
import { wallToEpochNs } from './wall'
import { resolveZone } from './zone'

// 'HH:MM' is accepted too (seconds 00), as @carte/api-client's schema lets it through.
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/

interface WallClock {
  readonly hour: number
  readonly minute: number
  readonly second: number
}

/** A validated slot: [from, to) on `weekday`, ending on the next day when `nextDay`. */
export interface Slot {
  readonly weekday: number
  readonly from: WallClock
  readonly to: WallClock
  /** to_hour is 00:00:00 (midnight ending the day) or earlier than from_hour (runs past midnight). */
  readonly nextDay: boolean
  readonly disableOrder: boolean
  /** Identifies the slot's wall-clock bounds, for the occurrence memo. */
  readonly key: string
}

/** One occurrence of a slot as an instant interval [start, end) in epoch nanoseconds. */
export interface Occurrence {
  readonly slot: Slot
  readonly start: bigint
  readonly end: bigint
}

// Menu data is treated as immutable, so each list is validated once, however often it is evaluated.
const compiled = new WeakMap<object, readonly Slot[]>()

function parseTime(value: unknown, where: string): WallClock {
  const match = typeof value === 'string' ? TIME.exec(value) : null
  assert(
    match,
    InvalidTimeError,
    HOURS_ERROR_MESSAGES.invalidTime,
    `got ${show(value)} at ${where}`,
  )
  return { hour: Number(match[1]), minute: Number(match[2]), second: Number(match[3] ?? 0) }
}

const seconds = (t: WallClock): number => t.hour * 3600 + t.minute * 60 + t.second

/**
 * Validates an hours list (null/undefined = no entries) into slots; throws InvalidWeekdayError,
 * InvalidTimeError or InvalidHoursEntryError. A slot with equal from_hour and to_hour other than
 * 00:00:00 is empty and left out; 00:00:00 to 00:00:00 is the whole day.
 * spec: menu-browsing §3 Category hours entry; architecture ruling (ISO weekdays, midnight)
 * @param entries opening_hours, category_hours or product_hours
 * @param field the field name for error messages
 * @returns the validated slots
 */
export function compileSlots(
  entries: readonly HoursEntry[] | null | undefined,
  field: string,
): readonly Slot[] {
  if (entries === null || entries === undefined) return []
  assert(
    Array.isArray(entries),
    InvalidHoursEntryError,
    HOURS_ERROR_MESSAGES.invalidHoursEntry,
    `got ${show(entries)} for ${field}`,
  )
  const cached = compiled.get(entries)
  if (cached !== undefined) return cached
  const slots: Slot[] = []
  entries.forEach((entry: unknown, index) => {
    const where = `${field}[${index}]`
    assert(
      typeof entry === 'object' && entry !== null,
      InvalidHoursEntryError,
      HOURS_ERROR_MESSAGES.invalidHoursEntry,
      `got ${show(entry)} at ${where}`,
    )
    const { weekday, from_hour, to_hour, disable_order } = entry as Partial<HoursEntry>
    assert(
      typeof weekday === 'number' && Number.isInteger(weekday) && weekday >= 1 && weekday <= 7,
      InvalidWeekdayError,
      HOURS_ERROR_MESSAGES.invalidWeekday,
      `got ${show(weekday)} at ${where}.weekday`,
    )
    const from = parseTime(from_hour, `${where}.from_hour`)
    const to = parseTime(to_hour, `${where}.to_hour`)
    const toSeconds = seconds(to)
    const fromSeconds = seconds(from)
    if (toSeconds !== 0 && toSeconds === fromSeconds) return
    const nextDay = toSeconds === 0 || toSeconds < fromSeconds
    slots.push({
      weekday,
      from,
      to,
      nextDay,
      disableOrder: disable_order === true,
      key: `${fromSeconds}-${toSeconds}-${nextDay}`,
    })
  })
  compiled.set(entries, slots)
  return slots
}

/** A local date with its ISO string, so memo keys need no further Temporal calls. */
interface LocalDay {
  readonly date: Temporal.PlainDate
  readonly iso: string
  readonly weekday: number
}

// Render passes evaluate thousands of hours lists at one instant with a handful of distinct slot
// times, and Temporal conversions dominate the cost, so both steps are memoised (bounded).
const MEMO_LIMIT = 5000
interface Memo {
  readonly days: Map<string, readonly [LocalDay, LocalDay]>
  readonly bounds: Map<string, readonly [bigint, bigint]>
}
const memos = new WeakMap<TemporalNamespace, Memo>()

function memoFor(temporal: TemporalNamespace): Memo {
  let memo = memos.get(temporal)
  if (memo === undefined) {
    memo = { days: new Map(), bounds: new Map() }
    memos.set(temporal, memo)
  }
  return memo
}

function remember<K, V>(map: Map<K, V>, key: K, value: V): V {
  if (map.size >= MEMO_LIMIT) map.clear()
  map.set(key, value)
  return value
}

/**
 * The occurrence of `slot` that starts on local `date` (which must fall on the slot's weekday).
 * spec: menu-browsing §4 (00:00:00 means end of day); architecture ruling (past midnight)
 * @param temporal the Temporal namespace
 * @param zone the venue zone
 * @param slot the slot
 * @param date the local date it starts on
 * @param iso that date's ISO string (memo key)
 * @returns the slot with its [start, end) in epoch nanoseconds
 */
export function occurrenceOn(
  temporal: TemporalNamespace,
  zone: string,
  slot: Slot,
  date: Temporal.PlainDate,
  iso: string = date.toString(),
): Occurrence {
  const { bounds } = memoFor(temporal)
  const key = `${zone} ${iso} ${slot.key}`
  const [start, end] =
    bounds.get(key) ??
    remember(bounds, key, [
      wallToEpochNs(temporal, zone, date.toPlainDateTime(slot.from)),
      wallToEpochNs(
        temporal,
        zone,
        (slot.nextDay ? date.add({ days: 1 }) : date).toPlainDateTime(slot.to),
      ),
    ] as const)
  return { slot, start, end }
}

const localDay = (date: Temporal.PlainDate): LocalDay => ({
  date,
  iso: date.toString(),
  weekday: date.dayOfWeek,
})

/** Local [yesterday, today] in `zone` at the instant `ns`. */
function localDays(
  temporal: TemporalNamespace,
  zone: string,
  instant: Temporal.Instant,
  ns: bigint,
): readonly [LocalDay, LocalDay] {
  const { days } = memoFor(temporal)
  const key = `${zone} ${ns}`
  const cached = days.get(key)
  if (cached !== undefined) return cached
  const today = instant.toZonedDateTimeISO(zone).toPlainDate()
  return remember(days, key, [localDay(today.subtract({ days: 1 })), localDay(today)] as const)
}

/**
 * Every occurrence of `slots` that starts on a local date from `first` to `last` inclusive.
 * spec: architecture ruling (the closed notice says when ordering opens next)
 * @param temporal the Temporal namespace
 * @param zone the venue zone
 * @param slots the slots
 * @param first the first local date
 * @param last the last local date
 * @returns the occurrences, by date
 */
export function occurrencesBetween(
  temporal: TemporalNamespace,
  zone: string,
  slots: readonly Slot[],
  first: Temporal.PlainDate,
  last: Temporal.PlainDate,
): Occurrence[] {
  const found: Occurrence[] = []
  for (
    let date = first;
    temporal.PlainDate.compare(date, last) <= 0;
    date = date.add({ days: 1 })
  ) {
    for (const slot of slots) {
      if (slot.weekday === date.dayOfWeek) found.push(occurrenceOn(temporal, zone, slot, date))
    }
  }
  return found
}

/**
 * The slots whose occurrence contains `instant` in `zone`.
 * spec: menu-browsing §4 Open or closed (matching weekday slot)
 * @param temporal the Temporal namespace
 * @param zone the venue zone
 * @param slots the slots
 * @param instant the instant
 * @returns the matching slots
 */
export function slotsAt(
  temporal: TemporalNamespace,
  zone: string,
  slots: readonly Slot[],
  instant: Temporal.Instant,
): Slot[] {
  if (slots.length === 0) return []
  const ns = instant.epochNanoseconds
  const days = localDays(temporal, zone, instant, ns)
  const inside: Slot[] = []
  for (const slot of slots) {
    for (const day of days) {
      // Only an occurrence starting today, or a past-midnight one starting yesterday, can reach now.
      if (slot.weekday !== day.weekday || (day === days[0] && !slot.nextDay)) continue
      const { start, end } = occurrenceOn(temporal, zone, slot, day.date, day.iso)
      if (start <= ns && ns < end) {
        inside.push(slot)
        break
      }
    }
  }
  return inside
}

/**
 * The slots of a category's or product's hours that contain `at` in the venue zone; null when it
 * has no hours (always shown). The zone and instant are checked first, so a bad one throws even
 * for an item without hours. The shared step of isShownAt and isOrderableAt.
 */
export function entriesSlotsAt(
  temporal: TemporalNamespace,
  entries: readonly HoursEntry[] | null | undefined,
  timezone: string | null | undefined,
  at: InstantInput,
): Slot[] | null {
  const zone = resolveZone(temporal, timezone)
  const instant = toInstant(temporal, at)
  if (entries === null || entries === undefined || entries.length === 0) return null
  return slotsAt(temporal, zone, compileSlots(entries, 'hours'), instant)
}
