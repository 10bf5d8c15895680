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
 * The sticky horizontal category navigation of special categories: links to `#cat-{id}` anchors,
 * the active tab marked (`aria-current`, `data-state="active"`) and scrolled into view. A tab's
 * jump replaces the address's hash (Back leaves the page, not the last tab).
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
    if (active === null) return
    const tab = listRef.current?.querySelector<HTMLElement>(
      `[data-category-id="${String(active)}"]`,
    )
    tab?.scrollIntoView({ block: 'nearest', inline: 'center' })
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
