import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ToastArea } from '../src/shell/ToastArea'

// Stands in for @carte/ui's TOAST_DURATION_MS: the app's toasts must follow that one constant
// (menu-browsing §9 "Toast duration 5000 ms"), so a change there reaches every toast here.
const duration = vi.hoisted(() => ({ ms: 5000 }))
vi.mock('@carte/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@carte/ui')>()),
  get TOAST_DURATION_MS() {
    return duration.ms
  },
}))

afterEach(() => {
  vi.useRealTimers()
  duration.ms = 5000
})

function showToast() {
  const onDismiss = vi.fn()
  render(
    <ToastArea toasts={[{ id: 't', variant: 'info', message: 'Hello' }]} onDismiss={onDismiss} />,
  )
  expect(screen.getAllByText('Hello').length).toBeGreaterThan(0)
  return onDismiss
}

describe('ToastArea (menu-browsing §4 Toasts, §9 toast duration)', () => {
  it('auto-hides a toast after 5000 ms and not before', () => {
    vi.useFakeTimers()
    const onDismiss = showToast()
    act(() => vi.advanceTimersByTime(4999))
    expect(onDismiss).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onDismiss).toHaveBeenCalledWith('t')
  })

  it("takes its duration from @carte/ui's TOAST_DURATION_MS, not a copy of its own", () => {
    duration.ms = 1200
    vi.useFakeTimers()
    const onDismiss = showToast()
    act(() => vi.advanceTimersByTime(1199))
    expect(onDismiss).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onDismiss).toHaveBeenCalledWith('t')
  })
})
