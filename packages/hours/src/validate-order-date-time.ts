import type { OrderDateTime } from './earliest-order-date-time'
import { earliestOrderDateTime } from './earliest-order-date-time'
import { toZonedMoment } from './internal/moment'
import { wallToEpochNs } from './internal/wall'
import type { TemporalNamespace } from './temporal'
import type { InstantInput } from './types'

/**
 * Messages of `validateOrderDateTime` issues (English defaults, translatable by key).
 * spec: ordering-payment §5 Checkout form, Date/time ('Date is a required field')
 */
export const ORDER_DATE_TIME_MESSAGES = {
  required: 'Date is a required field',
  invalid: 'Please choose a valid date and time',
  past: 'Please choose a date and time from now on',
} as const

/** Why a chosen order date-time was refused. */
export interface OrderDateTimeIssue {
  readonly type: keyof typeof ORDER_DATE_TIME_MESSAGES
  readonly message: string
}

/** Outcome of `validateOrderDateTime`, in the valibot-like shape the forms use. */
export type OrderDateTimeResult =
  | { readonly success: true; readonly output: OrderDateTime; readonly issues?: undefined }
  | {
      readonly success: false
      readonly output?: undefined
      readonly issues: readonly [OrderDateTimeIssue]
    }

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?$/

const refuse = (type: OrderDateTimeIssue['type']): OrderDateTimeResult => ({
  success: false,
  issues: [{ type, message: ORDER_DATE_TIME_MESSAGES[type] }],
})

/**
 * Validates a delivery/takeaway date-time the diner chose as a local date-time in the venue zone
 * ('YYYY-MM-DDTHH:MM', seconds optional, as a datetime-local input gives it). Required; must be a
 * real calendar date-time (2027-02-29 is not); must not be before the current minute. A wall time
 * skipped by a spring-forward change is taken as the instant the clock jumps past it; an ambiguous
 * one (fall-back) as its earlier instant. Never throws for diner input.
 * spec: ordering-payment §5 Checkout form, Date/time (required, valid date, earliest selectable is now)
 * @param temporal the Temporal namespace (from `loadTemporal()`)
 * @param value the chosen local date-time (null/undefined/'' = nothing chosen)
 * @param timezone the menu's timezone (null/undefined/'' = Asia/Dubai)
 * @param now the current instant
 * @returns `{ success: true, output }` with the instant and its wall time, or `{ success: false, issues }`
 * @throws UnknownTimeZoneError, InvalidInstantError (programmer errors only)
 */
export function validateOrderDateTime(
  temporal: TemporalNamespace,
  value: string | null | undefined,
  timezone: string | null | undefined,
  now: InstantInput,
): OrderDateTimeResult {
  const earliest = earliestOrderDateTime(temporal, timezone, now)
  if (value === null || value === undefined || value.trim() === '') return refuse('required')
  const match = LOCAL.exec(value.trim())
  if (match === null) return refuse('invalid')
  const [, year, month, day, hour, minute, second, fraction] = match
  const nanos = (fraction ?? '').padEnd(9, '0')
  let wall: ReturnType<TemporalNamespace['PlainDateTime']['from']>
  try {
    // The constructor rejects out-of-range fields (Feb 30, 24:00) instead of clamping them.
    wall = new temporal.PlainDateTime(
      Number(year),
      Number(month),
      Number(day),
      Number(hour),
      Number(minute),
      Number(second ?? 0),
      Number(nanos.slice(0, 3)),
      Number(nanos.slice(3, 6)),
      Number(nanos.slice(6, 9)),
    )
  } catch {
    return refuse('invalid')
  }
  const ns = wallToEpochNs(temporal, earliest.zone, wall)
  if (ns < BigInt(earliest.epochMilliseconds) * 1_000_000n) return refuse('past')
  const moment = toZonedMoment(temporal.Instant.fromEpochNanoseconds(ns), earliest.zone)
  return { success: true, output: { ...moment, inputValue: moment.wallTime.slice(0, 16) } }
}
