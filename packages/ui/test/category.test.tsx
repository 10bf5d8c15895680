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
