import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  activeSectionAt,
  CATEGORY_SCROLL_TIMING,
  CategoryBar,
  createCategoryScrollController,
  type Id,
} from '../src/index'
import { expectNoSeriousAxeViolations } from './axe'

const fakeTimers = {
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
}

// spec: menu-browsing §9 Category navigation: debounce 200 ms, 800 ms after data change, 1500 ms click lock
describe('category scroll controller', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('uses the spec timings', () => {
    expect(CATEGORY_SCROLL_TIMING).toEqual({
      debounceMs: 200,
      suppressAfterDataChangeMs: 800,
      clickLockMs: 1500,
    })
  })

  it('given scrolling, the active tab changes only after 200 ms of quiet', () => {
    const onActiveChange = vi.fn()
    const c = createCategoryScrollController({ onActiveChange, timers: fakeTimers })
    c.onScroll(() => 'a')
    vi.advanceTimersByTime(150)
    c.onScroll(() => 'b')
    vi.advanceTimersByTime(199)
    expect(onActiveChange).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onActiveChange).toHaveBeenCalledExactlyOnceWith('b')
  })

  it('after the category data changes, scroll-follow pauses 800 ms, then measures where the page is', () => {
    const onActiveChange = vi.fn()
    const c = createCategoryScrollController({ onActiveChange, timers: fakeTimers })
    c.onDataChange()
    vi.advanceTimersByTime(500)
    c.onScroll(() => 'x')
    vi.advanceTimersByTime(299)
    expect(onActiveChange).not.toHaveBeenCalled()
    // The pause ends: the scroll it held is measured (it was not lost).
    vi.advanceTimersByTime(1)
    expect(onActiveChange).toHaveBeenCalledExactlyOnceWith('x')
    c.onScroll(() => 'y')
    vi.advanceTimersByTime(200)
    expect(onActiveChange).toHaveBeenLastCalledWith('y')
  })

  it('a tab click activates it at once and locks scroll-follow for 1500 ms', () => {
    const onActiveChange = vi.fn()
    const c = createCategoryScrollController({ onActiveChange, timers: fakeTimers })
    c.onSelect('drinks')
    expect(onActiveChange).toHaveBeenLastCalledWith('drinks')
    // the smooth scroll passes other sections on the way
    vi.advanceTimersByTime(100)
    c.onScroll(() => 'mains')
    vi.advanceTimersByTime(1300)
    expect(c.active()).toBe('drinks')
    vi.advanceTimersByTime(100)
    c.onScroll(() => 'desserts')
    vi.advanceTimersByTime(200)
    expect(c.active()).toBe('desserts')
  })

  it('a scroll during the click lock is measured once, when the lock ends (no stale tab until the next scroll)', () => {
    const onActiveChange = vi.fn()
    const c = createCategoryScrollController({ onActiveChange, timers: fakeTimers })
    let under = 'grills'
    const measure = vi.fn(() => under)
    c.onSelect('grills')
    // The diner scrolls on past the clicked section within the lock, then stops.
    vi.advanceTimersByTime(300)
    under = 'salads'
    c.onScroll(measure)
    vi.advanceTimersByTime(700)
    under = 'drinks'
    c.onScroll(measure)
    vi.advanceTimersByTime(499)
    expect(c.active()).toBe('grills')
    expect(measure).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(c.active()).toBe('drinks')
    expect(measure).toHaveBeenCalledOnce()
    vi.advanceTimersByTime(5000)
    expect(onActiveChange.mock.calls).toEqual([['grills'], ['drinks']])
  })

  it('the measure that ends a click lock is told the clicked tab; a scroll after the lock is not', () => {
    const c = createCategoryScrollController({ onActiveChange: vi.fn(), timers: fakeTimers })
    const told: (Id | null)[] = []
    const measure = (clicked: Id | null) => {
      told.push(clicked)
      return clicked ?? 'sides'
    }
    c.onSelect('catering')
    // The click's own scroll, within the lock: measured when it ends, with the clicked tab.
    vi.advanceTimersByTime(50)
    c.onScroll(measure)
    vi.advanceTimersByTime(1450)
    expect(told).toEqual(['catering'])
    expect(c.active()).toBe('catering')
    // The diner's own scroll, after the lock: measured without it.
    c.onScroll(measure)
    vi.advanceTimersByTime(200)
    expect(told).toEqual(['catering', null])
    expect(c.active()).toBe('sides')
  })

  it('a scroll pending when the click happens is cancelled', () => {
    const onActiveChange = vi.fn()
    const c = createCategoryScrollController({ onActiveChange, timers: fakeTimers })
    c.onScroll(() => 'mains')
    c.onSelect('drinks')
    vi.advanceTimersByTime(5000)
    expect(onActiveChange.mock.calls).toEqual([['drinks']])
  })
})

