import { msToNextMinute } from '@carte/hours'
import { useEffect, useState } from 'react'
import { loadedTemporal } from '../lib/hours'

/**
 * The current instant (epoch ms), read again at each whole minute of the venue's clock and when
 * the page comes back into view, so that open/closed, hours-bound lists and the checkout's default
 * date-time change on the minute they change (hours and order times are whole minutes; a
 * 30-second tick left them up to half a minute late). A phone that slept (timers held back in a
 * hidden tab) is brought up to date as soon as it is looked at again.
 * spec: menu-browsing §4 Open or closed, §3 hours entries (HH:MM); ordering-payment §5 Date/time
 * (default now)
 * @param timezone - the menu's timezone (null/undefined/'' = Asia/Dubai), whose minutes count.
 * @returns epoch milliseconds.
 */
export function useNow(timezone: string | null | undefined): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const read = () => {
      clearTimeout(timer)
      const at = Date.now()
      setNow(at)
      // A timer that fires a moment early reads the old minute and waits the last millisecond.
      timer = setTimeout(read, msToNextMinute(loadedTemporal(), timezone, at))
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') read()
    }
    timer = setTimeout(read, msToNextMinute(loadedTemporal(), timezone, Date.now()))
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [timezone])
  return now
}
