import { act, renderHook } from '@testing-library/react'
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useScreenfulFirst } from '../src/hooks/useScreenfulFirst'

// Search results a key shows (menu-browsing §2 Search page), with the issue's ≤ 16 ms per key:
// new rows below the first screenful wait for the frame that shows the first ones.
const SCREENFUL = 6
const rowsOf = (...ids: number[]) => ids.map((id) => ({ id }))
const range = (from: number, count: number) =>
  rowsOf(...Array.from({ length: count }, (_, i) => from + i))

function renderRows(initial: readonly { id: number }[]) {
  return renderHook(({ rows }) => useScreenfulFirst(rows, SCREENFUL), {
    initialProps: { rows: initial },
  })
}

/** The frame that shows the first rows, then the task queued from it. */
function drawNextFrame() {
  act(() => {
    vi.advanceTimersToNextFrame()
  })
  act(() => {
    vi.runOnlyPendingTimers()
  })
}

describe('useScreenfulFirst', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
    })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('renders a first key’s 12 results as 6 rows, and all 12 once that frame is drawn', () => {
    const hook = renderRows([])
    const page = range(1, 12)
    hook.rerender({ rows: page })
    expect(hook.result.current).toEqual(page.slice(0, SCREENFUL))
    drawNextFrame()
    expect(hook.result.current).toBe(page)
  })

  it('renders the next key’s new results the same way', () => {
    const hook = renderRows(range(1, 12))
    const next = range(100, 12)
    hook.rerender({ rows: next })
    expect(hook.result.current).toEqual(next.slice(0, SCREENFUL))
    drawNextFrame()
    expect(hook.result.current).toBe(next)
  })

  it('renders Show more’s added rows at once (the focus moves to the first of them)', () => {
    const page = range(1, 12)
    const hook = renderRows(page)
    const more = [...page, ...range(13, 12)]
    hook.rerender({ rows: more })
    expect(hook.result.current).toBe(more)
  })

  it('renders at once when nothing below the first screenful is new', () => {
    const page = range(1, 12)
    const hook = renderRows(page)
    // Fewer results: a key that narrows to the first rows.
    const fewer = page.slice(0, 4)
    hook.rerender({ rows: fewer })
    expect(hook.result.current).toBe(fewer)
    // New rows on the screen, the same rows below it.
    const sameBelow = [...range(50, SCREENFUL), ...page.slice(SCREENFUL)]
    const hook2 = renderRows(page)
    hook2.rerender({ rows: sameBelow })
    expect(hook2.result.current).toBe(sameBelow)
  })

  it('never loses a row: whatever the lists, the first rows show at once and all after a frame', () => {
    const list = fc
      .uniqueArray(fc.integer({ min: 0, max: 40 }), { maxLength: 24 })
      .map((ids) => rowsOf(...ids))
    fc.assert(
      fc.property(fc.array(list, { minLength: 1, maxLength: 6 }), (lists) => {
        const hook = renderRows([])
        for (const rows of lists) {
          hook.rerender({ rows })
          const now = hook.result.current
          expect(now).toEqual(rows.slice(0, now.length))
          expect(now.length).toBeGreaterThanOrEqual(Math.min(rows.length, SCREENFUL))
          drawNextFrame()
          expect(hook.result.current).toEqual(rows)
        }
        hook.unmount()
      }),
    )
  })
})
