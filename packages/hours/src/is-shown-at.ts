import { entriesSlotsAt } from './internal/slots'
import type { TemporalNamespace } from './temporal'
import type { HoursEntry, InstantInput } from './types'

/**
 * Whether a category or product is shown at `at` by its own hours (category_hours / product_hours):
 * no entries means always shown; otherwise only inside one of its slots, in the venue zone.
 * disable_order does not hide anything (it disables ordering: see isOrderableAt).
 * spec: menu-browsing §4 Open or closed (products and categories appear only within their own hours)
 * @param temporal the Temporal namespace (from `loadTemporal()`)
 * @param entries category_hours or product_hours (null/undefined/[] = always shown)
 * @param timezone the menu's timezone (null/undefined/'' = Asia/Dubai)
 * @param at the instant to evaluate
 * @returns true when shown
 * @throws UnknownTimeZoneError, InvalidWeekdayError, InvalidTimeError, InvalidHoursEntryError,
 *   InvalidInstantError
 */
export function isShownAt(
  temporal: TemporalNamespace,
  entries: readonly HoursEntry[] | null | undefined,
  timezone: string | null | undefined,
  at: InstantInput,
): boolean {
  const inside = entriesSlotsAt(temporal, entries, timezone, at)
  return inside === null || inside.length > 0
}
