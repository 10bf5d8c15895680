import type { HoursNow } from '@carte/api-client'
import {
  formatOpeningTime,
  type HoursEntry,
  isOrderableAt,
  isShownAt,
  nextOpening,
  venueStatus,
} from '@carte/hours'
import { useMemo } from 'react'
import { loadedTemporal } from '../lib/hours'
import { useMenu, useVenue } from './useMenu'
import { useNow } from './useNow'

/** What the screens need to know about opening hours right now. */
export interface VenueNow {
  /** Epoch ms of "now". */
  readonly now: number
  /** The venue is open (spec: menu-browsing §4 Open or closed). */
  readonly open: boolean
  /** When ordering opens next, formatted in the venue zone and the selected language. */
  readonly opensAt: string | null
  /**
   * Whether hours entries (category_hours, product_hours) allow showing an item now; its
   * `isOrderable` whether they also allow ordering it (no slot with disable_order in force), which
   * the product page's add form and the format-4 row button read (spec: menu-browsing §3 Category
   * hours entry, §2 Product page "category and product hours pass").
   */
  readonly isShown: HoursNow
}

/**
 * Open/closed, next opening and an hours filter for the loaded menu, evaluated by @carte/hours
 * in the venue zone (spec: menu-browsing §4 Open or closed; architecture rulings).
 * @returns the venue's state now.
 */
export function useVenueStatus(): VenueNow {
  const menu = useMenu()
  const { lang } = useVenue()
  const now = useNow(menu.timezone)
  return useMemo(() => {
    const temporal = loadedTemporal()
    const status = venueStatus(temporal, menu, now)
    const next = status.open ? null : nextOpening(temporal, menu, now)
    return {
      now,
      open: status.open,
      opensAt: next
        ? formatOpeningTime(next.epochMilliseconds, next.zone, lang, {
            arabicDigits: menu.enable_arabic_numerals,
          })
        : null,
      isShown: Object.assign(
        (entries: readonly HoursEntry[] | null | undefined) =>
          isShownAt(temporal, entries, menu.timezone, now),
        {
          isOrderable: (entries: readonly HoursEntry[] | null | undefined) =>
            isOrderableAt(temporal, entries, menu.timezone, now),
        },
      ),
    }
  }, [menu, now, lang])
}
