import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WarmUpRows } from '../src/components/WarmUpRows'

// Issue 5 (≤ 16 ms per keystroke), menu-browsing §2 Search page: the rows of a first key are
// rendered once out of sight, laid out and removed, so that the key renders them warm.

/** Draws the next frame and runs the task queued from it (afterNextPaint). */
function drawNextFrame() {
  act(() => {
    vi.advanceTimersToNextFrame()
  })
  act(() => {
    vi.runOnlyPendingTimers()
  })
}

describe('WarmUpRows', () => {
  let layouts: HTMLElement[]
  let rendered: number
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
    })
    layouts = []
    rendered = 0
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      layouts.push(this)
      return DOMRect.fromRect()
    })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  function Row() {
    rendered += 1
    return <p>Smoky rice</p>
  }

  it('given the screen is not ready, renders nothing', () => {
    const view = render(
      <WarmUpRows when={false}>
        <Row />
      </WarmUpRows>,
    )
    drawNextFrame()
    drawNextFrame()
    expect(rendered).toBe(0)
    expect(view.container.innerHTML).toBe('')
  })

  it('when ready, waits for the next frame, then renders the rows once, hidden from eye and assistive technology, lays them out and removes them, for good', () => {
    const added: Element[] = []
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) added.push(node as Element)
    })
    const view = render(
      <WarmUpRows when>
        <Row />
      </WarmUpRows>,
    )
    observer.observe(view.container, { childList: true })
    // Never in the frame that shows the screen.
    expect(rendered).toBe(0)
    drawNextFrame()
    expect(rendered).toBe(1)
    const box = observer.takeRecords().flatMap((record) => [...record.addedNodes])[0] as
      | Element
      | undefined
    expect(box?.getAttribute('aria-hidden')).toBe('true')
    expect(box?.hasAttribute('inert')).toBe(true)
    expect(box?.className).toBe('carte-app-warm-up')
    expect(box?.textContent).toBe('Smoky rice')
    // Laid out in the task that rendered it...
    expect(layouts).toContain(box)
    // ...and gone once React has run its effects, for good.
    expect(view.container.innerHTML).toBe('')
    drawNextFrame()
    drawNextFrame()
    expect(rendered).toBe(1)
    // Not again when the screen is ready once more (the diner typed, then cleared the box).
    view.rerender(
      <WarmUpRows when={false}>
        <Row />
      </WarmUpRows>,
    )
    view.rerender(
      <WarmUpRows when>
        <Row />
      </WarmUpRows>,
    )
    drawNextFrame()
    drawNextFrame()
    expect(rendered).toBe(1)
    observer.disconnect()
  })

  it('gives the laid-out box to onLaidOut once, before the rows are removed (where the rows will show is read from it)', () => {
    const seen: { box: HTMLElement; text: string; laidOut: boolean }[] = []
    render(
      <WarmUpRows
        when
        onLaidOut={(box) =>
          seen.push({ box, text: box.textContent ?? '', laidOut: layouts.includes(box) })
        }
      >
        <Row />
      </WarmUpRows>,
    )
    expect(seen).toEqual([])
    drawNextFrame()
    drawNextFrame()
    expect(seen).toHaveLength(1)
    expect(seen[0]?.text).toBe('Smoky rice')
    expect(seen[0]?.laidOut).toBe(true)
    expect(seen[0]?.box.isConnected).toBe(false)
  })
})
