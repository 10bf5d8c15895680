import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { useNow } from '../src/hooks/useNow'
import { loadHours } from '../src/lib/hours'

// menu-browsing §4 Open or closed and §3 hours entries are whole minutes (HH:MM), as is the
// checkout's default date-time (ordering-payment §5 "default now"): what reads useNow must see a
// new minute when the venue's clock shows one, and at once when a slept phone is looked at again.
const at = (iso: string) => new Date(iso).getTime()

describe('useNow', () => {
  beforeAll(async () => {
    await loadHours()
  })
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('reads the clock again on each whole minute, not before', () => {
    vi.setSystemTime(at('2026-11-23T07:59:40Z'))
    const { result } = renderHook(() => useNow('Asia/Dubai'))
    expect(result.current).toBe(at('2026-11-23T07:59:40Z'))
    act(() => {
      vi.advanceTimersByTime(19_999)
    })
    expect(result.current).toBe(at('2026-11-23T07:59:40Z'))
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(result.current).toBe(at('2026-11-23T08:00:00Z'))
    act(() => {
      vi.advanceTimersByTime(60_000)
    })
    expect(result.current).toBe(at('2026-11-23T08:01:00Z'))
  })

  it("counts the venue's own minutes (Monrovia's -0:44:30 in 1970 turns them on the half minute)", () => {
    vi.setSystemTime(at('1970-06-01T12:00:00Z')) // 11:15:30 in Monrovia
    const { result } = renderHook(() => useNow('Africa/Monrovia'))
    act(() => {
      vi.advanceTimersByTime(30_000)
    })
    expect(result.current).toBe(at('1970-06-01T12:00:30Z'))
  })

  it('reads the clock as soon as the page is seen again (timers held back while hidden)', () => {
    vi.setSystemTime(at('2026-11-23T07:59:40Z'))
    const { result } = renderHook(() => useNow('Asia/Dubai'))
    // The phone slept for ten minutes and its timer has not fired yet.
    vi.setSystemTime(at('2026-11-23T08:09:45Z'))
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    expect(result.current).toBe(at('2026-11-23T08:09:45Z'))
    // The next reading is on the next minute from there.
    act(() => {
      vi.advanceTimersByTime(15_000)
    })
    expect(result.current).toBe(at('2026-11-23T08:10:00Z'))
  })

  it('stops reading the clock when the screen goes', () => {
    vi.setSystemTime(at('2026-11-23T07:59:40Z'))
    const { unmount } = renderHook(() => useNow('Asia/Dubai'))
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
