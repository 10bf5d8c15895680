// Hand-written menus in the server's shape (values chosen by hand), validated like a real answer.
import { type MenuData, menuSchema, parseResponse } from '@carte/api-client'
import type { HoursEntry } from '@carte/hours'

/**
 * A validated MenuData from a partial server answer (the schema fills every default).
 * @param input - the fields the test cares about.
 * @returns the menu.
 */
export function menuFrom(input: Record<string, unknown>): MenuData {
  return parseResponse(menuSchema, {
    id: 1,
    license: 'test',
    license_status: 'ACTIVE',
    name: 'Test venue',
    ...input,
  })
}

/**
 * Stands in for @carte/hours bound to "now": an item whose entries contain a disable_order slot
 * is outside its hours; no entries = always shown.
 * @param entries - category_hours or product_hours.
 * @returns whether the item is shown now.
 */
export const isShown = (entries: readonly HoursEntry[] | null | undefined): boolean =>
  !entries?.some((entry) => entry.disable_order)

/** Hours outside which an item is hidden (see {@link isShown}). */
export const closedSlot: readonly HoursEntry[] = [
  { weekday: 1, from_hour: '00:00:00', to_hour: '01:00:00', disable_order: true },
]
