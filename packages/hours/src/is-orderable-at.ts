import { entriesSlotsAt } from './internal/slots'
import type { TemporalNamespace } from './temporal'
import type { HoursEntry, InstantInput } from './types'

/**
 * Whether a category or product can be ordered at `at` by its own hours (category_hours /
 * product_hours): it is shown ({@link isShownAt}) and none of the slots it is inside has
 * disable_order. No entries means always orderable. As for the venue, a slot with disable_order
 * keeps the item listed but disables ordering in that slot, and when overlapping slots disagree,
 * closed wins (README reading "disable_order in category and product hours").
 * spec: menu-browsing §3 Category hours entry (weekday, from_hour, to_hour, disable_order); §2
 *   Product page "category and product hours pass"; §4 Open or closed (a slot's disable_order)
 * @param temporal the Temporal namespace (from `loadTemporal()`)
 * @param entries category_hours or product_hours (null/undefined/[] = always orderable)
 * @param timezone the menu's timezone (null/undefined/'' = Asia/Dubai)
 * @param at the instant to evaluate
 * @returns true when the item is shown and ordering it is not disabled by one of its slots
 * @throws UnknownTimeZoneError, InvalidWeekdayError, InvalidTimeError, InvalidHoursEntryError,
 *   InvalidInstantError
 */
export function isOrderableAt(
  temporal: TemporalNamespace,
  entries: readonly HoursEntry[] | null | undefined,
  timezone: string | null | undefined,
  at: InstantInput,
): boolean {
  const inside = entriesSlotsAt(temporal, entries, timezone, at)
  // Closed wins over an overlapping slot without disable_order, as for the venue's own slots.
  return inside === null || (inside.length > 0 && !inside.some((slot) => slot.disableOrder))
}
