/**
 * One weekly slot of opening_hours, category_hours or product_hours, with the spec's field names.
 * A slot is [from_hour, to_hour) on `weekday`; `to_hour` 00:00:00 ends at midnight; a `to_hour`
 * earlier than `from_hour` runs past midnight into the next day.
 * spec: menu-browsing §3 Category hours entry
 */
export interface HoursEntry {
  /** ISO weekday: 1 = Monday ... 7 = Sunday. */
  readonly weekday: number
  /** 'HH:MM:SS', wall time in the venue zone. */
  readonly from_hour: string
  /** 'HH:MM:SS', wall time in the venue zone; 00:00:00 = end of the day. */
  readonly to_hour: string
  /**
   * Ordering is disabled inside this slot: the venue is closed (opening_hours), or the category or
   * product stays listed but cannot be ordered (category_hours, product_hours; isOrderableAt).
   * Never hides anything.
   */
  readonly disable_order?: boolean | null | undefined
}

/**
 * A closure period: the venue is closed from `start` (inclusive) to `end` (exclusive).
 * ISO 8601 instants ('2026-12-24T18:00:00Z', '2026-12-24T22:00:00+04:00'); a time without Z or offset
 * ('2026-12-24T22:00:00') is read as wall time in the venue zone.
 * spec: menu-browsing §3 Closure period
 */
export interface ClosurePeriod {
  readonly start: string
  readonly end: string
}

/**
 * The part of the menu data that decides open or closed; a whole MenuData object fits.
 * spec: menu-browsing §3 Menu data (timezone, opening_hours, closing_rules), §4 Open or closed
 */
export interface VenueHours {
  readonly opening_hours?: readonly HoursEntry[] | null | undefined
  readonly closing_rules?: readonly ClosurePeriod[] | null | undefined
  /** IANA zone; missing, null or '' means Asia/Dubai. */
  readonly timezone?: string | null | undefined
}

/**
 * An instant: integer epoch milliseconds (`Date.now()`), a valid `Date`, an ISO 8601 string with Z or
 * an offset, or a Temporal.Instant (native or polyfill). Never read from the machine's clock.
 */
export type InstantInput = number | Date | string | { readonly epochNanoseconds: bigint }

/**
 * An instant told in the venue zone, as plain serialisable data.
 */
export interface ZonedMoment {
  /** ISO 8601 instant in UTC, e.g. '2026-11-23T05:00:00Z'. */
  readonly instant: string
  readonly epochMilliseconds: number
  /** ISO local date-time in `zone`, e.g. '2026-11-23T09:00:00'. */
  readonly wallTime: string
  /** UTC offset in `zone` at that instant, e.g. '+04:00'. */
  readonly offset: string
  /** The IANA zone the wall time is in. */
  readonly zone: string
}
