import type { HoursEntry } from '../schemas/menu'

/**
 * Whether an item with these hours entries is shown now: the caller binds @carte/hours to the
 * venue zone and the current instant (api-client reads no clock). No entries = always shown.
 * spec: menu-browsing §4 "Products and categories appear only within their own hours in the menu timezone"
 */
export type IsShown = (entries: readonly HoursEntry[] | null | undefined) => boolean

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
