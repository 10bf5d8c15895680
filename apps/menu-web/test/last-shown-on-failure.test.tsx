import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useLastShownOnFailure } from '../src/hooks/useLastShownOnFailure'

// ordering-payment §8 "Order fetch failure … logged only", menu-browsing §8 "Form load failure:
// only logged": a read in another language that fails leaves the screen as it was.

interface Shown {
  readonly id: string
  readonly name: string
}

const ORDER_EN: Shown = { id: 'a1', name: 'Order (en)' }
const ORDER_FR: Shown = { id: 'a1', name: 'Commande (fr)' }

function render(initial: { data: Shown | undefined; failed: boolean; id: string }) {
  return renderHook(
    ({ data, failed, id }) => useLastShownOnFailure(data, failed, (shown) => shown.id === id),
    { initialProps: initial },
  )
}

describe('useLastShownOnFailure', () => {
  it('shows the data as it comes', () => {
    const { result, rerender } = render({ data: ORDER_EN, failed: false, id: 'a1' })
    expect(result.current).toBe(ORDER_EN)
    rerender({ data: ORDER_FR, failed: false, id: 'a1' })
    expect(result.current).toBe(ORDER_FR)
  })

  it('keeps the last shown data of the same thing when the new read failed', () => {
    const { result, rerender } = render({ data: ORDER_EN, failed: false, id: 'a1' })
    rerender({ data: undefined, failed: true, id: 'a1' })
    expect(result.current).toBe(ORDER_EN)
    // A later read that succeeds takes its place.
    rerender({ data: ORDER_FR, failed: false, id: 'a1' })
    expect(result.current).toBe(ORDER_FR)
  })

  it('while a read is only pending, nothing stands in (the query placeholder decides that)', () => {
    const { result, rerender } = render({ data: ORDER_EN, failed: false, id: 'a1' })
    rerender({ data: undefined, failed: false, id: 'a1' })
    expect(result.current).toBeUndefined()
  })

  it("never shows another thing's data: a failed read of another order is the screen's failure", () => {
    const { result, rerender } = render({ data: ORDER_EN, failed: false, id: 'a1' })
    rerender({ data: undefined, failed: true, id: 'b2' })
    expect(result.current).toBeUndefined()
  })

  it('a first read that fails has nothing to keep', () => {
    const { result } = render({ data: undefined, failed: true, id: 'a1' })
    expect(result.current).toBeUndefined()
  })
})
