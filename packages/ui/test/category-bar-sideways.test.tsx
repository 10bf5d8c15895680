import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CategoryBar } from '../src/index'

const CATS = [
  { id: 1, name: 'Breakfast' },
  { id: 2, name: 'Burgers' },
  { id: 3, name: 'Drinks' },
  { id: 4, name: 'Sides' },
]

/** jsdom has no layout: each element's box is set by hand (x from left, width). */
function placeBoxes(boxes: Map<Element, { left: number; width: number }>) {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const box = boxes.get(this) ?? { left: 0, width: 0 }
    return {
      left: box.left,
      right: box.left + box.width,
      width: box.width,
      top: 60,
      bottom: 100,
      height: 40,
      x: box.left,
      y: 60,
    } as DOMRect
  })
}

afterEach(() => {
  vi.restoreAllMocks()
})

// spec: menu-browsing §2 Category page ("sticky horizontal category navigation bar ... whose
// active tab follows scrolling"): the bar follows by scrolling itself sideways, never the page.
describe('CategoryBar scrolls only sideways', () => {
  it('a new active tab is centred by the list scrolling sideways, with no scrollIntoView (which moved the page by the bar height)', () => {
    const intoView = vi.spyOn(Element.prototype, 'scrollIntoView')
    const { rerender, container } = render(<CategoryBar categories={CATS} activeId={1} />)
    const list = container.querySelector('ul') as HTMLElement
    // A 360 px list whose 'Drinks' tab (100 px wide) starts at x = 500: its centre (550) is 370 px
    // right of the list's centre (180).
    placeBoxes(
      new Map([
        [list, { left: 0, width: 360 }],
        [screen.getByRole('link', { name: 'Drinks' }), { left: 500, width: 100 }],
      ]),
    )
    rerender(<CategoryBar categories={CATS} activeId={3} />)
    expect(list.scrollLeft).toBe(370)
    expect(intoView).not.toHaveBeenCalled()
  })

  it('right to left: a tab to the left of the list scrolls it towards negative scrollLeft', () => {
    const { rerender, container } = render(
      <div dir="rtl">
        <CategoryBar categories={CATS} activeId={1} />
      </div>,
    )
    const list = container.querySelector('ul') as HTMLElement
    // 'Sides' lies beyond the list's left (end) edge: centre at -250, list centre 180 → -430.
    placeBoxes(
      new Map([
        [list, { left: 0, width: 360 }],
        [screen.getByRole('link', { name: 'Sides' }), { left: -300, width: 100 }],
      ]),
    )
    rerender(
      <div dir="rtl">
        <CategoryBar categories={CATS} activeId={4} />
      </div>,
    )
    expect(list.scrollLeft).toBe(-430)
  })

  it('a focused tab cut at the bar’s end is scrolled in full into the bar (its focus ring shows, WCAG 2.4.7)', () => {
    const { container } = render(<CategoryBar categories={CATS} activeId={1} />)
    const list = container.querySelector('ul') as HTMLElement
    const sides = screen.getByRole('link', { name: 'Sides' })
    // The browser's own focus scroll leaves a tab showing 52 px of 63 where it is: 11 px cut.
    placeBoxes(
      new Map([
        [list, { left: 0, width: 390 }],
        [sides, { left: 338, width: 63 }],
      ]),
    )
    fireEvent.focus(sides)
    expect(list.scrollLeft).toBe(11)
    // A tab already in full stays where it is.
    list.scrollLeft = 0
    placeBoxes(
      new Map([
        [list, { left: 0, width: 390 }],
        [sides, { left: 100, width: 63 }],
      ]),
    )
    fireEvent.focus(sides)
    expect(list.scrollLeft).toBe(0)
  })
})
