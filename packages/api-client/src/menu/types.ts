import type { HoursEntry } from '../schemas/menu'

/**
 * Whether an item with these hours entries is shown now: the caller binds @carte/hours to the
 * venue zone and the current instant (api-client reads no clock). No entries = always shown.
 * spec: menu-browsing §4 "Products and categories appear only within their own hours in the menu timezone"
 */
export type IsShown = (entries: readonly HoursEntry[] | null | undefined) => boolean

/**
 * The hours tests bound to now in the venue zone: called, whether an item with these entries is
 * shown ({@link IsShown}); `isOrderable`, whether it can also be ordered, i.e. it is shown and no
 * slot it is inside has disable_order (@carte/hours isOrderableAt; closed wins). One value, so
 * that every list and page that is given the hours test also gets the ordering rule.
 * spec: menu-browsing §3 Category hours entry (disable_order); §2 Product page "category and
 *   product hours pass"
 */
export type HoursNow = IsShown & {
  /** Shown, and inside no slot with disable_order (no entries = orderable). */
  readonly isOrderable: IsShown
}

/** An image with the size it is laid out at (architecture: images carry width and height). */
export interface ImageSource {
  readonly src: string
  readonly width: number
  readonly height: number
}

/** The search page's state. spec: menu-browsing §2 Search page "searchTerm and checkedProperties (property ids)" */
export interface MenuSearch {
  readonly searchTerm: string
  readonly checkedProperties: readonly number[]
}