describe('activeSectionAt', () => {
  it('is the last section whose top passed under the bar, else the first', () => {
    const sections = [
      { id: 1, top: -500 },
      { id: 2, top: 40 },
      { id: 3, top: 600 },
    ]
    expect(activeSectionAt(sections, 56)).toBe(2)
    expect(activeSectionAt(sections, 0)).toBe(1)
    expect(activeSectionAt([{ id: 9, top: 300 }], 56)).toBe(9)
    expect(activeSectionAt([], 56)).toBeNull()
  })

  it('scrolled to the end of the page, the last section, whose top may never reach the bar', () => {
    const sections = [
      { id: 1, top: -900 },
      { id: 2, top: 30 },
      { id: 3, top: 500 },
    ]
    expect(activeSectionAt(sections, 112, true)).toBe(3)
    expect(activeSectionAt(sections, 112, false)).toBe(2)
    expect(activeSectionAt([], 112, true)).toBeNull()
  })

  // spec: §9 click-driven scroll lock. A short next-to-last section cannot reach the bar either:
  // the page's end stops its scroll below it, and the last tab took over from the clicked one.
  it('at the end of the page, a clicked tab whose section is in view stays active', () => {
    const sections = [
      { id: 'mains', top: -900 },
      { id: 'deals', top: 107 },
      { id: 'catering', top: 438 },
      { id: 'sides', top: 749 },
    ]
    expect(activeSectionAt(sections, 112, true, 'catering')).toBe('catering')
    expect(activeSectionAt(sections, 112, true, 'deals')).toBe('deals')
    // Above the section under the bar: the diner scrolled past it, so the end rule applies.
    expect(activeSectionAt(sections, 112, true, 'mains')).toBe('sides')
    expect(activeSectionAt(sections, 112, true, null)).toBe('sides')
    // Not at the end: the section under the bar, clicked or not.
    expect(activeSectionAt(sections, 112, false, 'catering')).toBe('deals')
  })

  describe('properties', () => {
    it('the active section is always one whose top is at or above the offset, or the first', () => {
      fc.assert(
        fc.property(
          fc.array(fc.integer({ min: -5000, max: 5000 }), { minLength: 1, maxLength: 30 }),
          fc.integer({ min: 0, max: 200 }),
          (tops, offset) => {
            const sorted = [...tops].sort((a, b) => a - b).map((top, i) => ({ id: i as Id, top }))
            const id = activeSectionAt(sorted, offset) as number
            const chosen = sorted[id]
            expect(chosen).toBeDefined()
            if (id > 0) expect(chosen?.top).toBeLessThanOrEqual(offset + 1)
            const next = sorted[id + 1]
            if (next) expect(next.top).toBeGreaterThan(offset + 1)
          },
        ),
        { numRuns: 1000 },
      )
    })

    it('at the end, the clicked tab when its section is under the bar or below it, else the last', () => {
      fc.assert(
        fc.property(
          fc.array(fc.integer({ min: -5000, max: 5000 }), { minLength: 1, maxLength: 30 }),
          fc.integer({ min: 0, max: 200 }),
          fc.nat({ max: 40 }),
          (tops, offset, clickedAt) => {
            const sorted = [...tops].sort((a, b) => a - b).map((top, i) => ({ id: i as Id, top }))
            const clicked = clickedAt < sorted.length ? (clickedAt as Id) : null
            const under = activeSectionAt(sorted, offset) as number
            const id = activeSectionAt(sorted, offset, true, clicked)
            const last = sorted.length - 1
            expect(id).toBe(clicked !== null && clickedAt >= under ? clicked : last)
          },
        ),
        { numRuns: 1000 },
      )
    })
  })
})

describe('CategoryBar', () => {
  const cats = [
    { id: 1, name: 'Burgers' },
    { id: 2, name: 'Drinks' },
  ]

  it('links to #cat-{id} anchors and marks the active tab', async () => {
    const { container } = render(<CategoryBar categories={cats} activeId={2} />)
    const nav = screen.getByRole('navigation', { name: 'Categories' })
    expect(nav).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Burgers' })).toHaveAttribute('href', '#cat-1')
    const drinks = screen.getByRole('link', { name: 'Drinks' })
    expect(drinks).toHaveAttribute('aria-current', 'location')
    expect(drinks).toHaveAttribute('data-state', 'active')
    expect(screen.getByRole('link', { name: 'Burgers' })).toHaveAttribute('data-state', 'inactive')
    await expectNoSeriousAxeViolations(container)
  })

  it('when a tab is clicked it becomes active and onSelect is told (to lock scroll-follow)', async () => {
    const onSelect = vi.fn()
    render(<CategoryBar categories={cats} onSelect={onSelect} />)
    const drinks = screen.getByRole('link', { name: 'Drinks' })
    drinks.addEventListener('click', (e) => e.preventDefault())
    await userEvent.click(drinks)
    expect(onSelect).toHaveBeenCalledWith(2)
    act(() => {})
    expect(drinks).toHaveAttribute('aria-current', 'location')
  })
})

// spec: menu-browsing §2 Category page (special categories: "links jump to #cat-{id} anchors")
describe('CategoryBar tab jump', () => {
  it('jumps to the section and replaces the hash: no history entry per tab, the focus starts at the section', async () => {
    render(
      <>
        <CategoryBar
          categories={[
            { id: 1, name: 'Burgers' },
            { id: 2, name: 'Drinks' },
          ]}
        />
        <section id="cat-1">Burgers</section>
        <section id="cat-2">Drinks</section>
      </>,
    )
    const before = window.history.length
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView')
    await userEvent.click(screen.getByRole('link', { name: 'Drinks' }))
    await userEvent.click(screen.getByRole('link', { name: 'Burgers' }))
    await userEvent.click(screen.getByRole('link', { name: 'Drinks' }))
    expect(window.location.hash).toBe('#cat-2')
    expect(window.history.length).toBe(before)
    expect(scrolled.mock.contexts).toContain(document.getElementById('cat-2'))
    expect(document.activeElement).toBe(document.getElementById('cat-2'))
    expect(screen.getByRole('link', { name: 'Drinks' })).toHaveAttribute('aria-current', 'location')
    // A click that opens elsewhere (Ctrl, Cmd, Shift) is left to the browser.
    expect(fireEvent.click(screen.getByRole('link', { name: 'Burgers' }), { ctrlKey: true })).toBe(
      true,
    )
    expect(fireEvent.click(screen.getByRole('link', { name: 'Burgers' }))).toBe(false)
  })
})
