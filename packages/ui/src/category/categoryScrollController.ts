import type { Id } from '../variations/variationSelection'

/** Timing of the category bar's scroll-follow. spec: menu-browsing §9 Category navigation */
export const CATEGORY_SCROLL_TIMING = {
  /** Quiet time after the last scroll event before the active tab is recomputed. */
  debounceMs: 200,
  /** After the category data changed, scroll events are ignored this long. */
  suppressAfterDataChangeMs: 800,
  /** After a tab click (scroll to its anchor), scroll-follow is held this long. */
  clickLockMs: 1500,
} as const

/** Timer functions (pass vi's fake timers or the window's). */
export interface TimerApi {
  readonly setTimeout: (fn: () => void, ms: number) => unknown
  readonly clearTimeout: (handle: unknown) => void
  /** Milliseconds from any fixed origin (performance.now, or a fake clock). */
  readonly now: () => number
}

/** Options of {@link createCategoryScrollController}. */
export interface CategoryScrollControllerOptions {
  /** The active category changed (by scrolling or by a click). */
  readonly onActiveChange: (id: Id) => void
  readonly timers: TimerApi
  readonly timing?: Partial<typeof CATEGORY_SCROLL_TIMING>
}

/** The scroll-follow controller of the sticky category bar. */
export interface CategoryScrollController {
  /**
   * A scroll happened; `measure` tells which category is under the bar when the debounce ends. It
   * is given the tab the diner clicked when the scroll came within that click's lock (else null):
   * at the page's end that tab stays active ({@link activeSectionAt}).
   */
  readonly onScroll: (measure: (clicked: Id | null) => Id | null) => void
  /** The category data changed (new list): scroll-follow pauses 800 ms, then measures. */
  readonly onDataChange: () => void
  /** The diner clicked a tab: it becomes active at once and scroll-follow locks for 1500 ms. */
  readonly onSelect: (id: Id) => void
  /** The currently active category. */
  readonly active: () => Id | null
  /** Cancels pending timers. */
  readonly dispose: () => void
}

/**
 * Creates the scroll-follow controller: scroll events are debounced 200 ms, held for 800 ms after
 * the category data changes and held for 1500 ms after a tab click (so the scroll to the clicked
 * anchor does not flicker through the tabs in between). A scroll held by the 800 ms pause or the
 * 1500 ms lock is measured once, when it ends: a page whose scroll position was restored on
 * return, or that the diner scrolled at once (or on past the clicked section), shows the tab
 * under the bar, not the first or the clicked one. That measure is told the clicked tab, so that
 * a short section the page's end keeps from reaching the bar stays active once its own scroll
 * ends. Pure of the DOM: timers are passed in.
 * spec: menu-browsing §2 Category page ("active tab follows scrolling"; "The scroll position of a
 *   category page is saved locally for return"), §9 Category navigation
 * @param options - {@link CategoryScrollControllerOptions}
 * @returns the controller
 */
export function createCategoryScrollController({
  onActiveChange,
  timers,
  timing = {},
}: CategoryScrollControllerOptions): CategoryScrollController {
  const t = { ...CATEGORY_SCROLL_TIMING, ...timing }
  let active: Id | null = null
  let pending: unknown = null
  let pausedUntil = Number.NEGATIVE_INFINITY
  let lockedUntil = Number.NEGATIVE_INFINITY
  let clicked: Id | null = null
  const cancel = () => {
    if (pending !== null) timers.clearTimeout(pending)
    pending = null
  }
  const setActive = (id: Id) => {
    if (id === active) return
    active = id
    onActiveChange(id)
  }
  return {
    onScroll(measure) {
      const now = timers.now()
      cancel()
      const withinLock = now < lockedUntil ? clicked : null
      // A scroll held by the click lock or the data pause is measured once it ends: the diner who
      // scrolled on past the clicked section sees the tab of where they stopped, not the clicked
      // one until their next scroll.
      pending = timers.setTimeout(
        () => {
          pending = null
          const id = measure(withinLock)
          if (id !== null) setActive(id)
        },
        Math.max(t.debounceMs, pausedUntil - now, lockedUntil - now),
      )
    },
    onDataChange() {
      cancel()
      pausedUntil = Math.max(pausedUntil, timers.now() + t.suppressAfterDataChangeMs)
    },
    onSelect(id) {
      cancel()
      lockedUntil = Math.max(lockedUntil, timers.now() + t.clickLockMs)
      clicked = id
      setActive(id)
    },
    active: () => active,
    dispose: cancel,
  }
}

/** A category section's position: its id and the distance of its top from the viewport top. */
export interface SectionPosition {
  readonly id: Id
  readonly top: number
}

/**
 * The category under the sticky bar: the last section whose top is at or above `offset`
 * (the bar's bottom edge), or the first section when none is yet. Once the page is scrolled to
 * its end, the last section: a short last section can never reach the bar, and its tab would
 * otherwise never become active. There, the `clicked` tab stays active when its section is the
 * one under the bar or below it (in view): the page's end stopped the scroll to it short of the
 * bar, and the last tab would take over from the tab the diner chose.
 * spec: menu-browsing §2 Category page (active tab follows scrolling), §9 click-driven scroll lock
 * @param sections - sections in document order with their current tops
 * @param offset - the y below which content is visible (bar height)
 * @param atEnd - whether the page is scrolled to its end
 * @param clicked - the tab the diner clicked, for a scroll that came within its lock, else null
 * @returns the active id, or null without sections
 */
export function activeSectionAt(
  sections: readonly SectionPosition[],
  offset: number,
  atEnd = false,
  clicked: Id | null = null,
): Id | null {
  let under = 0
  for (const [at, section] of sections.entries()) {
    if (section.top > offset + 1) break
    under = at
  }
  const current = sections[under]?.id ?? null
  if (!atEnd || sections.length === 0) return current
  const inView = sections.slice(under).some((section) => section.id === clicked)
  return inView ? clicked : (sections[sections.length - 1]?.id ?? null)
}
