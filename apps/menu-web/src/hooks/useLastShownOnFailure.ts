import { ServerError } from '@carte/api-client'
import { useState } from 'react'

/**
 * What a screen showed last of one thing (an order, a form), standing in when the read in
 * another language fails after its retries: such a failure is logged only, so the screen stays as
 * it was, in the language it was read in, with what the diner typed in it, instead of falling to
 * its error state or loader and dropping the input. A later read (a Retry, an 'order-update')
 * that succeeds takes its place. Never another thing's data: `isSame` decides. Nor when the
 * server says the thing is gone (404): the screen says so.
 * spec: menu-browsing §2 ("a language change swaps the segment and reloads the menu"), §8 "Form
 *   load failure: only logged"; ordering-payment §8 "Order fetch failure … logged only"; the
 *   mission's "nothing lost"
 * @param data - the query's data now (its placeholder included).
 * @param error - the query's error when its last read failed, else null.
 * @param isSame - whether data shown before is of the thing asked for now.
 * @returns the data to show, or undefined for the screen's own pending or failed state.
 */
export function useLastShownOnFailure<T extends object>(
  data: T | undefined,
  error: Error | null,
  isSame: (shown: T) => boolean,
): T | undefined {
  const [lastShown, setLastShown] = useState<T | undefined>(data)
  // Adjusted while rendering (React's "storing information from previous renders"): the next
  // render, and any failure after it, has this data at hand.
  if (data !== undefined && data !== lastShown) setLastShown(() => data)
  if (data !== undefined) return data
  const gone = error instanceof ServerError && error.status === 404
  return error !== null && !gone && lastShown !== undefined && isSame(lastShown)
    ? lastShown
    : undefined
}
