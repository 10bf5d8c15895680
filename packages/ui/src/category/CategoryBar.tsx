import { type MouseEvent, useEffect, useRef } from 'react'
import { useControllableState } from '../hooks/useControllableState'
import { useT } from '../strings/StringsProvider'
import { UI_TEXT } from '../strings/uiText'
import type { Id } from '../variations/variationSelection'

/** One tab of the category bar. */
export interface CategoryTab {
  readonly id: Id
  readonly name: string
}

/** Props of {@link CategoryBar}. */
export interface CategoryBarProps {
  readonly categories: readonly CategoryTab[]
  /** Controlled active category (from `useCategoryScrollSpy`). */
  readonly activeId?: Id | null
  readonly defaultActiveId?: Id | null
  readonly onActiveChange?: (id: Id | null) => void
  /** A tab was clicked (before the browser jumps to #cat-{id}); lock scroll-follow here. */
  readonly onSelect?: (id: Id) => void
  readonly className?: string
}

/**
 * The anchor id of a category section on a special-category page.
 * spec: menu-browsing §2 Category page ("#cat-{id} anchors")
 * @param id - the category id
 * @returns 'cat-{id}'
 */
export function categoryAnchorId(id: Id): string {
  return `cat-${id}`
}

/**
 * Jumps to a tab's section in place of the browser's own jump: the same scroll (to the anchor,
 * below the sticky bars by the page's scroll-padding) and the same focus start, but the address's
 * hash is replaced, not pushed, so Back leaves the page instead of walking back through the tabs.
 */
function jumpToSection(event: MouseEvent<HTMLAnchorElement>, id: Id): void {
  // A click that opens elsewhere (a new tab or window) is the browser's.
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const section = document.getElementById(categoryAnchorId(id))
  if (section === null) return
  event.preventDefault()
  section.scrollIntoView({ block: 'start' })
  // Keyboard users carry on from the section, as after the browser's own jump.
  if (!section.hasAttribute('tabindex')) section.tabIndex = -1
  section.focus({ preventScroll: true })
  window.history.replaceState(window.history.state, '', `#${categoryAnchorId(id)}`)
}

/**
 * Brings a tab to the middle of the bar by scrolling the bar's own list sideways, and nothing
 * else: `scrollIntoView` would also scroll the page, whose scroll-padding (the sticky header and
 * bar) covers the stuck tab itself, so every active-tab change jumped the page up by the bar's
 * height. Moving by the distance between the two centres needs no left-to-right or
 * right-to-left case: a larger scrollLeft shows content further right in both (in right to left
 * it runs from 0 down to negative), and the browser clamps it to the list's ends.
 */
function centreTabInList(list: HTMLElement, tab: HTMLElement): void {
  const box = list.getBoundingClientRect()
  const tabBox = tab.getBoundingClientRect()
  const offCentre = tabBox.left + tabBox.width / 2 - (box.left + box.width / 2)
  if (Math.abs(offCentre) < 1) return
  list.scrollLeft += offCentre
}

/**
 * Scrolls the bar's list sideways just enough that a focused tab shows in full with the list's
 * scroll-padding beside it (room for the focus ring). The browser's own scroll on focus leaves a
 * tab that already shows 32 px or more where it is, cut at the bar's edge with its ring.
 */
function revealTabInList(list: HTMLElement, tab: HTMLElement): void {
  const style = getComputedStyle(list)
  const box = list.getBoundingClientRect()
  const tabBox = tab.getBoundingClientRect()
  // Negative: the tab (with its room) starts before the left edge; positive: ends past the right.
  const beforeLeft = tabBox.left - (Number.parseFloat(style.scrollPaddingLeft) || 0) - box.left
  const pastRight = tabBox.right + (Number.parseFloat(style.scrollPaddingRight) || 0) - box.right
  if (pastRight > 0 && beforeLeft > 0) list.scrollLeft += Math.min(pastRight, beforeLeft)
  else if (beforeLeft < 0 && pastRight < 0) list.scrollLeft += Math.max(beforeLeft, pastRight)
}

/**
 * The sticky horizontal category navigation of special categories: links to `#cat-{id}` anchors,
 * the active tab marked (`aria-current`, `data-state="active"`) and brought to the middle of the
 * bar by scrolling the bar sideways only (never the page); a focused tab shows in full with its
 * ring. A tab's jump replaces the address's hash (Back leaves the page, not the last tab).
 * spec: menu-browsing §2 Category page (special categories)
 * @param props - {@link CategoryBarProps}
 * @returns the navigation bar
 */
export function CategoryBar({
  categories,
  activeId,
  defaultActiveId = categories[0]?.id ?? null,
  onActiveChange,
  onSelect,
  className,
}: CategoryBarProps) {
  const t = useT()
  const [active, setActive] = useControllableState<Id | null>({
    value: activeId,
    defaultValue: defaultActiveId,
    onChange: onActiveChange,
  })
  const listRef = useRef<HTMLUListElement>(null)
  useEffect(() => {
    const list = listRef.current
    if (active === null || list === null) return
    const tab = list.querySelector<HTMLElement>(`[data-category-id="${String(active)}"]`)
    if (tab !== null) centreTabInList(list, tab)
  }, [active])
  return (
    <nav
      className={className ? `carte-category-bar ${className}` : 'carte-category-bar'}
      aria-label={t(...UI_TEXT.categories)}
    >
      <ul ref={listRef} className="carte-category-bar__list">
        {categories.map((c) => {
          const isActive = String(c.id) === String(active)
          return (
            <li key={String(c.id)}>
              <a
                href={`#${categoryAnchorId(c.id)}`}
                className="carte-category-bar__tab"
                data-category-id={String(c.id)}
                data-state={isActive ? 'active' : 'inactive'}
                aria-current={isActive ? 'location' : undefined}
                onFocus={(event) => {
                  if (listRef.current !== null)
                    revealTabInList(listRef.current, event.currentTarget)
                }}
                onClick={(event) => {
                  onSelect?.(c.id)
                  setActive(c.id)
                  jumpToSection(event, c.id)
                }}
              >
                {c.name}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
