import { useCallback, useEffect, useRef, useState } from 'react'
import type { Id } from '../variations/variationSelection'
import { categoryAnchorId } from './CategoryBar'
import {
  activeSectionAt,
  type CategoryScrollController,
  createCategoryScrollController,
} from './categoryScrollController'

/** Result of {@link useCategoryScrollSpy}: wire `activeId` and `onSelect` into the CategoryBar. */
export interface CategoryScrollSpy {
  readonly activeId: Id | null
  readonly onSelect: (id: Id) => void
}

const browserTimers = {
  setTimeout: (fn: () => void, ms: number) => window.setTimeout(fn, ms),
  clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
  now: () => performance.now(),
}

/** Whether a page that scrolls at all is scrolled to its end (within a pixel: zoom scrolls by fractions). */
function scrolledToEnd(): boolean {
  const height = document.documentElement.scrollHeight
  return height > window.innerHeight && window.scrollY + window.innerHeight >= height - 1
}

/**
 * Follows the page scroll to decide the active tab of the CategoryBar, using the
 * {@link createCategoryScrollController} timing (200 ms debounce, 800 ms after data changes,
 * 1500 ms after a click). Sections are found by their `#cat-{id}` anchors; give them the class
 * `carte-category-section`, so that they land below the bar under a header taller than 56 px
 * (their scroll margin, which the measure takes off their tops).
 * spec: menu-browsing §2 Category page, §9 Category navigation
 * @param ids - the category ids in page order
 * @param offset - the line a section's top passes to be under the bar, in px from the viewport's
 *   top with a 56 px header (the page's scroll-padding)
 * @returns the active id and the click handler
 */
export function useCategoryScrollSpy(ids: readonly Id[], offset: number): CategoryScrollSpy {
  const [activeId, setActiveId] = useState<Id | null>(ids[0] ?? null)
  const controller = useRef<CategoryScrollController | null>(null)
  const idsRef = useRef(ids)
  idsRef.current = ids
  // Re-subscribe only when the list itself changes, not on every new array of the same ids.
  const key = ids.map(String).join('|')
  useEffect(() => {
    const c = createCategoryScrollController({ onActiveChange: setActiveId, timers: browserTimers })
    controller.current = c
    // New category data re-creates the sections: pause scroll-follow while the page settles.
    if (key !== '') c.onDataChange()
    const measure = (clicked: Id | null) =>
      activeSectionAt(
        idsRef.current.flatMap((id) => {
          const el = document.getElementById(categoryAnchorId(id))
          if (el === null) return []
          // Its top less its scroll margin: where a tab's jump puts it (a taller header adds one).
          const margin = Number.parseFloat(getComputedStyle(el).scrollMarginBlockStart) || 0
          return [{ id, top: el.getBoundingClientRect().top - margin }]
        }),
        offset,
        scrolledToEnd(),
        clicked,
      )
    const onScroll = () => c.onScroll(measure)
    window.addEventListener('scroll', onScroll, { passive: true })
    // Measured once the pause ends even without a scroll: a page opened at a restored position
    // (Back from a product) shows the tab of the section under the bar.
    onScroll()
    return () => {
      window.removeEventListener('scroll', onScroll)
      c.dispose()
      controller.current = null
    }
  }, [key, offset])
  const onSelect = useCallback((id: Id) => {
    controller.current?.onSelect(id)
    setActiveId(id)
  }, [])
  return { activeId, onSelect }
}
