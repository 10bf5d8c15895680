import { NoResponseError, ServerError } from '@carte/api-client'
import { renderHook } from '@testing-library/react'
import { StrictMode } from 'react'
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
const REQUEST = { method: 'GET', url: 'http://127.0.0.1/fr/api/order/a1/' }
const OFFLINE = new NoResponseError(REQUEST)
const SERVER_DOWN = new ServerError(503, null, REQUEST)
const GONE = new ServerError(404, null, REQUEST)

interface Props {
  readonly data: Shown | undefined
  readonly error: Error | null
  readonly id: string
}

/** The hook as a screen uses it, under StrictMode (renders twice, as in development). */
function render(initial: Props) {
  return renderHook(
    ({ data, error, id }: Props) => useLastShownOnFailure(data, error, (shown) => shown.id === id),
    { initialProps: initial, wrapper: StrictMode },
  )
}

describe('useLastShownOnFailure', () => {
  it('shows the data as it comes', () => {
    const { result, rerender } = render({ data: undefined, error: null, id: 'a1' })
    expect(result.current).toBeUndefined()
    rerender({ data: ORDER_EN, error: null, id: 'a1' })
    expect(result.current).toBe(ORDER_EN)
    rerender({ data: ORDER_FR, error: null, id: 'a1' })
    expect(result.current).toBe(ORDER_FR)
  })

  it('loading, then the order in en, then the read in fr fails: the en order stays', () => {
    const { result, rerender } = render({ data: undefined, error: null, id: 'a1' })
    rerender({ data: ORDER_EN, error: null, id: 'a1' })
    // The fr read pending: its placeholder is the en order; then it fails, with no data.
    rerender({ data: ORDER_EN, error: null, id: 'a1' })
    rerender({ data: undefined, error: OFFLINE, id: 'a1' })
    expect(result.current).toBe(ORDER_EN)
    // A later read that succeeds takes its place.
    rerender({ data: ORDER_FR, error: null, id: 'a1' })
    expect(result.current).toBe(ORDER_FR)
  })

  it('what stays is the last one shown: en, then fr, then a failed read keeps fr', () => {
    const { result, rerender } = render({ data: undefined, error: null, id: 'a1' })
    rerender({ data: ORDER_EN, error: null, id: 'a1' })
    rerender({ data: ORDER_FR, error: null, id: 'a1' })
    rerender({ data: undefined, error: SERVER_DOWN, id: 'a1' })
    expect(result.current).toBe(ORDER_FR)
  })

  it('while a read is only pending, nothing stands in (the query placeholder decides that)', () => {
    const { result, rerender } = render({ data: undefined, error: null, id: 'a1' })
    rerender({ data: ORDER_EN, error: null, id: 'a1' })
    rerender({ data: undefined, error: null, id: 'a1' })
    expect(result.current).toBeUndefined()
  })

  it('a thing the server says is gone (404) is not kept: the screen says it is not found', () => {
    const { result, rerender } = render({ data: undefined, error: null, id: 'a1' })
    rerender({ data: ORDER_EN, error: null, id: 'a1' })
    rerender({ data: undefined, error: GONE, id: 'a1' })
    expect(result.current).toBeUndefined()
  })

  it("never shows another thing's data: a failed read of another order is the screen's failure", () => {
    const { result, rerender } = render({ data: undefined, error: null, id: 'a1' })
    rerender({ data: ORDER_EN, error: null, id: 'a1' })
    rerender({ data: undefined, error: OFFLINE, id: 'b2' })
    expect(result.current).toBeUndefined()
  })

  it('a first read that fails has nothing to keep', () => {
    const { result } = render({ data: undefined, error: OFFLINE, id: 'a1' })
    expect(result.current).toBeUndefined()
  })
})
