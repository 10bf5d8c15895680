import { useEffect, useState } from 'react'

const TICK_MS = 30_000

/**
 * The current instant (epoch ms), refreshed every 30 s so open/closed and hours-bound lists
 * follow the clock while a screen stays open.
 * @returns epoch milliseconds.
 */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS)
    return () => clearInterval(timer)
  }, [])
  return now
}
