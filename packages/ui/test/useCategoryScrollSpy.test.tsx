import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CategoryBar, categoryAnchorId, type Id, useCategoryScrollSpy } from '../src/index'

const CATS = [
  { id: 1, name: 'Burgers' },
  { id: 2, name: 'Drinks' },
  { id: 3, name: 'Desserts' },
]
// Where each section's top currently is (jsdom has no layout; the test moves them).
const tops: Record<string, number> = { '1': 60, '2': 900, '3': 1800 }

const reported: (Id | null)[] = []

function Page() {
  const { activeId, onSelect } = useCategoryScrollSpy(
    CATS.map((c) => c.id),
    56,
  )
  reported.push(activeId)
  return (
    <>
      <CategoryBar categories={CATS} activeId={activeId} onSelect={onSelect} />
      {CATS.map((c) => (
        <section key={c.id} id={categoryAnchorId(c.id)} data-testid={`s${c.id}`}>
          {c.name}
        </section>
      ))}
    </>
  )
}

function scrollTo(first: number) {
  tops['1'] = 60 - first
  tops['2'] = 900 - first
  tops['3'] = 1800 - first
  window.dispatchEvent(new Event('scroll'))
}

// spec: menu-browsing §2 Category page (active tab follows scrolling), §9 timings
describe('useCategoryScrollSpy', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      now: new Date('2026-01-01T00:00:00Z'),
      toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'],
    })
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const id = this.id.replace('cat-', '')
      return { top: tops[id] ?? 0 } as DOMRect
    })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const active = () =>
    screen.getAllByRole('link').find((a) => a.getAttribute('aria-current') === 'location')
      ?.textContent

  it('follows the scroll once the page settles, after the initial 800 ms pause', () => {
    render(<Page />)
    expect(active()).toBe('Burgers')
    // right after mount the data-change pause is on
    act(() => scrollTo(900))
    act(() => vi.advanceTimersByTime(300))
    expect(active()).toBe('Burgers')
    act(() => vi.advanceTimersByTime(600))
    act(() => scrollTo(900))
    act(() => vi.advanceTimersByTime(200))
    expect(active()).toBe('Drinks')
    act(() => scrollTo(1800))
    act(() => vi.advanceTimersByTime(200))
    expect(active()).toBe('Desserts')
    // ids come back as given (numbers here), not as strings
    expect(reported.at(-1)).toBe(3)
  })

  it('a page opened at a restored scroll position shows the tab under the bar once the 800 ms pause ends, without any scroll (Back from a product)', () => {
    scrollTo(900)
    render(<Page />)
    expect(active()).toBe('Burgers')
    act(() => vi.advanceTimersByTime(800))
    expect(active()).toBe('Drinks')
  })

  it('after a tab click, the scroll it causes does not move the active tab for 1500 ms', () => {
    render(<Page />)
    act(() => vi.advanceTimersByTime(1000))
    const desserts = screen.getByRole('link', { name: 'Desserts' })
    desserts.addEventListener('click', (e) => e.preventDefault())
    act(() => desserts.click())
    expect(active()).toBe('Desserts')
    act(() => scrollTo(900))
    act(() => vi.advanceTimersByTime(400))
    expect(active()).toBe('Desserts')
    act(() => vi.advanceTimersByTime(1200))
    act(() => scrollTo(900))
    act(() => vi.advanceTimersByTime(200))
    expect(active()).toBe('Drinks')
  })

  it('a diner who scrolls on within the 1500 ms click lock sees the tab of where they stopped once it ends, without scrolling again', () => {
    render(<Page />)
    act(() => vi.advanceTimersByTime(1000))
    const burgers = screen.getByRole('link', { name: 'Burgers' })
    burgers.addEventListener('click', (e) => e.preventDefault())
    act(() => burgers.click())
    act(() => vi.advanceTimersByTime(300))
    act(() => scrollTo(500))
    act(() => vi.advanceTimersByTime(300))
    act(() => scrollTo(900))
    act(() => vi.advanceTimersByTime(800))
    expect(active()).toBe('Burgers')
    act(() => vi.advanceTimersByTime(100))
    expect(active()).toBe('Drinks')
  })
})
